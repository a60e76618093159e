// How `npm start` and `npm run ops:create-admin` run the server once built
// (docs/decisions/086-server-runs-as-built-javascript.md), for the scripts and tests that start it
// as production does: the bundle in apps/server/dist, with source maps on so that a stack trace
// names the TypeScript. The paths are absolute: the server may be started from any folder.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/server/dist');

export const BUILT_SERVER_MAIN = path.join(dist, 'main.js');

export const BUILT_SERVER_ARGS = ['--enable-source-maps', BUILT_SERVER_MAIN];

export const BUILT_CREATE_ADMIN_ARGS = ['--enable-source-maps', path.join(dist, 'create-admin.js')];

/** Throws, naming the command that builds it, when there is no built server to start. */
export function assertServerBuilt(who) {
  if (!existsSync(BUILT_SERVER_MAIN)) {
    throw new Error(
      `${who}: no server build (${path.relative(root, BUILT_SERVER_MAIN)}); run \`npm run build\` first.`,
    );
  }
}
