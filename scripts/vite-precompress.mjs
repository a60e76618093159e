// A Vite plugin shared by the borrower app and the console: both are served by the same server,
// which sends the .br or .gz beside an asset instead of compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/** Writes .br and .gz beside every text asset of a client build. */
export function precompress() {
  let outDir = '';
  return {
    name: 'tenora-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // A server-side bundle runs at build time only; nothing serves it.
      if (!outDir) return;
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((f) => COMPRESSIBLE.test(f))
          .map(async (f) => {
            const file = path.join(outDir, f);
            const body = await readFile(file);
            if (body.length < 256) return;
            await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
            await writeFile(
              `${file}.br`,
              brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}
