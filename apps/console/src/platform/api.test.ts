import { opsMe, opsStaffSetDisabled } from '@tenora/contract/ops';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, setCsrfToken, whenUnauthenticated } from './api.ts';

const session = {
  staff: { id: 1, email: 'a@tenora.dev', name: 'A', roles: ['admin'] },
  csrfToken: 'token-1',
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken('');
  whenUnauthenticated(() => undefined);
});

describe('the console API client', () => {
  it('reads a success of the ops family and checks it against the contract', async () => {
    answer(200, { code: 0, data: session, message: 'ok' });
    expect(await call(opsMe, {})).toEqual({ ok: true, data: session });
  });

  it('sends the session CSRF token on a POST, with same-origin cookies', async () => {
    const fetch = answer(200, { code: 0, data: {}, message: '' });
    setCsrfToken('token-1');
    await call(opsStaffSetDisabled, { staffId: 2, disabled: true });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('token-1');
    expect(init?.body).toBe(JSON.stringify({ staffId: 2, disabled: true }));
  });

  it('tells the shell when the session is gone (401)', async () => {
    answer(401, { code: 401, data: null, message: 'Sign in again.' });
    const gone = vi.fn();
    whenUnauthenticated(gone);
    const result = await call(opsMe, {});
    expect(gone).toHaveBeenCalledOnce();
    expect(result).toMatchObject({ ok: false, kind: 'unauthenticated', message: 'Sign in again.' });
  });

  it('answers 403 as no access', async () => {
    answer(403, { code: 403, data: null, message: 'forbidden' });
    expect(await call(opsMe, {})).toMatchObject({
      ok: false,
      kind: 'forbidden',
      message: "You don't have access to this.",
    });
  });

  it("shows the server's reason for a refusal", async () => {
    answer(200, { code: 1, data: null, message: 'An admin cannot disable themself.' });
    expect(await call(opsStaffSetDisabled, { staffId: 1, disabled: true })).toMatchObject({
      ok: false,
      kind: 'business',
      message: 'An admin cannot disable themself.',
    });
  });

  it('says so when the answer cannot be read or the server cannot be reached', async () => {
    answer(502, '<html>Bad gateway</html>');
    expect(await call(opsMe, {})).toMatchObject({ ok: false, kind: 'protocol' });
    answer(200, { code: 0, data: { staff: 'nobody' }, message: '' });
    expect(await call(opsMe, {})).toMatchObject({ ok: false, kind: 'protocol' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await call(opsMe, {})).toMatchObject({ ok: false, kind: 'network' });
  });
});
