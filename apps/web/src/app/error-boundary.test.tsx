import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

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
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the crash screen instead of a blank page, and retry renders the page again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container: host } = render(<Harness />);
    expect(host.textContent).toBe('crash screen');

    failNextRender = false;
    fireEvent.click(screen.getByRole('button'));
    expect(host.textContent).toBe('loaded');
  });
});
