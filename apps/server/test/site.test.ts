import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, makeTestApp, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('company site on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const contact = (payload: Record<string, unknown>, query = '', ip = '198.51.100.9') =>
    t.app.inject({ method: 'POST', url: `/film/site/contact${query}`, payload, remoteAddress: ip });
  const complete = {
    name: 'Asha Rao',
    telephone: '98765 43210',
    email: 'asha@example.in',
    message: 'When will my loan be credited?',
  };

  it('stores a complete message for the operators', async () => {
    t = await makeTestApp(kind);
    const res = await contact(complete);
    expect(res.json()).toEqual({ code: 0, data: {}, message: '' });
    const rows = await t.db.query(
      'select market, app_name, name, telephone, email, message from site_messages',
    );
    expect(rows).toEqual([
      {
        market: 'IN',
        app_name: 'tenora-in',
        name: 'Asha Rao',
        telephone: '+919876543210',
        email: 'asha@example.in',
        message: 'When will my loan be credited?',
      },
    ]);
  });

  it('asks for all four fields, in the visitor’s language', async () => {
    t = await makeTestApp(kind);
    for (const field of ['name', 'telephone', 'email', 'message'] as const) {
      const res = await contact({ ...complete, [field]: '  ' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe('Please provide complete information!');
    }
    const id = await contact({}, '?lang=id-ID');
    expect(id.json().message).toBe('Mohon lengkapi semua informasi!');
    expect(await t.db.query('select id from site_messages')).toEqual([]);
  });

  it('checks the e-mail, and the phone by the market', async () => {
    t = await makeTestApp(kind);
    const email = await contact({ ...complete, email: 'asha@example' });
    expect(email.json().message).toBe('Please enter a valid e-mail address.');
    const indianInIndonesia = await contact(complete, '?appName=tenora-id');
    expect(indianInIndonesia.json().message).toBe(
      'Masukkan nomor ponsel yang valid, diawali 08 (10 sampai 13 digit).',
    );
    const ok = await contact({ ...complete, telephone: '0812 3456 7890' }, '?appName=tenora-id');
    expect(ok.json().code).toBe(0);
    const [row] = await t.db.query<{ market: string; telephone: string }>(
      'select market, telephone from site_messages',
    );
    expect(row).toEqual({ market: 'ID', telephone: '+6281234567890' });
  });

  it('limits messages per address', async () => {
    t = await makeTestApp(kind);
    for (let i = 0; i < 3; i++) expect((await contact(complete)).json().code).toBe(0);
    const fourth = await contact(complete);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^Too many requests from your network/);
    expect((await contact(complete, '', '198.51.100.10')).json().code).toBe(0);
  });

  it('answers the customer-service contact of the app, or of the market', async () => {
    t = await makeTestApp(kind);
    const url = '/h5-api/v3/user-problem/get-whatsapp';
    const inApp = await t.app.inject({
      method: 'POST',
      url: `${url}?appName=tenora-in`,
      payload: { overall: 30 },
    });
    expect(inApp.json()).toEqual({
      code: '00',
      data: { boemail: 'care@tenora.in', bophone: '+91 80 4719 2200' },
      message: '',
    });
    const idByLang = await t.app.inject({
      method: 'POST',
      url: `${url}?lang=id-ID`,
      payload: { overall: 30 },
    });
    expect(idByLang.json().data).toEqual({
      boemail: 'halo@tenora.co.id',
      bophone: '+62 21 5091 2200',
    });
  });

  it('gives each app the company facts its pages state', async () => {
    t = await makeTestApp(kind);
    const config = async (appName: string) =>
      (await t.app.inject({ url: `/film/app/config?appName=${appName}` })).json().data;
    const india = await config('tenora-in');
    expect(india).toMatchObject({
      market: 'IN',
      locale: 'en-IN',
      currency: 'INR',
      company: {
        lender: 'Tenora Finance Private Limited',
        registration: expect.stringContaining('Reserve Bank of India'),
        users: 3_000_000,
        policyUrl: '/privacyPolicy',
      },
    });
    // The company site names no app: the market's app, by the market or the language asked.
    const byMarket = await t.app.inject({ url: '/film/app/config?market=ID' });
    expect(byMarket.json().data.appName).toBe('tenora-id');
    const byLanguage = await t.app.inject({ url: '/film/app/config?lang=id-ID' });
    expect(byLanguage.json().data.appName).toBe('tenora-id');
    expect((await t.app.inject({ url: '/film/app/config' })).json().data.appName).toBe('tenora-in');
    const indonesia = await config('tenora-id');
    expect(indonesia.company.registration).toContain('Otoritas Jasa Keuangan');
    expect(indonesia.company.address).toContain('Jakarta');
  });
});
