import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/vite-precompress.mjs';

/**
 * Preloads what the app imports first but keeps out of its entry (boot and the config's schema):
 * fetched beside the entry, it adds bytes but no round trip. Pre-rendered pages drop these links
 * with the entry's own (scripts/prerender.mjs).
 */
function preloadBoot(): Plugin {
  return {
    name: 'tenora-preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const boot = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/boot.ts'));
        if (!boot)
          throw new Error('tenora-preload-boot: src/app/boot.ts is not a chunk of its own');
        // The entry's own imports are preloaded already.
        const files = new Set<string>([entry.fileName, ...entry.imports]);
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) add(dep);
        };
        const before = files.size;
        add(boot.fileName);
        return [...files].slice(before).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), preloadBoot()],
  build: {
    // Cheap Android phones keep old WebViews; Chrome 80 covers the long tail we care about.
    target: ['es2020', 'chrome80', 'safari14'],
    manifest: true,
    sourcemap: false,
    modulePreload: {
      polyfill: false,
      // What boot loads before any route renders (the bundler's runtime, the config's contract and
      // zod, preloaded beside the entry): naming them again among each route's preloads only adds
      // bytes to the entry every screen downloads (decision 056).
      resolveDependencies: (_file, deps) =>
        deps.filter((d) => !/\/(rolldown-runtime|film|fields)-[\w-]+\.js$/.test(d)),
    },
    rollupOptions: {
      // `late` starts the app after the first paint on pre-rendered pages (src/late.ts).
      input: { index: 'index.html', late: 'src/late.ts' },
      output: {
        // Lazy chunks are named by their hash alone: the entry lists every chunk a route may
        // preload, and the names cost every route about 0.5 KB of gzip (decision 059). The manifest
        // still maps each source file to its chunk. The chunks boot loads keep their names, so a
        // rule may still pick them out by name.
        chunkFileNames: (chunk) =>
          /^(rolldown-runtime|film|fields)$/.test(chunk.name)
            ? 'assets/[name]-[hash:7].js'
            : 'assets/[hash:7].js',
        codeSplitting: {
          groups: [
            {
              // React and React DOM, apart from the app: a page drawn before the app arrives runs
              // them in a task of their own, then the app in another (src/late.ts, decision 076).
              name: 'react',
              // src/react-start.ts starts them as the chunk runs, not in the app's task.
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]react-start\.ts$/,
            },
            {
              // What nearly every data screen shows while loading and on failure, and its buttons:
              // one chunk, not five, is fewer requests and packs smaller. `Loaded` stays apart: the
              // landing pages do not use it, and /registerTemplate has the least room.
              name: 'screen-kit',
              // Their imports (React, the app's context) stay where they are: in the entry.
              includeDependenciesRecursively: false,
              // The query's number parser (contract/address.ts) rides with query-params, its user.
              test: /src[\\/](ui[\\/](status-screen|load-failed|button)|platform[\\/](use-load|query-params)|address)\.tsx?$/,
            },
            {
              // The loan documents' calls ride with the loans' contract: every screen that reads one
              // reads the other, and a chunk of its own cost /loanConfirm its overhead.
              name: 'loans',
              includeDependenciesRecursively: false,
              test: /(packages[\\/]contract[\\/]src[\\/]loans|src[\\/]features[\\/]loans[\\/]loans-api)\.ts$/,
            },
            {
              // The complaint screens' calls and parts, shared by the four of them.
              name: 'complaint',
              includeDependenciesRecursively: false,
              test: /src[\\/]features[\\/]complaint[\\/](complaint-api|complaint-parts)\.tsx?$/,
            },
            {
              // A percentage is always shown beside money: its own chunk of 100 bytes cost more in
              // the first load of the screens that show it than it saves the others.
              name: 'money',
              includeDependenciesRecursively: false,
              test: /packages[\\/]domain[\\/]src[\\/](money|percent)\.ts$/,
            },
          ],
        },
      },
    },
  },
  // Our own packages are TypeScript sources: the pre-render bundle must include them.
  ssr: { noExternal: [/^@tenora\//] },
  server: {
    proxy: Object.fromEntries(
      [
        '/film',
        '/pay',
        '/h5-api',
        '/user-problem',
        '/api',
        '/indah',
        '/v3',
        '/service',
        '/gopia',
      ].map((prefix) => [prefix, 'http://localhost:8080']),
    ),
  },
});
