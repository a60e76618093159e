import { defineConfig, type Plugin } from 'vite';

/**
 * Packages from node_modules are imported at run time, never copied into the bundle: PGlite finds
 * its wasm and data files beside its own module, sharp and argon2 load native binaries, and a
 * dependency's fix then needs no rebuild. Vite leaves them out by default; this stops a build that
 * would bundle one anyway (a linked package, a changed default) before it reaches a server.
 */
function nodeModulesStayExternal(): Plugin {
  return {
    name: 'tenora-node-modules-stay-external',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const bundled = chunk.moduleIds.filter((id) => id.includes('/node_modules/'));
        if (bundled.length > 0) {
          this.error(
            `${chunk.fileName} bundles ${bundled.length} files from node_modules, ${bundled[0]} first: keep their packages external`,
          );
        }
      }
    },
  };
}

/**
 * The JavaScript `npm start` runs: our code and the workspace packages it imports, bundled, with
 * source maps so that a stack trace names the TypeScript. The files the server reads at run time
 * are not copied; it finds them from its package folder (SERVER_ROOT in src/config.ts).
 * docs/decisions/086-server-runs-as-built-javascript.md
 */
export default defineConfig({
  publicDir: false,
  plugins: [nodeModulesStayExternal()],
  ssr: {
    // The workspace packages are TypeScript sources, which Node cannot import: they are bundled.
    noExternal: [/^@tenora\//],
  },
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // Every entry point run in production: package.json's `start`, `worker` and
      // `ops:create-admin`.
      input: {
        main: 'src/main.ts',
        worker: 'src/worker.ts',
        'create-admin': 'src/create-admin.ts',
      },
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
