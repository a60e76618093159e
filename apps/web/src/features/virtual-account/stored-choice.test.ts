import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHOICE_KEYS, clearChoice, readChoice, saveChoice } from './stored-choice.ts';

const stored = () => Object.fromEntries(CHOICE_KEYS.map((k) => [k, localStorage.getItem(k)]));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('stored payment choice', () => {
  it('is none at first', () => {
    expect(readChoice()).toBeNull();
  });

  it('keeps a bank and its channel, 1-based, as a manual choice', () => {
    expect(saveChoice({ payType: 1, payCode: 'BCA', specificNum: 2 })).toBe(true);
    expect(stored()).toEqual({ payType: '1', payCode: 'BCA', specificNum: '2', isDefault: '0' });
    expect(readChoice()).toEqual({ payType: 1, payCode: 'BCA', specificNum: 2, isDefault: 0 });
  });

  it('keeps a store with an empty channel', () => {
    saveChoice({ payType: 2, payCode: 'ALFAMART' });
    expect(stored()).toEqual({
      payType: '2',
      payCode: 'ALFAMART',
      specificNum: '',
      isDefault: '0',
    });
    expect(readChoice()).toEqual({ payType: 2, payCode: 'ALFAMART', isDefault: 0 });
  });

  it('forgets all four keys and nothing else', () => {
    saveChoice({ payType: 1, payCode: 'BCA', specificNum: 1 });
    localStorage.setItem('other', 'x');
    clearChoice();
    expect(stored()).toEqual({ payType: null, payCode: null, specificNum: null, isDefault: null });
    expect(localStorage.getItem('other')).toBe('x');
    expect(readChoice()).toBeNull();
  });

  it('refuses what the server would not take', () => {
    const put = (v: Record<string, string>) => {
      localStorage.clear();
      for (const [k, value] of Object.entries(v)) localStorage.setItem(k, value);
      return readChoice();
    };
    expect(put({ payType: '3', payCode: 'BCA', specificNum: '1' })).toBeNull();
    expect(put({ payType: '1', payCode: '', specificNum: '1' })).toBeNull();
    expect(put({ payType: '1', payCode: 'BCA', specificNum: '0' })).toBeNull();
    expect(put({ payType: '1', payCode: 'BCA', specificNum: '' })).toBeNull();
    expect(put({ payType: '1', payCode: 'BCA', specificNum: '12' })).toBeNull();
    expect(put({ payType: '2', payCode: 'X'.repeat(33) })).toBeNull();
    expect(put({ payType: '1', payCode: 'BCA', specificNum: '3', isDefault: '1' })).toEqual({
      payType: 1,
      payCode: 'BCA',
      specificNum: 3,
      isDefault: 1,
    });
  });

  it('survives a browser that refuses storage', () => {
    const refuse = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(saveChoice({ payType: 1, payCode: 'BCA', specificNum: 1 })).toBe(false);
    expect(readChoice()).toBeNull();
    expect(() => clearChoice()).not.toThrow();
  });
});
