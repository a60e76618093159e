import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyKeypad } from './money-keypad.tsx';

// React reads this to allow act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LABELS = { confirm: 'Done', hide: 'Hide', delete: 'Delete' };

let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  host?.remove();
  root = undefined;
});

async function render(decimals: number) {
  const onConfirm = vi.fn();
  const onHide = vi.fn();
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <>
        <output>{value}</output>
        <MoneyKeypad
          value={value}
          onChange={setValue}
          onConfirm={onConfirm}
          onHide={onHide}
          maxLength={9}
          decimals={decimals}
          labels={LABELS}
        />
      </>
    );
  }
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root?.render(<Harness />));
  const el = host;
  const button = (label: string) =>
    [...el.querySelectorAll('button')].find(
      (b) => b.textContent === label || b.getAttribute('aria-label') === label,
    );
  return {
    onConfirm,
    onHide,
    button,
    value: () => el.querySelector('output')?.textContent,
    press: (label: string) => act(async () => button(label)?.click()),
    key: (key: string) =>
      act(async () => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      }),
  };
}

describe('MoneyKeypad', () => {
  it('types with its keys, confirm disabled while empty (IN)', async () => {
    const k = await render(2);
    expect(k.button('Done')?.disabled).toBe(true);
    expect(k.button('Delete')?.disabled).toBe(true);
    for (const label of ['0', '.', '5', '0', '1']) await k.press(label);
    expect(k.value()).toBe('0.50');
    await k.press('Delete');
    expect(k.value()).toBe('0.5');
    expect(k.button('Done')?.disabled).toBe(false);
    await k.press('Done');
    expect(k.onConfirm).toHaveBeenCalledTimes(1);
    await k.press('Hide');
    expect(k.onHide).toHaveBeenCalledTimes(1);
  });

  it('has no point key when the market has no decimals (ID)', async () => {
    const k = await render(0);
    expect(k.button('.')).toBeUndefined();
    expect(k.button('0')).toBeDefined();
  });

  it('takes a hardware keyboard while shown', async () => {
    const k = await render(2);
    await k.key('Enter');
    expect(k.onConfirm).not.toHaveBeenCalled();
    for (const key of ['1', '2', 'x', '.', '3', 'Backspace', '4']) await k.key(key);
    expect(k.value()).toBe('12.4');
    await k.key('Enter');
    expect(k.onConfirm).toHaveBeenCalledTimes(1);
  });
});
