import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, themeCss } from './theme.ts';

const TEAL = {
  gradientFrom: '#0b5f59',
  gradientTo: '#13807a',
  text: '#1f2933',
  textMuted: '#52606d',
  primary: '#0b5f59',
  onPrimary: '#ffffff',
  surface: '#ffffff',
};

/** A page drawn with a theme inline, as the server and the pre-renderer draw them. */
function drawnWith(theme: typeof TEAL, locale: string) {
  const style = document.createElement('style');
  style.textContent = themeCss(theme);
  document.head.replaceChildren(style);
  document.documentElement.lang = locale;
}

beforeEach(() => {
  document.documentElement.removeAttribute('style');
  document.head.replaceChildren();
  document.documentElement.lang = 'en-IN';
});

describe('applyTheme', () => {
  it('leaves alone a page drawn with the same theme and language', () => {
    drawnWith(TEAL, 'en-IN');
    applyTheme(TEAL, 'en-IN');
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it('applies a theme or a language the page was not drawn with', () => {
    drawnWith(TEAL, 'en-IN');
    applyTheme({ ...TEAL, primary: '#aa0000' }, 'en-IN');
    expect(document.documentElement.style.getPropertyValue('--tn-primary')).toBe('#aa0000');
    drawnWith(TEAL, 'en-IN');
    applyTheme(TEAL, 'id-ID');
    expect(document.documentElement.lang).toBe('id-ID');
    expect(document.documentElement.style.getPropertyValue('--tn-primary')).toBe('#0b5f59');
  });

  it('applies the drawn theme again over one set since', () => {
    drawnWith(TEAL, 'en-IN');
    applyTheme({ ...TEAL, primary: '#aa0000' }, 'en-IN');
    applyTheme(TEAL, 'en-IN');
    expect(document.documentElement.style.getPropertyValue('--tn-primary')).toBe('#0b5f59');
  });

  it('applies the theme of a page the browser draws', () => {
    applyTheme(TEAL, 'id-ID');
    expect(document.documentElement.style.getPropertyValue('--tn-surface')).toBe('#ffffff');
    expect(document.documentElement.lang).toBe('id-ID');
  });
});
