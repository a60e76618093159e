import { callKey, PAGE_STATE_ID } from '@tenora/contract/embedded-answers';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A page as the server sends it, with one answer in it, and a fresh copy of the modules. */
async function pageWith(madeFor: { sessionId?: string; lang?: string }, address: string) {
  document.body.innerHTML = '';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_STATE_ID;
  script.textContent = JSON.stringify({
    path: '/orders',
    locale: 'en-IN',
    drawn: ['orders'],
    ...madeFor,
    answers: [
      {
        key: callKey('/film/order/list', {}),
        status: 200,
        envelope: { code: 0, data: { orders: [] }, message: '' },
      },
    ],
  });
  document.body.append(script);
  vi.resetModules();
  sessionStorage.clear();
  const session = await import('./session.ts');
  session.captureSessionParams(address);
  return import('./embedded-answers.ts');
}

beforeEach(() => sessionStorage.clear());

describe('takeEmbeddedAnswer', () => {
  it('answers exactly the call the server answered, for the session it was made for, once', async () => {
    const { takeEmbeddedAnswer } = await pageWith({ sessionId: 's1' }, '?sessionId=s1');
    expect(takeEmbeddedAnswer('/film/order/list', { page: 2 })).toBeUndefined();
    const answer = takeEmbeddedAnswer('/film/order/list', {});
    expect(answer?.status).toBe(200);
    expect(answer?.envelope).toEqual({ code: 0, data: { orders: [] }, message: '' });
    // A retry is a new question for the network.
    expect(takeEmbeddedAnswer('/film/order/list', {})).toBeUndefined();
  });

  it('ignores answers made for another session or another language', async () => {
    const other = await pageWith({ sessionId: 's1' }, '?sessionId=s2');
    expect(other.takeEmbeddedAnswer('/film/order/list', {})).toBeUndefined();
    const lang = await pageWith({ sessionId: 's1' }, '?sessionId=s1&lang=id');
    expect(lang.takeEmbeddedAnswer('/film/order/list', {})).toBeUndefined();
  });

  it('leaves an answer nobody asked for at first to the network later', async () => {
    const { takeEmbeddedAnswer } = await pageWith({ sessionId: 's1' }, '?sessionId=s1');
    const now = vi.spyOn(performance, 'now').mockReturnValue(31_000);
    expect(takeEmbeddedAnswer('/film/order/list', {})).toBeUndefined();
    now.mockRestore();
    expect(takeEmbeddedAnswer('/film/order/list', {})).toBeUndefined();
  });

  it('treats unreadable answers as none', async () => {
    const { takeEmbeddedAnswer } = await pageWith({}, '');
    const script = document.getElementById(PAGE_STATE_ID);
    if (script) script.textContent = '{not json';
    expect(takeEmbeddedAnswer('/film/order/list', {})).toBeUndefined();
  });
});

describe('callKey', () => {
  it('names a call the same whatever the order of its fields, leaving out absent ones', () => {
    expect(callKey('/x', { b: 1, a: 'y', c: undefined })).toBe(callKey('/x', { a: 'y', b: 1 }));
    expect(callKey('/x', { a: 1 })).not.toBe(callKey('/x', { a: '1' }));
  });
});
