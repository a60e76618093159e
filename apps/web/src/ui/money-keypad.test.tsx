import { cleanup, fireEvent, render as renderUi, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyKeypad } from './money-keypad.tsx';

const LABELS = { confirm: 'Done', hide: 'Hide', delete: 'Delete' };

afterEach(cleanup);

function render(decimals: number) {
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
  const { container } = renderUi(<Harness />);
  const button = (label: string) =>
    screen
      .getAllByRole<HTMLButtonElement>('button')
      .find((b) => b.textContent === label || b.getAttribute('aria-label') === label);
  return {
    onConfirm,
    onHide,
    button,
    value: () => container.querySelector('output')?.textContent,
    press: (label: string) => {
      const b = button(label);
      if (b) fireEvent.click(b);
    },
    key: (key: string) => fireEvent.keyDown(window, { key }),
  };
}

describe('MoneyKeypad', () => {
  it('types with its keys, confirm disabled while empty (IN)', async () => {
    const k = render(2);
    expect(k.button('Done')?.disabled).toBe(true);
    expect(k.button('Delete')?.disabled).toBe(true);
    for (const label of ['0', '.', '5', '0', '1']) k.press(label);
    expect(k.value()).toBe('0.50');
    k.press('Delete');
    expect(k.value()).toBe('0.5');
    expect(k.button('Done')?.disabled).toBe(false);
    k.press('Done');
    expect(k.onConfirm).toHaveBeenCalledTimes(1);
    k.press('Hide');
    expect(k.onHide).toHaveBeenCalledTimes(1);
  });

  it('has no point key when the market has no decimals (ID)', async () => {
    const k = render(0);
    expect(k.button('.')).toBeUndefined();
    expect(k.button('0')).toBeDefined();
  });

  it('takes a hardware keyboard while shown', async () => {
    const k = render(2);
    k.key('Enter');
    expect(k.onConfirm).not.toHaveBeenCalled();
    for (const key of ['1', '2', 'x', '.', '3', 'Backspace', '4']) k.key(key);
    expect(k.value()).toBe('12.4');
    k.key('Enter');
    expect(k.onConfirm).toHaveBeenCalledTimes(1);
  });
});
