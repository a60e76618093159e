import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { FAMILY_SUCCESS } from './envelope.ts';
import { buildOpenApiDocument, SECURITY, type OpenApiOperation } from './openapi.ts';

const doc = buildOpenApiDocument();

function operation(method: 'get' | 'post', path: string): OpenApiOperation {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`no ${method} ${path}`);
  return op;
}

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; anyOf?: Schema[] };

function successSchema(op: OpenApiOperation): Schema {
  const res = op.responses['200'] as { content: Record<string, { schema: Schema }> };
  const first = res.content['application/json']?.schema.anyOf?.[0];
  if (!first) throw new Error(`${op.operationId}: no success envelope`);
  return first;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator({ strict: false });
    // A copy: the validator may resolve references in place.
    const result = await validator.validate(JSON.parse(JSON.stringify(doc)));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names only security schemes it defines', () => {
    // The schema validator checks structure and references, not these names.
    const named = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .flatMap((op) => op.security.flatMap((requirement) => Object.keys(requirement)));
    expect(new Set(named)).toEqual(new Set(Object.keys(doc.components.securitySchemes)));
  });

  it('has every catalogue endpoint exactly once, and nothing else', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        route: `${method.toUpperCase()} ${path}`,
        id: op.operationId,
      })),
    );
    const expected = CATALOGUE.map((e) => ({
      route: `${e.endpoint.method} ${e.endpoint.path}`,
      id: e.name,
    }));
    expect(operations).toHaveLength(expected.length);
    expect(operations).toEqual(expect.arrayContaining(expected));
  });

  it('asks a borrower call for the session in the query', () => {
    const op = operation('post', '/pay/loan/repayment-confirm');
    expect(op.security).toEqual([{ [SECURITY.borrower]: [] }]);
    expect(doc.components.securitySchemes[SECURITY.borrower]).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'sessionId',
    });
    expect(op.parameters).toContainEqual({ $ref: '#/components/parameters/userId' });
  });

  it('asks no session of public and support calls, and the bearer token of operator calls', () => {
    expect(operation('get', '/film/app/config').security).toEqual([]);
    expect(operation('post', '/film/dev/sessions').security).toEqual([]);
    expect(operation('post', '/film/dev/sessions').description).toMatch(/not for production/);
    expect(operation('get', '/film/promotion/funnel').security).toEqual([
      { [SECURITY.operator]: [] },
    ]);
    expect(doc.components.securitySchemes[SECURITY.operator]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('asks the staff cookie of console calls and names their roles', () => {
    const op = operation('post', '/film/ops/complaints/reply');
    expect(op.security).toEqual([{ [SECURITY.staff]: [] }]);
    expect(op['x-tenora-roles']).toEqual(['agent']);
    expect(op.description).toContain('x-csrf-token');
    expect(op.responses['403']).toEqual({ $ref: '#/components/responses/ops.forbidden' });
    expect(doc.components.securitySchemes[SECURITY.staff]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'tenora_staff',
    });
    expect(operation('post', '/film/ops/sign-in').security).toEqual([]);
    expect(operation('get', '/film/ops/me')['x-tenora-roles']).toEqual([]);
    expect(operation('get', '/film/app/config').responses['403']).toBeUndefined();
  });

  it('takes a POST body as JSON or as a form, the web app’s encoding first', () => {
    const form = operation('post', '/pay/loan/bind-card').requestBody;
    expect(Object.keys(form?.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
      'application/json',
    ]);
    expect(form?.required).toBe(true);
    const json = operation('post', '/pay/loan/repayment-confirm').requestBody;
    expect(Object.keys(json?.content ?? {})).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(json?.content['application/json']?.schema).toMatchObject({
      required: ['orderId', 'verifyCode', 'repaymentRecordId'],
    });
  });

  it('offers a nested body as JSON only', () => {
    const body = operation('post', '/film/promotion/templates').requestBody;
    expect(Object.keys(body?.content ?? {})).toEqual(['application/json']);
  });

  it('puts a GET’s fields in the query, with the bounds the server checks', () => {
    const op = operation('get', '/film/loan/document');
    const kind = op.parameters.find((p) => 'name' in p && p.name === 'kind');
    expect(kind).toMatchObject({
      in: 'query',
      required: true,
      schema: { enum: ['agreement', 'key_facts'] },
    });
    const orderId = op.parameters.find((p) => 'name' in p && p.name === 'orderId');
    expect(orderId).toMatchObject({ required: false });
    expect(op.requestBody).toBeUndefined();

    const push = operation('post', '/v3/loan-confirm/loan-detail-push').requestBody;
    const periods = (push?.content['application/json']?.schema as Schema).properties?.periods;
    expect(periods?.anyOf).toContainEqual(
      expect.objectContaining({ type: 'integer', minimum: 1, maximum: 3650 }),
    );
  });

  it('answers in the family envelope with its success code, and failures in its failure envelope', () => {
    const repay = successSchema(operation('post', '/pay/loan/repayment-confirm'));
    expect(repay.properties?.code).toEqual({ const: FAMILY_SUCCESS.repayment });
    expect(repay.properties?.data).toEqual({ type: 'null' });
    const orders = successSchema(operation('post', '/film/order/list'));
    expect(orders.properties?.code).toEqual({ const: 0 });
    expect(orders.properties?.data).toMatchObject({
      type: 'object',
      required: ['orders', 'unread'],
    });

    const op = operation('post', '/pay/loan/repayment-confirm');
    expect(op.responses['401']).toEqual({
      $ref: '#/components/responses/repayment.unauthenticated',
    });
    expect(doc.components.responses['repayment.bad_input']).toMatchObject({
      content: { 'application/json': { schema: { properties: { code: { const: '400' } } } } },
    });
    expect(operation('get', '/film/app/config').responses['401']).toBeUndefined();
  });

  it('sends files and images as themselves', () => {
    const file = operation('get', '/film/loan/document/file').responses['200'];
    expect(file).toMatchObject({ content: { '*/*': { schema: { format: 'binary' } } } });
    const image = operation('get', '/api/v2/loan/promotion/get-captcha').responses['200'];
    expect(image).toMatchObject({ content: { 'image/*': { schema: { format: 'binary' } } } });
  });
});
