// React's packages are CommonJS: their chunk only defines them, and they start (React DOM's
// set-up is the longest single piece of work a page runs) on first use. Imported here, in the
// `react` chunk (vite.config.ts), they start as that chunk is run, in a task of its own on a drawn
// page, not inside the app's task after it (src/late.ts, decision 076).
import 'react';
import 'react/jsx-runtime';
import 'react-dom/client';
