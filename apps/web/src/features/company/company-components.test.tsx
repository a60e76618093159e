import { act, cleanup, fireEvent, render as renderUi } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContext } from '../../platform/app-context.tsx';
import { ALL_MESSAGES, testAppOf } from '../../platform/i18n/all-messages.ts';

const idID = ALL_MESSAGES['id-ID'];
import { toastSnapshot } from '../../platform/toast.ts';
import { Banner, type BannerLabels } from './banner.tsx';
import { BANNER_INTERVAL_MS } from './banner-logic.ts';
import { ContactForm } from './contact-form.tsx';

let host: HTMLElement | undefined;

function render(node: ReactNode, market: 'IN' | 'ID' = 'IN') {
  host = renderUi(
    <AppContext.Provider value={testAppOf(market)}>{node}</AppContext.Provider>,
  ).container;
  return host;
}

afterEach(() => {
  cleanup();
  host = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const $ = <T extends Element = HTMLElement>(id: string) =>
  host?.querySelector<T>(`[data-testid="${id}"]`) ?? null;
const $$ = (id: string) => [
  ...(host?.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`) ?? []),
];

describe('Banner', () => {
  const slides = [1, 2, 3].map((n) => ({
    title: `Slide ${n}`,
    body: `Body ${n}`,
    alt: `Pic ${n}`,
  }));
  const labels: BannerLabels = {
    slides: 'Highlights',
    slide: (n, of) => `${n} of ${of}`,
    showSlide: (n) => `Show slide ${n}`,
    pause: 'Pause slides',
    play: 'Play slides',
  };
  const current = () => $$('banner-slide').findIndex((s) => s.dataset.current === 'true');
  const reducedMotion = (reduce: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: reduce && query.includes('reduce'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
  const pointer = (type: string, x: number, y = 100) => {
    const slides = $('banner-slides');
    if (!slides) return;
    fireEvent(
      slides,
      new PointerEvent(type, {
        bubbles: true,
        clientX: x,
        clientY: y,
        pointerId: 7,
        pointerType: 'touch',
      }),
    );
  };

  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('renders slide 1, still, on the server: only its picture, and no timer', () => {
    const html = renderToString(<Banner slides={slides} labels={labels} />);
    expect(html.match(/src="[^"]*"/g)).toHaveLength(1);
    expect(html).toContain('data-current="true"');
    expect(html.match(/data-current/g)).toHaveLength(1);
    expect(html).toContain('Play slides');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is an accessible carousel that turns every 3 s', async () => {
    reducedMotion(false);
    render(<Banner slides={slides} labels={labels} />);
    const region = $('banner');
    expect(region?.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region?.getAttribute('aria-label')).toBe('Highlights');
    expect($$('banner-slide').map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(current()).toBe(0);
    expect($('banner-toggle')?.textContent).toBe('Pause slides');

    await act(async () => vi.advanceTimersByTime(BANNER_INTERVAL_MS - 1));
    expect(current()).toBe(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    await act(async () => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(2);
    await act(async () => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(0);
  });

  it('waits while touched, and follows a swipe', async () => {
    reducedMotion(false);
    render(<Banner slides={slides} labels={labels} />);
    pointer('pointerdown', 300);
    await act(async () => vi.advanceTimersByTime(3 * BANNER_INTERVAL_MS));
    expect(current()).toBe(0);
    pointer('pointerup', 180);
    expect(current()).toBe(1);
    pointer('pointerdown', 100);
    pointer('pointerup', 250);
    expect(current()).toBe(0);
    await act(async () => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(1);
  });

  it('stays still for reduced motion, and moves by its dots and button', async () => {
    reducedMotion(true);
    render(<Banner slides={slides} labels={labels} />);
    await act(async () => vi.advanceTimersByTime(5 * BANNER_INTERVAL_MS));
    expect(current()).toBe(0);
    expect($('banner-toggle')?.textContent).toBe('Play slides');

    fireEvent.click($$('banner-dot')[2] as HTMLElement);
    expect(current()).toBe(2);
    expect($$('banner-dot')[2]?.getAttribute('aria-current')).toBe('true');

    fireEvent.click($('banner-toggle') as HTMLElement);
    await act(async () => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(0);
  });
});

describe('ContactForm', () => {
  type Reply = { status: number; body: unknown };
  function server(reply: Reply) {
    const sent: { path: string; body: Record<string, string> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://localhost');
        sent.push({
          path: url.pathname,
          body: Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))),
        });
        return new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return sent;
  }
  const fill = (id: string, value: string) => {
    const el = $<HTMLInputElement | HTMLTextAreaElement>(id);
    if (!el) throw new Error(`no ${id}`);
    fireEvent.input(el, { target: { value } });
  };
  const submit = async () => {
    fireEvent.click($('contact-submit') as HTMLElement);
    for (let i = 0; i < 5; i++) {
      await act(async () => new Promise((r) => setTimeout(r, 0)));
    }
  };
  const values = () =>
    ['name', 'telephone', 'email', 'message'].map(
      (f) => $<HTMLInputElement>(`contact-${f}`)?.value,
    );

  it('labels every field and asks for all of them, sending nothing', async () => {
    const sent = server({ status: 200, body: { code: 0, data: {}, message: '' } });
    const form = render(<ContactForm />);
    for (const input of form.querySelectorAll('input, textarea')) {
      expect(form.querySelector(`label[for="${input.id}"]`)?.textContent).toBeTruthy();
    }
    fill('contact-name', 'Asha');
    await submit();
    expect(toastSnapshot().message?.text).toBe('Please provide complete information!');
    expect($('contact-telephone')?.getAttribute('aria-invalid')).toBe('true');
    expect($('contact-name')?.getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('checks phone and e-mail for the market before sending', async () => {
    const sent = server({ status: 200, body: { code: 0, data: {}, message: '' } });
    render(<ContactForm />, 'ID');
    fill('contact-name', 'Siti');
    fill('contact-telephone', '98765 43210');
    fill('contact-email', 'siti@example.id');
    fill('contact-message', 'Halo');
    await submit();
    expect(toastSnapshot().message?.text).toBe(idID.common.phoneInvalid('ID'));
    fill('contact-telephone', '0812 3456 7890');
    fill('contact-email', 'siti@');
    await submit();
    expect(toastSnapshot().message?.text).toBe(idID.site.emailInvalid);
    expect(sent).toEqual([]);
  });

  it('stores a complete message, says so and clears the fields', async () => {
    const sent = server({ status: 200, body: { code: 0, data: {}, message: '' } });
    render(<ContactForm />);
    fill('contact-name', ' Asha Rao ');
    fill('contact-telephone', '98765-43210');
    fill('contact-email', 'asha@example.in');
    fill('contact-message', 'Please call me.');
    expect($<HTMLInputElement>('contact-telephone')?.value).toBe('9876543210');
    await submit();
    expect(sent).toEqual([
      {
        path: '/film/site/contact',
        body: {
          name: 'Asha Rao',
          telephone: '+919876543210',
          email: 'asha@example.in',
          message: 'Please call me.',
        },
      },
    ]);
    expect(toastSnapshot().message?.text).toBe('Submitted successfully');
    expect(values()).toEqual(['', '', '', '']);
  });

  it('shows the server’s refusal (too many messages) and keeps what was typed', async () => {
    server({ status: 429, body: { code: 429, data: null, message: 'Too many requests.' } });
    render(<ContactForm />);
    fill('contact-name', 'Asha');
    fill('contact-telephone', '9876543210');
    fill('contact-email', 'asha@example.in');
    fill('contact-message', 'Hello');
    await submit();
    expect(toastSnapshot().message?.text).toBe('Too many requests.');
    expect(values()).toEqual(['Asha', '9876543210', 'asha@example.in', 'Hello']);
  });
});
