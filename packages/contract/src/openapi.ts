import * as z from 'zod/mini';
import { CATALOGUE, type CatalogueEntry } from './catalogue.ts';
import type { Access, AnyEndpoint, BodyEncoding } from './endpoint.ts';
import {
  FAILURE_HTTP_STATUS,
  FAMILY_SUCCESS,
  failureCode,
  type EnvelopeCode,
  type FailureKind,
  type Family,
} from './envelope.ts';
import { FILE_FIELDS } from './upload-field.ts';
import { SESSION_PARAM_MAX_LENGTH } from './session-params.ts';

/**
 * The OpenAPI 3.1 document of the contract (docs/decisions/028-openapi-from-the-contract.md),
 * built from the catalogue so it cannot drift from what the server registers. It states shapes;
 * docs/api.md keeps the rules and codes that a schema cannot say.
 */

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: (OpenApiParameter | { $ref: string })[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  /** Who may call it (endpoint.ts `Access`), for tools that walk the document. */
  'x-tenora-access': Access;
  /** Staff calls: the roles that may call it; empty for any signed-in staff member. */
  'x-tenora-roles'?: readonly string[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    parameters: Record<string, OpenApiParameter>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
  };
}

/** The security schemes' names in the document. */
export const SECURITY = {
  borrower: 'borrowerSession',
  operator: 'operatorToken',
  staff: 'staffSession',
} as const;

const DESCRIPTION = `The borrower web app's API, generated from \`packages/contract\`: every call the web app makes,
with the shapes of its input and its answer.

The rules behind the shapes (families and their codes, failure statuses, sessions, languages,
rate limits, what each call does) are in \`docs/api.md\` in the repository.

- Every answer is an envelope \`{code, data, message}\`, except downloads and images. Success is
  HTTP 200 with the family's success code (each tag names it); a business failure is also HTTP 200,
  with another code and \`data: null\`; protocol failures have their own HTTP status.
- Money is an integer in minor units (paise, sen); instants are ISO-8601 strings.
- Every POST takes JSON or a form body; whole numbers may be JSON numbers or digits.
- A POST also reads its query (old clients put ids there); the body wins on a clash.`;

const ACCESS_TEXT: Record<Access, string> = {
  borrower:
    'Borrower: the session is the `sessionId` query parameter, as the native app opened the page with.',
  public: 'Public: no session needed.',
  dev: 'Support API, not for production: it plays the outside world in development and tests, and answers 404 in production unless `TENORA_DEV_API=1`.',
  operator: "Operator: the lender's scripts, with `Authorization: Bearer <OPERATOR_TOKEN>`.",
  staff:
    'Staff (the operator console): the `tenora_staff` session cookie from sign-in, and on a POST the session’s CSRF token (from sign-in or `me`) in the `x-csrf-token` header.',
};

// Keyed by name rather than FailureKind so a kind added later only lacks its sentence here.
const FAILURE_TEXT: Record<string, string> = {
  bad_input: 'Bad input: a missing, wrong or oversized field, or an unreadable body.',
  unauthenticated: 'No valid session (or operator token).',
  forbidden: 'A staff session without one of the call’s roles, or a POST without its CSRF token.',
  not_found: 'Not found, or not the caller’s to see.',
  too_large: 'Body over 64 KB.',
  too_slow: 'The request line and headers did not arrive in time.',
  too_many: 'Too many requests where a rate limit applies; the message says how long to wait.',
  headers_too_large: 'Request line and headers over 16 KB.',
  server: 'Server fault; details are logged, never sent.',
  unavailable: 'Shutting down, or the database did not answer in time; retry after `Retry-After`.',
};

function failureApplies(kind: string, endpoint: AnyEndpoint): boolean {
  if (kind === 'unauthenticated')
    return (
      endpoint.access === 'borrower' ||
      endpoint.access === 'operator' ||
      endpoint.access === 'staff'
    );
  if (kind === 'forbidden') return endpoint.access === 'staff';
  if (kind === 'too_large') return endpoint.method === 'POST';
  return true;
}

