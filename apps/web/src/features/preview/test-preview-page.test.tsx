import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Locale, Market } from '@tenora/domain/market';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContext } from '../../platform/app-context.tsx';
import { testAppOf } from '../../platform/i18n/all-messages.ts';
import { captureSessionParams } from '../../platform/session.ts';
import TestPreviewPage from './test-preview-page.tsx';

/**
 * The developer preview (decision 058). A staging build (`vite build --mode staging`) is a minute
 * of CPU, so the end-to-end tests build only what ships: e2e/test-preview.test.ts checks that the
 * production build has no trace of the page. Here: that a staging build has the route, and that
 * the page opens each screen as a shell would.
 */

const ANDROID =
  'Mozilla/5.0 (Linux; Android 12; Redmi 10) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** A property of this browser's navigator, as a phone's webview would have it. */
function onNavigator(name: 'userAgent' | 'geolocation', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

/** The preview opened by a shell at `address`: boot keeps the session from it, then the page. */
function open(address: string, market: Market | Locale) {
  window.history.replaceState(null, '', address);
  captureSessionParams(window.location.search);
  return render(<TestPreviewPage />, {
    wrapper: ({ children }) => (
      <AppContext.Provider value={testAppOf(market)}>{children}</AppContext.Provider>
    ),
  });
}

const type = (label: string, value: string) =>
  act(() => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => {
  sessionStorage.clear();
  onNavigator('userAgent', ANDROID);
});

afterEach(() => {
  cleanup();
  // What the tests put on the navigator goes; the prototype's own comes back.
  Reflect.deleteProperty(navigator, 'userAgent');
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('/testPreview in the route table', () => {
  const previewIn = async () => {
    vi.resetModules();
    const { ROUTES } = await import('../../app/routes.ts');
    return ROUTES.find((r) => r.path === '/testPreview');
  };

  it('is there in a staging build, and not in a production one', async () => {
    // As `vite build` writes them in: staging is a tester's build, with production React.
    vi.stubEnv('MODE', 'staging');
    vi.stubEnv('PROD', true);
    vi.stubEnv('DEV', false);
    const staging = await previewIn();
    expect((await staging?.load())?.default.name).toBe(TestPreviewPage.name);

    vi.stubEnv('MODE', 'production');
    expect(await previewIn()).toBeUndefined();
  });
});

describe('/testPreview', () => {
  it('opens each screen with the fields it was given, as a shell would', async () => {
    const problems = vi.spyOn(console, 'error');
    const view = open('/testPreview?sessionId=demo-in&userId=1&appName=tenora-in', 'IN');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Test preview');
    expect(valueOf('Session id')).toBe('demo-in');
    // The browser's own description of itself fills what the address does not say.
    expect(valueOf('OS version')).toBe('Android 12');
    type('Order id', '1004');
    type('Product id', '1');
    type('Device name', 'Redmi 10');

    const links = screen.getAllByTestId(/^preview-link-/);
    expect(links).toHaveLength(10);
    const urls = links.map((a) => new URL(String(a.getAttribute('href')), 'http://app.test'));
    for (const url of urls) {
      expect(Object.fromEntries(url.searchParams), url.pathname).toMatchObject({
        sessionId: 'demo-in',
        appName: 'tenora-in',
        orderId: '1004',
        productId: '1',
        deviceName: 'Redmi 10',
        osVersion: 'Android 12',
      });
    }
    expect(urls.map((u) => u.pathname)).toEqual([
      '/loanConfirm',
      '/borrowDetail',
      '/repay',
      '/repayDelay',
      '/addnormalcard',
      '/aboutUs',
      '/complaint',
      '/customerService',
      '/privacyPolicy',
      '/dragonpayPaymentInstructions',
    ]);
    // Each link is a whole page load, as a shell opens a screen: the app takes the session there.
    expect(links.every((a) => a.tagName === 'A' && !a.getAttribute('target'))).toBe(true);

    // The fields stay in the preview's own address: Back from a screen opens it there again.
    const kept = window.location.pathname + window.location.search;
    view.unmount();
    open(kept, 'IN');
    expect(valueOf('Order id')).toBe('1004');
    expect(valueOf('Device name')).toBe('Redmi 10');
    expect(problems).not.toHaveBeenCalled();
  });

  it('takes a photo, a contact and the location through the browser', async () => {
    // The browser decodes pictures: here a stand-in answers for the two files below, as Chromium
    // would (a 64 × 48 PNG, and a page of HTML named .jpg that no browser can show).
    const decoded = new Map<string, File>();
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      const url = `blob:http://app.test/${++made}`;
      decoded.set(url, file as File);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.stubGlobal(
      'Image',
      class {
        naturalWidth = 0;
        naturalHeight = 0;
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        set src(url: string) {
          const picture = decoded.get(url)?.type === 'image/png';
          setTimeout(() => {
            if (!picture) return this.onerror?.();
            [this.naturalWidth, this.naturalHeight] = [64, 48];
            this.onload?.();
          });
        }
      },
    );
    const located = { latitude: -6.2, longitude: 106.816666, accuracy: 20 };
    onNavigator('geolocation', {
      getCurrentPosition: (ok: (p: { coords: typeof located }) => void) =>
        setTimeout(() => ok({ coords: located })),
    });
    open('/testPreview?sessionId=demo-id&userId=2&appName=tenora-id', 'ID');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pratinjau uji');

    const input = screen.getByTestId('preview-photo') as HTMLInputElement;
    const choose = (file: File) =>
      act(() => void fireEvent.change(input, { target: { files: [file] } }));
    choose(new File([new Uint8Array(300)], 'receipt.png', { type: 'image/png' }));
    expect((await screen.findByText(/receipt\.png/)).textContent).toBe(
      'receipt.png: 1 KB, 64 × 48 px',
    );
    expect(screen.getByRole('img', { name: 'Foto yang dipilih' }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    choose(new File(['<html>not a picture</html>'], 'note.jpg', { type: 'image/jpeg' }));
    await screen.findByText('Berkas ini bukan gambar yang bisa ditampilkan ponsel.');
    expect(screen.queryByRole('img', { name: 'Foto yang dipilih' })).toBeNull();

    type('Nomor telepon kontak', '0812-3456-7890x');
    expect(valueOf('Nomor telepon kontak')).toBe('081234567890');

    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Ambil lokasi saya' })));
    await screen.findByText('Lintang -6.20000, bujur 106.81667 (akurasi 20 m)');
  });
});

describe('/testPreview in each language', () => {
  it.each([
    ['IN', 'Test preview', 'Device and session'],
    ['hi-IN', 'टेस्ट प्रीव्यू', 'डिवाइस और सेशन'],
    ['ID', 'Pratinjau uji', 'Perangkat dan sesi'],
  ] as const)('%s: %s', (where, title, device) => {
    open('/testPreview', where);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('heading', { name: device })).toBeTruthy();
  });
});
