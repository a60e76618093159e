import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ExotelSms, type InfobipSms } from '../src/config.ts';
import { SmsDeliveryError, SmsDestinationError, type SmsMessage } from '../src/platform/sms.ts';
import { ExotelSmsGateway } from '../src/platform/sms-exotel.ts';
import { InfobipSmsGateway } from '../src/platform/sms-infobip.ts';
import { configuredSmsGateway } from '../src/platform/sms-markets.ts';
import { boundCard, disbursedLoan, makeTestApp, type TestApp } from './helper.ts';
import { ops, staffSession } from './ops-helper.ts';
import { ExotelStandIn } from './stand-ins/exotel.ts';
import { InfobipStandIn } from './stand-ins/infobip.ts';

/** India's DLT registration as configuration gives it (docs/decisions/104-sms-providers-per-market.md). */
const DLT = {
  SMS_SENDER_IN: 'TENORA',
  SMS_DLT_ENTITY_ID: '1001234567890123456',
  SMS_DLT_TEMPLATES: 'otp-register:1107160000000000001, otp-repayment:1107160000000000002',
};
const INDONESIA = { SMS_SENDER_ID: 'Tenora' };

const INDIAN = '+919876543210';
const INDONESIAN = '+6281234567890';

const text = (to: string, more: Partial<SmsMessage> = {}): SmsMessage => ({
  to,
  text: '482913 is your Tenora code to pay ₹1,000.00. It expires in 5 minutes. Never share it.',
  template: 'otp-repayment',
  purpose: 'repayment',
  ...more,
});

/** The failure a send ends in; a send that goes through fails the test. */
async function failureOf(sending: Promise<unknown>): Promise<SmsDeliveryError> {
  const err = await sending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsDeliveryError);
  return err as SmsDeliveryError;
}

let exotel: ExotelStandIn;
let infobip: InfobipStandIn;
beforeAll(async () => {
  [exotel, infobip] = await Promise.all([ExotelStandIn.start(), InfobipStandIn.start()]);
});
afterAll(() => Promise.all([exotel.close(), infobip.close()]));

const exotelConfig = (env: Record<string, string> = {}) =>
  loadConfig({ ...exotel.env(), ...DLT, ...env }).sms.IN as ExotelSms;
const infobipConfig = (env: Record<string, string> = {}) =>
  loadConfig({ ...infobip.env(), ...INDONESIA, ...env }).sms.ID as InfobipSms;

describe('India through Exotel', () => {
  it('sends each text under its DLT template and the entity, from the registered header', async () => {
    const sms = new ExotelSmsGateway(exotelConfig());
    const before = exotel.sends.length;
    const sent = await sms.send(text(INDIAN, { code: '482913', reference: 'sms-41' }));
    const notice = await sms.send(
      text(INDIAN, { text: 'Your code is 771234', template: 'otp-register', purpose: 'register' }),
    );

    expect(exotel.sends.slice(before)).toEqual([
      {
        From: 'TENORA',
        To: INDIAN,
        Body: text(INDIAN).text,
        DltEntityId: '1001234567890123456',
        DltTemplateId: '1107160000000000002',
        SmsType: 'transactional',
        Priority: 'high',
        CustomField: 'sms-41',
      },
      {
        From: 'TENORA',
        To: INDIAN,
        Body: 'Your code is 771234',
        DltEntityId: '1001234567890123456',
        DltTemplateId: '1107160000000000001',
        SmsType: 'transactional',
      },
    ]);
    // The id Exotel gave each message, to match its delivery reports.
    expect([sent.providerId, notice.providerId]).toEqual(exotel.sids.slice(-2));
  });

  it('refuses a text whose template has no DLT template id, and sends nothing', async () => {
    const sms = new ExotelSmsGateway(exotelConfig());
    const before = exotel.sends.length;
    const err = await failureOf(sms.send(text(INDIAN, { template: 'reminder' })));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/template "reminder" has no DLT template id in SMS_DLT_TEMPLATES/);
    expect(exotel.sends.length).toBe(before);
  });

  it.each([
    [503, 'Service Unavailable', true],
    [500, 'Internal Server Error', true],
    [429, 'Too Many Requests', true],
    [403, 'Insufficient balance to send the SMS', true],
    [400, 'Invalid Recipient [+919876543210]', false],
  ])('takes HTTP %i (%s) as retryable: %s', async (status, message, retryable) => {
    exotel.failNext(status, message);
    const err = await failureOf(new ExotelSmsGateway(exotelConfig()).send(text(INDIAN)));
    expect(err.retryable).toBe(retryable);
    expect(err.message).toContain(`HTTP ${status}`);
    // Whatever Exotel quotes, the number stays out of what gets logged.
    expect(err.message).not.toContain('9876543210');
  });

  it('fails for good on credentials Exotel does not know, and tries again when no answer comes', async () => {
    const wrong = new ExotelSmsGateway(exotelConfig({ EXOTEL_API_TOKEN: 'not-the-token' }));
    const refused = await failureOf(wrong.send(text(INDIAN)));
    expect(refused).toMatchObject({ retryable: false, message: expect.stringMatching(/HTTP 401/) });

    exotel.stallNext();
    const silent = await failureOf(new ExotelSmsGateway(exotelConfig(), 200).send(text(INDIAN)));
    expect(silent.retryable).toBe(true);
  });
});

