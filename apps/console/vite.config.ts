import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.mjs';

export default defineConfig({
  // The server serves this build at /console/ beside the borrower app (decision 069).
  base: '/console/',
  plugins: [react(), precompress()],
  build: {
    // Staff use current desktop browsers; no old WebView to carry.
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // perf:budget reads what each route loads from the manifest.
    manifest: true,
    sourcemap: false,
  },
  server: { proxy: { '/film': 'http://localhost:8080' } },
});
