import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

// React reads this to allow act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let failNextRender = true;
function Flaky() {
  if (failNextRender) throw new Error('render failed');
  return <p>loaded</p>;
}

function Harness() {
  const [, rerender] = useState(0);
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <button type="button" onClick={() => (retry(), rerender((n) => n + 1))}>
          crash screen
        </button>
      )}
    >
      <Flaky />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the crash screen instead of a blank page, and retry renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<Harness />));
    expect(host.textContent).toBe('crash screen');

    failNextRender = false;
    await act(async () => host.querySelector('button')?.click());
    expect(host.textContent).toBe('loaded');
    await act(async () => root.unmount());
  });
});