describe('Indonesia through Infobip', () => {
  it('sends from the registered sender, with our reference as the message id', async () => {
    const sms = new InfobipSmsGateway(infobipConfig());
    const sent = await sms.send(
      text(INDONESIAN, { text: '482913 adalah kode Tenora Anda.', reference: 'sms-77' }),
    );
    expect(infobip.sends.at(-1)).toEqual({
      messages: [
        {
          sender: 'Tenora',
          destinations: [{ to: '6281234567890', messageId: 'sms-77' }],
          content: { text: '482913 adalah kode Tenora Anda.' },
        },
      ],
    });
    expect(sent.providerId).toBe('sms-77');

    // Without a reference, Infobip names the message itself.
    const named = await sms.send(text(INDONESIAN, { text: 'Kode 771234' }));
    expect(infobip.taken.get(named.providerId ?? '')).toEqual({
      to: '6281234567890',
      text: 'Kode 771234',
      sender: 'Tenora',
    });
  });

  it('takes a try of a message it already holds as sent, and holds it once', async () => {
    const sms = new InfobipSmsGateway(infobipConfig());
    const message = text(INDONESIAN, { reference: 'sms-78' });
    await sms.send(message);
    const taken = infobip.taken.size;
    expect(await sms.send(message)).toEqual({ providerId: 'sms-78' });
    expect(infobip.taken.size).toBe(taken);
  });

  it('tells a failure to try again from one that will fail again', async () => {
    const sms = new InfobipSmsGateway(infobipConfig());
    const outcomes: [string, boolean][] = [];
    for (const status of [500, 503, 429, 400]) {
      infobip.failNext(status);
      outcomes.push([`HTTP ${status}`, (await failureOf(sms.send(text(INDONESIAN)))).retryable]);
    }
    infobip.rejectNext({
      id: 12,
      name: 'REJECTED_NOT_ENOUGH_CREDITS',
      description: 'Not enough credits',
    });
    outcomes.push(['no credit', (await failureOf(sms.send(text(INDONESIAN)))).retryable]);
    infobip.rejectNext({
      id: 52,
      name: 'REJECTED_DESTINATION',
      description: 'Invalid destination',
    });
    outcomes.push(['bad number', (await failureOf(sms.send(text(INDONESIAN)))).retryable]);
    const wrongKey = new InfobipSmsGateway(infobipConfig({ INFOBIP_API_KEY: 'not-the-key' }));
    outcomes.push(['wrong key', (await failureOf(wrongKey.send(text(INDONESIAN)))).retryable]);

    expect(outcomes).toEqual([
      ['HTTP 500', true],
      ['HTTP 503', true],
      ['HTTP 429', true],
      ['HTTP 400', false],
      ['no credit', true],
      ['bad number', false],
      ['wrong key', false],
    ]);
  });
});