/** Query parameters every call may carry besides its own fields (docs/native-bridge.md). */
const COMMON_PARAMETERS: Record<string, OpenApiParameter> = {
  lang: {
    name: 'lang',
    in: 'query',
    required: false,
    description: 'Language of `message`: `en-IN` or `id-ID` (also `en`, `id`, `in`).',
    schema: { type: 'string', maxLength: SESSION_PARAM_MAX_LENGTH },
  },
  appName: {
    name: 'appName',
    in: 'query',
    required: false,
    description: "The lender's app the page runs in; its market picks the language without `lang`.",
    schema: { type: 'string', maxLength: SESSION_PARAM_MAX_LENGTH },
  },
  userId: {
    name: 'userId',
    in: 'query',
    required: false,
    description: "If sent, it must be the session's user, else 401.",
    schema: { type: 'string', maxLength: SESSION_PARAM_MAX_LENGTH },
  },
};

function commonParametersFor(access: Access): string[] {
  // The console is English only (decision 062) and belongs to no app.
  if (access === 'staff') return [];
  return access === 'borrower' ? ['userId', 'appName', 'lang'] : ['appName', 'lang'];
}

const BODY_MEDIA: Record<Exclude<BodyEncoding, 'none'>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** `z.int()` states the safe-integer range; on the wire that only says "an integer". */
function dropSafeIntegerBounds(json: JsonSchema) {
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
}

/**
 * Whole-number fields (fields.ts) parse a number or digits and check the bounds afterwards, so
 * the input side of the pipe alone says "any integer". Carry the checked bounds over.
 */
function describeWholeNumbers(zod: z.core.$ZodTypes, json: JsonSchema) {
  if (zod._zod.def.type !== 'pipe') return;
  const out = jsonSchemaOf((zod as z.core.$ZodPipe)._zod.def.out, 'output');
  if (out.type !== 'number' && out.type !== 'integer') return;
  const bounds = {
    ...(typeof out.minimum === 'number' ? { minimum: out.minimum } : {}),
    ...(typeof out.maximum === 'number' ? { maximum: out.maximum } : {}),
  };
  const branches = json.anyOf;
  if (!Array.isArray(branches)) return;
  json.anyOf = branches.map((branch: JsonSchema) =>
    branch.type === 'integer' ? { ...branch, ...bounds } : branch,
  );
  const range =
    bounds.minimum !== undefined && bounds.maximum !== undefined
      ? ` from ${bounds.minimum} to ${bounds.maximum}`
      : bounds.minimum !== undefined
        ? `, at least ${bounds.minimum}`
        : bounds.maximum !== undefined
          ? `, at most ${bounds.maximum}`
          : '';
  json.description = `A whole number${range}: a JSON number, or digits in a form field or the query.`;
}

function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Only image bytes (a Uint8Array) have no JSON form, and those are sent as themselves.
    unrepresentable: 'any',
    // A `$ref` into `$defs` would resolve against the whole document, not this schema.
    cycles: 'throw',
    reused: 'inline',
    override: ({ zodSchema, jsonSchema }) => {
      if (FILE_FIELDS.has(zodSchema))
        Object.assign(jsonSchema, { type: 'string', format: 'binary' });
      dropSafeIntegerBounds(jsonSchema);
      if (io === 'input') describeWholeNumbers(zodSchema, jsonSchema);
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function properties(schema: JsonSchema): [string, JsonSchema][] {
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
}

function requiredOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.required) ? (schema.required as string[]) : [];
}

/** A form body is flat: nested objects and lists only travel as JSON. */
function isFlat(schema: JsonSchema): boolean {
  const nested = (s: JsonSchema): boolean =>
    s.type === 'object' ||
    s.type === 'array' ||
    (Array.isArray(s.anyOf) && (s.anyOf as JsonSchema[]).some(nested));
  return properties(schema).every(([, s]) => !nested(s));
}

