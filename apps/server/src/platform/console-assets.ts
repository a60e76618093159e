import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { consoleServedHere } from './console-host.ts';
import { CONSOLE_CONTENT_SECURITY_POLICY } from './security-headers.ts';

/**
 * Serves the operator console (apps/console, built by Vite with base '/console/') at /console/:
 * hashed files under assets/ are immutable and sent pre-compressed when the build wrote .br or
 * .gz beside them; index.html is revalidated every time, and every other /console/ path gets it
 * (the console routes in the browser). Without a build, /console answers 503 saying so.
 */
export const CONSOLE_PREFIX = '/console/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export function registerConsole(app: FastifyInstance, config: Config): void {
  const root = path.resolve(config.consoleDist);
  const indexPath = path.join(root, 'index.html');

  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!consoleServedHere(config, req)) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    reply.header('content-security-policy', CONSOLE_CONTENT_SECURITY_POLICY);
    if (!existsSync(indexPath)) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The console is not built. Run `npm run build -w @tenora/console`.');
    }
    const urlPath = req.url.split('?')[0] ?? '';
    if (urlPath === '/console') return reply.redirect('/console/', 308);
    let rel: string;
    try {
      rel = decodeURIComponent(urlPath.slice(CONSOLE_PREFIX.length));
    } catch {
      rel = '';
    }
    const file = path.resolve(root, rel);
    // Nothing outside the build is ever read, whatever the path says.
    const inside = file.startsWith(`${root}${path.sep}`);
    if (inside && rel !== '' && rel !== 'index.html' && (await isFile(file))) {
      const accept = String(req.headers['accept-encoding'] ?? '');
      const variants: [string, string][] = [
        ['br', '.br'],
        ['gzip', '.gz'],
      ];
      let body = file;
      for (const [encoding, ext] of variants) {
        if (new RegExp(`\\b${encoding}\\b`).test(accept) && (await isFile(file + ext))) {
          reply.header('content-encoding', encoding);
          body = file + ext;
          break;
        }
      }
      reply
        .header('vary', 'accept-encoding')
        .header('cache-control', rel.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600')
        .type(TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
      return reply.send(await readFile(body));
    }
    // The console's own routes (and index.html itself): the app, always revalidated.
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readFile(indexPath));
  };

  app.get('/console', serve);
  app.get('/console/*', serve);
}