describe('SMS configuration', () => {
  it('routes each text by its country code to its market’s provider', async () => {
    const nowhere = {
      send: () => Promise.reject(new Error('a text with a provider went to the outbox')),
    };
    const config = loadConfig({ ...exotel.env(), ...DLT, ...infobip.env(), ...INDONESIA });
    const sms = configuredSmsGateway(config.sms, nowhere);
    const [toExotel, toInfobip] = [exotel.sends.length, infobip.sends.length];
    await sms.send(text(INDIAN));
    await sms.send(text(INDONESIAN));
    expect(exotel.sends.slice(toExotel).map((s) => s.To)).toEqual([INDIAN]);
    expect(infobip.sends.slice(toInfobip).map((s) => s.messages?.[0]?.destinations)).toEqual([
      [{ to: '6281234567890' }],
    ]);
    await expect(sms.send(text('+15551234567'))).rejects.toBeInstanceOf(SmsDestinationError);
  });

  it('refuses a provider without its settings, and bad settings, naming each', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    };
    const missing = problems({ SMS_PROVIDER_IN: 'exotel', SMS_PROVIDER_ID: 'infobip' });
    for (const name of [
      'EXOTEL_API_URL',
      'EXOTEL_ACCOUNT_SID',
      'EXOTEL_API_KEY',
      'EXOTEL_API_TOKEN',
      'SMS_SENDER_IN',
      'SMS_DLT_ENTITY_ID',
      'SMS_DLT_TEMPLATES',
      'INFOBIP_API_URL',
      'INFOBIP_API_KEY',
      'SMS_SENDER_ID',
    ]) {
      expect(missing).toContain(`  ${name}: needed with`);
    }
    const india = { ...exotel.env(), ...DLT };
    expect(problems({ ...india, SMS_SENDER_IN: 'TNR' })).toMatch(
      /SMS_SENDER_IN: must be the DLT-registered header: 6 capital letters/,
    );
    expect(problems({ ...india, SMS_DLT_ENTITY_ID: '12345' })).toMatch(/SMS_DLT_ENTITY_ID: must/);
    expect(problems({ ...india, SMS_DLT_TEMPLATES: 'otp-register:12345' })).toMatch(
      /SMS_DLT_TEMPLATES: "otp-register:12345" is not name:id/,
    );
    expect(
      problems({
        ...india,
        SMS_DLT_TEMPLATES: 'otp-register:1107160000000000001,otp-register:1107160000000000002',
      }),
    ).toMatch(/SMS_DLT_TEMPLATES: template "otp-register" is given twice/);
    expect(problems({ ...india, SMS_PROVIDER_IN: 'msg91' })).toMatch(/SMS_PROVIDER_IN:/);
    expect(problems({ ...infobip.env(), SMS_SENDER_ID: 'Tenora Loans Indonesia' })).toMatch(
      /SMS_SENDER_ID: must be the registered sender/,
    );
    expect(
      problems({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'acme-pay',
        SMS_PROVIDER_IN: 'outbox',
        ...infobip.env(),
        ...INDONESIA,
      }),
    ).toMatch(/INFOBIP_API_URL: must be https in production/);
  });

  it('makes production name a provider for each market, or the outbox on purpose', () => {
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'acme-pay' };
    expect(() => loadConfig(production)).toThrow(
      /SMS_PROVIDER_IN: production sends borrowers in India their codes by SMS[^\n]*\n {2}SMS_PROVIDER_ID: production sends borrowers in Indonesia/,
    );
    const onPurpose = loadConfig({
      ...production,
      SMS_PROVIDER_IN: 'outbox',
      SMS_PROVIDER_ID: 'outbox',
    });
    expect(onPurpose.sms).toEqual({ IN: { provider: 'outbox' }, ID: { provider: 'outbox' } });
    // Staging reads its texts through the support API; development and tests too.
    expect(loadConfig({ ...production, TENORA_DEV_API: '1' }).sms.IN.provider).toBe('outbox');
    expect(loadConfig({}).sms).toEqual({ IN: { provider: 'outbox' }, ID: { provider: 'outbox' } });
  });
});

