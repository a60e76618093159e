/**
 * The router's copy of `use-sync-external-store/shim`, resolved to React's own hook (vite.config.ts):
 * React 19 has it built in, and the shim would ship a fallback no borrower's browser runs.
 */
export { useSyncExternalStore } from 'react';