function summaryOf(entry: CatalogueEntry): string {
  const words = entry.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  if (entry.endpoint.access === 'dev')
    return `${capitalise(words.replace(/^dev /, ''))} (support API)`;
  return capitalise(words);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function codeText(code: EnvelopeCode): string {
  return typeof code === 'number' ? String(code) : `'${code}'`;
}

function failureSchemaName(family: Family): string {
  return `Failure.${family}`;
}

function failureSchema(family: Family): JsonSchema {
  const success = FAMILY_SUCCESS[family];
  return {
    title: `Failure (${family})`,
    type: 'object',
    required: ['code', 'data', 'message'],
    properties: {
      code: {
        type: typeof success === 'number' ? 'integer' : 'string',
        not: { const: success },
        description: `The HTTP status for a protocol failure; ${codeText(failureCode(family, 'business'))} or a code of the call's own for a business failure.`,
      },
      data: { type: 'null' },
      message: {
        type: 'string',
        description: "One sentence in the request's language, for the borrower.",
      },
    },
  };
}

function failureResponseName(family: Family, kind: string): string {
  return `${family}.${kind}`;
}

function failureResponse(family: Family, kind: FailureKind): JsonSchema {
  const code = failureCode(family, kind);
  const ref = `#/components/schemas/${failureSchemaName(family)}`;
  return {
    description: `${FAILURE_TEXT[kind] ?? kind} Code ${codeText(code)}.`,
    content: {
      'application/json': {
        schema: { allOf: [{ $ref: ref }], properties: { code: { const: code } } },
      },
    },
  };
}

function successResponse(entry: CatalogueEntry): JsonSchema {
  const { endpoint } = entry;
  if (endpoint.produces === 'file') {
    return {
      description:
        'The document as a download (`Content-Disposition: attachment`), not an envelope.',
      content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (endpoint.produces === 'image') {
    return {
      description: 'The image itself, not an envelope; never cached.',
      content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  const success = FAMILY_SUCCESS[endpoint.family];
  return {
    description: `Success: code ${codeText(success)}. A business failure is also HTTP 200, with another code and \`data: null\`.`,
    content: {
      'application/json': {
        schema: {
          anyOf: [
            {
              title: 'Success',
              type: 'object',
              required: ['code', 'data', 'message'],
              properties: {
                code: { const: success },
                data: jsonSchemaOf(endpoint.response, 'output'),
                message: { type: 'string', const: '' },
              },
            },
            { $ref: `#/components/schemas/${failureSchemaName(endpoint.family)}` },
          ],
        },
      },
    },
  };
}

function securityOf(access: Access): Record<string, string[]>[] {
  if (access === 'borrower') return [{ [SECURITY.borrower]: [] }];
  if (access === 'operator') return [{ [SECURITY.operator]: [] }];
  if (access === 'staff') return [{ [SECURITY.staff]: [] }];
  return [];
}

function operationOf(
  entry: CatalogueEntry,
  components: OpenApiDocument['components'],
): OpenApiOperation {
  const { endpoint } = entry;
  const request = jsonSchemaOf(endpoint.request, 'input');
  if (request.type !== 'object') throw new Error(`${entry.name}: a request must be an object`);
  const required = requiredOf(request);
  const own = new Set(endpoint.method === 'GET' ? properties(request).map(([name]) => name) : []);

  const parameters: OpenApiOperation['parameters'] = [];
  if (endpoint.method === 'GET') {
    for (const [name, schema] of properties(request)) {
      parameters.push({ name, in: 'query', required: required.includes(name), schema });
    }
  }
  for (const name of commonParametersFor(endpoint.access)) {
    if (!own.has(name)) parameters.push({ $ref: `#/components/parameters/${name}` });
  }

  const responses: Record<string, unknown> = { '200': successResponse(entry) };
  components.schemas[failureSchemaName(endpoint.family)] = failureSchema(endpoint.family);
  for (const [kind, status] of Object.entries(FAILURE_HTTP_STATUS) as [FailureKind, number][]) {
    if (status === 200 || !failureApplies(kind, endpoint)) continue;
    const name = failureResponseName(endpoint.family, kind);
    components.responses[name] = failureResponse(endpoint.family, kind);
    responses[String(status)] = { $ref: `#/components/responses/${name}` };
  }

  const success = FAMILY_SUCCESS[endpoint.family];
  const lines = [
    ACCESS_TEXT[endpoint.access],
    ...(endpoint.roles
      ? [
          endpoint.roles.length
            ? `Roles: ${endpoint.roles.join(', ')}.`
            : 'Roles: any signed-in staff member.',
        ]
      : []),
    `Family \`${endpoint.family}\`: success code ${codeText(success)}.`,
    `Contract: \`${entry.name}\` in \`packages/contract/src/${entry.module}.ts\`.`,
  ];
  const operation: OpenApiOperation = {
    operationId: entry.name,
    summary: summaryOf(entry),
    description: lines.join('\n\n'),
    tags: [endpoint.family],
    security: securityOf(endpoint.access),
    parameters,
    responses,
    'x-tenora-access': endpoint.access,
    ...(endpoint.roles ? { 'x-tenora-roles': endpoint.roles } : {}),
  };
  if (endpoint.method === 'POST') {
    // The server takes JSON and form bodies on every POST; the web app's own encoding comes first.
    const encodings: Exclude<BodyEncoding, 'none'>[] =
      endpoint.body === 'multipart'
        ? ['multipart']
        : endpoint.body === 'form'
          ? ['form', 'json']
          : ['json', 'form'];
    const usable = encodings.filter((e) => e !== 'form' || isFlat(request));
    operation.requestBody = {
      required: required.length > 0,
      content: Object.fromEntries(usable.map((e) => [BODY_MEDIA[e], { schema: request }])),
    };
  }
  return operation;
}

function tagsOf(entries: readonly CatalogueEntry[]): OpenApiDocument['tags'] {
  const families = [...new Set(entries.map((e) => e.endpoint.family))];
  return families.map((family) => ({
    name: family,
    description: `Success code ${codeText(FAMILY_SUCCESS[family])}; failures carry ${typeof FAMILY_SUCCESS[family] === 'number' ? 'numbers' : 'strings'} (${codeText(failureCode(family, 'bad_input'))} for bad input, ${codeText(failureCode(family, 'business'))} for a business failure).`,
  }));
}

/** The document for every endpoint in the catalogue (or the given ones). */
export function buildOpenApiDocument(
  entries: readonly CatalogueEntry[] = CATALOGUE,
  info: { version?: string } = {},
): OpenApiDocument {
  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Tenora API',
      // The paths are fixed by the native apps, so the wire has no version of its own; this one
      // names the document's layout.
      version: info.version ?? '1',
      description: DESCRIPTION,
    },
    tags: tagsOf(entries),
    paths: {},
    components: {
      securitySchemes: {
        [SECURITY.borrower]: {
          type: 'apiKey',
          in: 'query',
          name: 'sessionId',
          description:
            "The borrower's session, from the address the native app opened (docs/native-bridge.md). Missing, unknown, expired or another user's: 401.",
        },
        [SECURITY.operator]: {
          type: 'http',
          scheme: 'bearer',
          description: "The operator token (`OPERATOR_TOKEN`); a borrower's session opens nothing.",
        },
        [SECURITY.staff]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'tenora_staff',
          description:
            "A staff member's session (httpOnly, SameSite=Strict), set by `/film/ops/sign-in`. Every POST also carries the session's CSRF token in `x-csrf-token`. A borrower's session opens nothing.",
        },
      },
      parameters: COMMON_PARAMETERS,
      schemas: {},
      responses: {},
    },
  };
  for (const entry of entries) {
    const method = entry.endpoint.method === 'GET' ? 'get' : 'post';
    const item = (doc.paths[entry.endpoint.path] ??= {});
    if (item[method])
      throw new Error(`${entry.endpoint.method} ${entry.endpoint.path} is defined twice`);
    item[method] = operationOf(entry, doc.components);
  }
  return doc;
}