describe('the app’s codes through the providers', () => {
  let t: TestApp;
  afterEach(() => t?.close());
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const outbox = async (phone: string) =>
    (await t.app.inject({ url: `/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })).json()
      .data as unknown[];

  /** A borrower of `market` with a loan and a card, at the point of asking for a payment code. */
  async function aboutToPay(market: 'IN' | 'ID') {
    const { b, orderId, phone } = await disbursedLoan(t, market);
    const card = await boundCard(t, b, market);
    const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    const commit = { orderId, amount: way.amount, cardId: card.id, repayToken: way.repayToken };
    return {
      b,
      orderId,
      phone,
      commit: () => post(`/pay/loan/repayment-commit?${b}`, { ...commit, sendMsg: 1 }),
    };
  }

  it('a borrower in India pays with the code Exotel carried; Indonesia’s stay in the outbox', async () => {
    t = await makeTestApp('pglite', { env: { ...exotel.env(), ...DLT } });
    const india = await aboutToPay('IN');
    const before = exotel.sends.length;
    const { repayRecordId } = (await india.commit()).json().data;

    const [sent] = exotel.sends.slice(before);
    expect(sent).toMatchObject({
      From: 'TENORA',
      To: india.phone,
      DltEntityId: '1001234567890123456',
      DltTemplateId: '1107160000000000002',
      Priority: 'high',
    });
    expect(await outbox(india.phone)).toEqual([]);
    const code = /^(\d{6}) is your Tenora code to pay ₹/.exec(sent?.Body ?? '')?.[1] ?? '';
    const paid = await post(`/pay/loan/repayment-confirm?${india.b}`, {
      orderId: india.orderId,
      verifyCode: code,
      repaymentRecordId: repayRecordId,
    });
    expect(paid.json()).toEqual({ code: '00', data: null, message: '' });

    const indonesia = await aboutToPay('ID');
    await indonesia.commit();
    expect(await outbox(indonesia.phone)).toHaveLength(1);
    expect(exotel.sends.length).toBe(before + 1);
  });

  it('tells the borrower to try again in a moment while the provider cannot take the code', async () => {
    t = await makeTestApp('pglite', { env: { ...exotel.env(), ...DLT } });
    const india = await aboutToPay('IN');
    exotel.failNext(503, 'Service Unavailable');
    const busy = await india.commit();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json().message).toBe(
      'We could not send the SMS just now. Please try again in a moment.',
    );
    expect(t.logs()).toContain('sms provider did not take a text');
    expect(t.logs()).not.toContain(india.phone.slice(3));
    // Nothing waits for the code that never came: Repay opened again offers no code step.
    const way = await post(`/pay/loan/repayment-way?${india.b}&orderId=${india.orderId}`);
    expect(way.json().data.pendingCard).toBeNull();

    // Asked again once the resend minute has passed, the code goes.
    t.clock.advanceMinutes(1);
    const before = exotel.sends.length;
    expect((await india.commit()).json().data).toEqual({
      needValid: 1,
      repayRecordId: expect.any(Number),
    });
    expect(exotel.sends.slice(before).map((s) => s.To)).toEqual([india.phone]);
  });
});

describe('delivery reports (docs/decisions/111-sms-delivery-reports.md)', () => {
  let t: TestApp;
  afterEach(() => t?.close());
  const TOKEN = 'reports-token-for-tests-0123456789abcdef';
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  /** A borrower of `market` whose complaint's SMS the provider has taken. */
  async function complained(market: 'IN' | 'ID') {
    // Not approved, so the complaint's text is the borrower's only one (approval sends a letter).
    const { b, orderId, userId } = await disbursedLoan(t, market, undefined, { disburse: false });
    const made = await post(`/h5-api/v3/user-problem/problem-save?${b}`, {
      problemType: 4,
      problemDetail: market === 'IN' ? 'Wrong fee' : 'Biaya tidak sesuai',
      orderNo: orderId,
    });
    expect(made.json().code, made.body).toBe('00');
    // The jobs the complaint queued run when the clock moves on.
    expect((await post('/film/dev/clock', { advanceMinutes: 1 })).json().code).toBe(0);
    return userId;
  }
  const smsStatus = async (userId: number) => {
    const agent = await staffSession(t, ['agent']);
    const res = await ops(t, agent, 'GET', `/film/ops/borrowers/communications?userId=${userId}`);
    const [latest] = res.json().data.communications as {
      deliveries: { deliveryId: number; channel: string; status: string; reason: string | null }[];
    }[];
    return latest?.deliveries.find((d) => d.channel === 'sms');
  };
  /** Delivers a report as the provider would, to the address it was given. */
  const report = (url: string, payload: string | unknown, form = false) => {
    const { pathname, search } = new URL(url);
    return t.app.inject({
      method: 'POST',
      url: pathname + search,
      headers: {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      payload: form ? (payload as string) : JSON.stringify(payload),
    });
  };

  it('marks each text delivered or failed as Exotel and Infobip report it, for staff to see', async () => {
    t = await makeTestApp('pglite', {
      env: {
        ...exotel.env(),
        ...DLT,
        SMS_DLT_TEMPLATES: `${DLT.SMS_DLT_TEMPLATES}, complaint.received:1107160000000000009`,
        ...infobip.env(),
        ...INDONESIA,
        PUBLIC_URL: 'https://lender.example',
        SMS_REPORTS_TOKEN: TOKEN,
      },
    });
    const india = await complained('IN');
    expect(await smsStatus(india)).toMatchObject({ status: 'sent' });
    const sid = exotel.sids.at(-1) ?? '';
    const delivered = exotel.reportOf(sid, 'delivered', 'DELIVERED_TO_HANDSET');
    expect(delivered.url).toBe(`https://lender.example/hooks/sms/exotel?token=${TOKEN}`);
    // An intermediate status changes nothing; the final one marks it.
    const onItsWay = exotel.reportOf(sid, 'submitted', 'SUBMITTED_TO_CARRIER');
    expect((await report(onItsWay.url, onItsWay.form, true)).statusCode).toBe(200);
    expect(await smsStatus(india)).toMatchObject({ status: 'sent' });
    expect((await report(delivered.url, delivered.form, true)).json()).toEqual({ recorded: 1 });
    expect(await smsStatus(india)).toMatchObject({ status: 'delivered', reason: null });

    const indonesia = await complained('ID');
    const [messageId] = [...infobip.taken.keys()].slice(-1);
    const undeliverable = infobip.reportOf(messageId ?? '', {
      groupId: 2,
      groupName: 'UNDELIVERABLE',
      id: 9,
      name: 'UNDELIVERABLE_NOT_DELIVERED',
      description: 'Message sent not delivered',
    });
    expect((await report(undeliverable.url, undeliverable.body)).json()).toEqual({ recorded: 1 });
    expect(await smsStatus(indonesia)).toMatchObject({
      status: 'failed',
      reason: 'UNDELIVERABLE_NOT_DELIVERED',
    });
    // Told again (providers retry), nothing changes: a failed text is not delivered later.
    expect((await report(undeliverable.url, undeliverable.body)).json()).toEqual({ recorded: 0 });

    // Sent again by staff, it goes under a new message id, which Infobip takes as a new text,
    // and the earlier round's late report does not touch it.
    const failed = await smsStatus(indonesia);
    const agent = await staffSession(t, ['agent']);
    const retried = await ops(t, agent, 'POST', '/film/ops/deliveries/retry', {
      deliveryId: failed?.deliveryId,
    });
    expect(retried.json().code, retried.body).toBe(0);
    expect((await post('/film/dev/clock', { advanceMinutes: 1 })).json().code).toBe(0);
    const [again] = [...infobip.taken.keys()].slice(-1);
    expect(again).toBe(`${messageId ?? ''}-1`);
    expect(await smsStatus(indonesia)).toMatchObject({ status: 'sent' });
    expect((await report(undeliverable.url, undeliverable.body)).json()).toEqual({ recorded: 0 });
    const arrived = infobip.reportOf(again ?? '', {
      groupId: 3,
      groupName: 'DELIVERED',
      id: 5,
      name: 'DELIVERED_TO_HANDSET',
      description: 'Message delivered to handset',
    });
    expect((await report(arrived.url, arrived.body)).json()).toEqual({ recorded: 1 });
    expect(await smsStatus(indonesia)).toMatchObject({ status: 'delivered' });
  });

  it('takes no report without the token, and asks for none when no token is set', async () => {
    t = await makeTestApp('pglite', {
      env: {
        ...exotel.env(),
        ...DLT,
        SMS_DLT_TEMPLATES: `${DLT.SMS_DLT_TEMPLATES}, complaint.received:1107160000000000009`,
        SMS_REPORTS_TOKEN: TOKEN,
      },
    });
    const india = await complained('IN');
    const { url, form } = exotel.reportOf(
      exotel.sids.at(-1) ?? '',
      'delivered',
      'DELIVERED_TO_HANDSET',
    );
    const forged = url.replace(TOKEN, `${TOKEN.slice(0, -1)}x`);
    expect((await report(forged, form, true)).statusCode).toBe(401);
    expect((await report(url.replace(/\?.*$/, ''), form, true)).statusCode).toBe(401);
    expect(await smsStatus(india)).toMatchObject({ status: 'sent' });
    expect(t.logs()).not.toContain(TOKEN);
    await t.close();

    t = await makeTestApp('pglite', {
      env: {
        ...exotel.env(),
        ...DLT,
        SMS_DLT_TEMPLATES: `${DLT.SMS_DLT_TEMPLATES}, complaint.received:1107160000000000009`,
      },
    });
    await complained('IN');
    expect(exotel.sends.at(-1)?.StatusCallback).toBeUndefined();
    expect((await report(url, form, true)).statusCode).toBe(404);
  });
});

describe('a production start', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

  /** The server from source, as `npm start` runs it, until it is running or stops: what it said. */
  function startOutput(env: Record<string, string>): Promise<string> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'silent', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const read = (chunk: Buffer) => {
        output += String(chunk);
        if (output.includes('Press Ctrl-C')) child.kill('SIGTERM');
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve(`${output}\nexit ${code}`);
      });
    });
  }

  it('stops without a provider for a market, and says which market’s texts stay in the outbox', async () => {
    const DATA_DIR = await mkdtemp(path.join(tmpdir(), 'tenora-sms-'));
    // Nothing is sent at start: India's provider only has to be configured, over https.
    const india = { ...exotel.env(), EXOTEL_API_URL: 'https://api.exotel.invalid', ...DLT };
    const refused = await startOutput({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'acme-pay',
      DATA_DIR,
      ...india,
    });
    expect(refused).toMatch(/^Invalid configuration:\n {2}SMS_PROVIDER_ID: production sends/);
    expect(refused).toMatch(/exit 1$/);

    // Staging: the sandbox takes payments and the support API reads what stays in the outbox.
    const staging = await startOutput({
      NODE_ENV: 'production',
      TENORA_DEV_API: '1',
      DATA_DIR,
      ...india,
    });
    expect(staging).toContain(
      'SMS to Indonesia: the outbox (SMS_PROVIDER_ID), so texts stay there and no phone receives them.',
    );
    expect(staging).not.toContain('SMS to India');
  }, 130_000);
});
