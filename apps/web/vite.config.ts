import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.mjs';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  build: {
    // Cheap Android phones keep old WebViews; Chrome 80 covers the long tail we care about. The
    // server bundle runs on Node 20 (decision 008), whose modules may await at their top, as
    // server.tsx does to find each route's page.
    target: isSsrBuild ? 'node20' : ['es2020', 'chrome80', 'safari14'],
    manifest: true,
    sourcemap: false,
    // A page names its route's files in its head (the server reads them from the manifest), and
    // the app fetches the next screens' files ahead while idle (app/prefetch.ts): lists of them in
    // every import would only add bytes to every first load.
    modulePreload: false,
    rollupOptions: {
      output: {
        // The entry names every lazy chunk and every route's sheet, and each chunk names the entry
        // and the chunks it imports: every character of a name is paid in every page's first load.
        // So a file is named by its hash alone (a name as well cost about half a kilobyte), of 7
        // characters: 42 bits, the fewest Rolldown takes for up to 4,096 chunks, and more than the
        // 8 hexadecimal digits many builds trust with a year's cache (decision 119). Vite's
        // manifest still maps each module to its files. The server bundle keeps its entry's name.
        entryFileNames: isSsrBuild ? '[name].js' : 'assets/[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash:7][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
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
              // The complaint screens' calls and parts, shared by the four of them, and the upload
              // their calls send photos with (only they upload).
              name: 'complaint',
              includeDependenciesRecursively: false,
              test: /src[\\/](features[\\/]complaint[\\/](complaint-api|complaint-parts)|platform[\\/]upload)\.tsx?$/,
            },
            {
              // Dates as shown and as sent: the contract's date fields check the calendar that
              // formatting uses, and most screens use both; apart, they were three small chunks.
              name: 'dates',
              includeDependenciesRecursively: false,
              // The screens' hook for them (platform/use-dates.ts) too: a chunk of its own cost most
              // routes more than the few bytes it adds to the others (decision 119).
              test: /(packages[\\/]domain[\\/]src[\\/](dates|calendar)|packages[\\/]contract[\\/]src[\\/]date-fields|src[\\/]platform[\\/]use-dates)\.ts$/,
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
  // Our own packages are TypeScript sources: the server's page renderer (src/server.tsx) must include them.
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
}));
