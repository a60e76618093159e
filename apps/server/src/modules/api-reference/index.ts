import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildOpenApiDocument } from '@tenora/contract/openapi';
import type { FastifyInstance } from 'fastify';

/**
 * The contract as an OpenAPI 3.1 document, and outside production a reference page for the
 * native-app teams that renders it with Swagger UI, served from our own origin
 * (docs/decisions/028-openapi-from-the-contract.md).
 */

export const OPENAPI_PATH = '/film/openapi.json';
export const API_REFERENCE_PATH = '/film/api-reference';

// The contract is fixed for the life of the process, so the document is built once for every app
// the process builds (tests build many).
let documentJson: string | undefined;
function openApiJson(): string {
  documentJson ??= JSON.stringify(buildOpenApiDocument());
  return documentJson;
}

const SWAGGER_UI_DIR = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** The renderer's files the page loads, by the name it asks for. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
};

// Our policy allows no inline script, so the page starts the renderer from a file of its own.
// BaseLayout leaves out the standalone preset's top bar, whose logo is an inline <style> that our
// policy refuses; validatorUrl null keeps the page from calling the public validator.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <link rel="icon" href="data:,">
    <title>Tenora API reference</title>
    <link rel="stylesheet" href="${API_REFERENCE_PATH}/swagger-ui.css">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_REFERENCE_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_REFERENCE_PATH}/init.js"></script>
  </body>
</html>
`;

export async function apiReferenceModule(
  app: FastifyInstance,
  opts: { production: boolean },
): Promise<void> {
  const json = openApiJson();
  app.get(OPENAPI_PATH, async (_req, reply) =>
    reply.type('application/json; charset=utf-8').send(json),
  );

  // In production there is no page: its address answers the API's 404 like any unknown path.
  if (opts.production) return;

  app.get(API_REFERENCE_PATH, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );
  app.get(`${API_REFERENCE_PATH}/init.js`, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT_SCRIPT),
  );
  // Read when first asked for: most processes (tests, the API alone) never open the page.
  const loaded = new Map<string, Promise<Buffer>>();
  for (const [name, asset] of Object.entries(ASSETS)) {
    app.get(`${API_REFERENCE_PATH}/${name}`, async (_req, reply) => {
      let body = loaded.get(name);
      if (!body) {
        body = readFile(path.join(SWAGGER_UI_DIR, asset.file));
        loaded.set(name, body);
        body.catch(() => loaded.delete(name));
      }
      return reply.type(asset.type).send(await body);
    });
  }
}
