import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertServerBuilt, BUILT_SERVER_ARGS } from '../scripts/built-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The server exactly as `npm start` runs it after its build step: the built JavaScript with its
 * source maps, embedded PGlite in a data folder, demo seed, the built web app.
 */
export async function startServer(
  opts: {
    dataDir?: string;
    /** Extra environment for this server only, e.g. a tighter rate limit. */
    env?: Record<string, string>;
    /**
     * The TypeScript sources through tsx instead of the build, for tests that run before the
     * build or beside it (the integration tests, in `npm test`).
     */
    fromSource?: boolean;
    /** The server finds its own files from any working directory; the repository's by default. */
    cwd?: string;
  } = {},
): Promise<RunningServer> {
  if (!opts.fromSource) assertServerBuilt('startServer');
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'tenora-e2e-')));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    // One process, as `npm start` runs it, so a signal reaches the server itself.
    opts.fromSource
      ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')]
      : BUILT_SERVER_ARGS,
    {
      cwd: opts.cwd ?? root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (!output.includes('Press Ctrl-C to stop.')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
