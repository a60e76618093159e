import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { legacyHashTarget } from './platform/hash-redirect.ts';
import { captureSessionParams } from './platform/session.ts';
import './ui/styles.css';

const legacy = legacyHashTarget(window.location);
if (legacy) window.history.replaceState(null, '', legacy);
captureSessionParams(window.location.search);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
