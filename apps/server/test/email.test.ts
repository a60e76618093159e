import { createServer, type AddressInfo } from 'node:net';
import type { AddressObject } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  EmailDeliveryError,
  OutboxEmailGateway,
  SmtpEmailGateway,
  type EmailMessage,
} from '../src/platform/email.ts';
import { DB_KINDS, makeTestApp, PRODUCTION_ENV, type TestApp } from './helper.ts';
import { refusingData, reply, standIn, type Received } from './stand-ins/smtp.ts';

/**
 * The SMTP adapter against a real SMTP server (smtp-server, which speaks RFC 5321 as a provider's
 * submission port does), each message read back with mailparser as a mail client would.
 */

const gateways: SmtpEmailGateway[] = [];
afterEach(async () => {
  for (const g of gateways.splice(0)) await g.close();
});

const FROM = 'Tenora Finance <mail@lender.example>';

function gateway(url: string, env: Record<string, string> = {}) {
  const { smtp } = loadConfig({ SMTP_URL: url, MAIL_FROM: FROM, ...env });
  if (!smtp) throw new Error('no SMTP settings');
  const g = new SmtpEmailGateway(smtp);
  gateways.push(g);
  return g;
}

const DUE: EmailMessage = {
  to: 'sari.dewi@contoh.co.id',
  subject: 'Pembayaran Anda jatuh tempo 25 November — Rp1.250.000',
  text: 'Halo Sari, pembayaran Anda jatuh tempo pada 25 November 2026. Jumlah: Rp1.250.000.',
  html: '<p>Halo Sari, <strong>pembayaran Anda jatuh tempo</strong> pada 25 November 2026.</p>',
  reference: 'ntf-2026-000123',
  locale: 'id-ID',
};

const only = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value);

/** The failure a send ends in; a send that succeeds fails the test. */
async function failureOf(send: Promise<unknown>): Promise<EmailDeliveryError> {
  const err = await send.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EmailDeliveryError);
  return err as EmailDeliveryError;
}

describe('the SMTP gateway', () => {
  it('delivers From, To, Subject, the text and HTML parts in UTF-8, and our reference', async () => {
    const server = await standIn();
    const sent = await gateway(`smtp://127.0.0.1:${server.port}`).send(DUE);

    expect(server.received).toHaveLength(1);
    const [{ mailFrom, rcptTo, mail }] = server.received as [Received];
    expect({ mailFrom, rcptTo }).toEqual({
      mailFrom: 'mail@lender.example',
      rcptTo: ['sari.dewi@contoh.co.id'],
    });
    expect(only(mail.from)).toEqual([{ name: 'Tenora Finance', address: 'mail@lender.example' }]);
    expect(only(mail.to)).toEqual([{ name: '', address: 'sari.dewi@contoh.co.id' }]);
    expect(mail.subject).toBe('Pembayaran Anda jatuh tempo 25 November — Rp1.250.000');
    expect(mail.text?.trim()).toBe(DUE.text);
    expect(mail.html).toContain('<strong>pembayaran Anda jatuh tempo</strong>');
    expect(mail.messageId).toBe('<ntf-2026-000123@lender.example>');
    expect(mail.headers.get('x-tenora-reference')).toBe('ntf-2026-000123');
    expect(mail.headers.get('content-language')).toBe('id-ID');
    // The server's id for the message, from its 250 reply.
    expect(sent).toEqual({ providerId: '4F3C1A9' });
  });

  it('sends text alone when there is no HTML, in English too', async () => {
    const server = await standIn();
    await gateway(`smtp://127.0.0.1:${server.port}`).send({
      to: ' asha.rao@example.in ',
      subject: 'Your payment of ₹4,250 is due on 25 November',
      text: 'Hello Asha, your payment of ₹4,250 is due on 25 November 2026.',
      reference: 'ntf-2026-000124',
      locale: 'en-IN',
    });
    const [{ rcptTo, mail }] = server.received as [Received];
    expect(rcptTo).toEqual(['asha.rao@example.in']);
    expect(mail.subject).toBe('Your payment of ₹4,250 is due on 25 November');
    expect(mail.text?.trim()).toBe(
      'Hello Asha, your payment of ₹4,250 is due on 25 November 2026.',
    );
    expect(mail.html).toBe(false);
    expect(mail.headers.get('content-language')).toBe('en-IN');
  });

  it('signs in with the URL’s credentials, and only when it has them', async () => {
    const open = await standIn();
    await gateway(`smtp://127.0.0.1:${open.port}`).send(DUE);
    expect(open.auths).toEqual([]);
    expect(open.received).toHaveLength(1);

    const server = await standIn({ authOptional: false });
    const user = encodeURIComponent('tenora@lender.example');
    const pass = encodeURIComponent('p@ss:w/rd %1');
    await gateway(`smtp://${user}:${pass}@127.0.0.1:${server.port}`).send(DUE);
    expect(server.auths).toEqual([{ username: 'tenora@lender.example', password: 'p@ss:w/rd %1' }]);
    expect(server.received).toHaveLength(1);
  });

  it('a server that requires AUTH refuses a URL without credentials, for a retry once fixed', async () => {
    const server = await standIn({ authOptional: false });
    const err = await failureOf(gateway(`smtp://127.0.0.1:${server.port}`).send(DUE));
    expect(err).toMatchObject({ retryable: true, responseCode: 530 });
    expect(server.received).toEqual([]);
  });

  it('refused credentials are retryable: the message is not at fault', async () => {
    const server = await standIn({
      authOptional: false,
      onAuth: (_auth, _session, callback) => callback(reply(535, 'Authentication failed')),
    });
    const err = await failureOf(gateway(`smtp://u:wrong@127.0.0.1:${server.port}`).send(DUE));
    expect(err).toMatchObject({ retryable: true, responseCode: 535 });
    expect(server.received).toEqual([]);
  });

  it('550 for the mailbox is permanent, and the error does not repeat the address', async () => {
    const server = await standIn({
      onRcptTo: (address, _session, callback) =>
        callback(reply(550, `5.1.1 <${address.address}>: Recipient address rejected`)),
    });
    const err = await failureOf(gateway(`smtp://127.0.0.1:${server.port}`).send(DUE));
    expect(err).toMatchObject({ retryable: false, responseCode: 550 });
    expect(err.message).toMatch(/^SMTP 550 5\.1\.1 at RCPT TO$/);
    expect(`${err.message} ${err.stack}`).not.toContain('sari');
    expect(server.received).toEqual([]);
  });

  it('554 for the message after DATA is permanent', async () => {
    const server = await standIn(refusingData(554, '5.7.1 Message rejected as spam'));
    const err = await failureOf(gateway(`smtp://127.0.0.1:${server.port}`).send(DUE));
    expect(err).toMatchObject({ retryable: false, responseCode: 554 });
  });

  it('451 for the mailbox, or for the message, is retryable', async () => {
    const greylisting = await standIn({
      onRcptTo: (_address, _session, callback) =>
        callback(reply(451, '4.7.1 Greylisted, please try again later')),
    });
    const atRcpt = await failureOf(gateway(`smtp://127.0.0.1:${greylisting.port}`).send(DUE));
    expect(atRcpt).toMatchObject({ retryable: true, responseCode: 451 });

    const busy = await standIn(refusingData(451, '4.3.0 Local error in processing'));
    const atData = await failureOf(gateway(`smtp://127.0.0.1:${busy.port}`).send(DUE));
    expect(atData).toMatchObject({ retryable: true, responseCode: 451 });
  });

  it('421 when connecting is retryable', async () => {
    const server = await standIn({
      onConnect: (_session, callback) =>
        callback(reply(421, '4.3.2 Too many connections, try again later')),
    });
    const err = await failureOf(gateway(`smtp://127.0.0.1:${server.port}`).send(DUE));
    expect(err).toMatchObject({ retryable: true, responseCode: 421 });
    expect(server.received).toEqual([]);
  });

  it('a refused connection is retryable', async () => {
    // A port that was free a moment ago and has nothing listening on it.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const err = await failureOf(gateway(`smtp://127.0.0.1:${port}`).send(DUE));
    expect(err.retryable).toBe(true);
    expect(err.responseCode).toBeUndefined();
    expect(err.message).toContain('ECONNREFUSED');
  });

  it('in production, sends nothing, credentials least of all, without TLS', async () => {
    const server = await standIn();
    const err = await failureOf(
      gateway(`smtp://u:secret@127.0.0.1:${server.port}`, PRODUCTION_ENV).send(DUE),
    );
    // It asked for STARTTLS, which this server does not offer, and went no further.
    expect(err).toMatchObject({ retryable: true, message: 'SMTP 500 at STARTTLS' });
    expect(server.auths).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it('refuses an address that is not one, or a reference that is not ours, without connecting', async () => {
    const server = await standIn();
    const err = await failureOf(
      gateway(`smtp://127.0.0.1:${server.port}`).send({ ...DUE, to: 'sari.dewi@contoh' }),
    );
    expect(err.retryable).toBe(false);
    // A reference that cannot be a Message-ID's local part is our bug, not a delivery failure.
    const bad = gateway(`smtp://127.0.0.1:${server.port}`).send({ ...DUE, reference: 'ntf 1@x' });
    await expect(bad).rejects.toThrow(/^An e-mail reference is letters, digits/);
    await expect(bad).rejects.not.toBeInstanceOf(EmailDeliveryError);
    expect(server.connections()).toBe(0);
  });
});

describe('the e-mail settings', () => {
  const load = (env: Record<string, string>) => () => loadConfig(env);

  it('read the server, port, TLS and credentials from SMTP_URL, and the sender from MAIL_FROM', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://apikey:s%40cret@smtp.lender.example',
        MAIL_FROM: '"Tenora Finance" <mail@lender.example>',
      }).smtp,
    ).toEqual({
      host: 'smtp.lender.example',
      port: 465,
      secure: true,
      auth: { user: 'apikey', pass: 's@cret' },
      requireTls: false,
      from: { name: 'Tenora Finance', address: 'mail@lender.example' },
    });
    expect(
      loadConfig({ SMTP_URL: 'smtp://relay.internal:2525', MAIL_FROM: 'mail@lender.example' }).smtp,
    ).toMatchObject({ port: 2525, secure: false, auth: undefined, from: { name: undefined } });
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(
      loadConfig({ ...PRODUCTION_ENV, SMTP_URL: 'smtp://smtp.lender.example', MAIL_FROM: FROM })
        .smtp,
    ).toMatchObject({ port: 587, requireTls: true });
  });

  it('stop the start with the variable named, never the password', () => {
    const from = { MAIL_FROM: FROM };
    expect(load({ SMTP_URL: 'http://smtp.lender.example', ...from })).toThrow(/SMTP_URL/);
    expect(load({ SMTP_URL: 'smtp://u:topsecret@smtp.lender.example/x', ...from })).toThrow(
      /^Invalid configuration:\n {2}SMTP_URL: takes no path or query/,
    );
    expect(load({ SMTP_URL: 'smtp://u:topsecret@smtp.lender.example/x', ...from })).not.toThrow(
      /topsecret/,
    );
    expect(load({ SMTP_URL: 'smtp://u@smtp.lender.example', ...from })).toThrow(
      /SMTP_URL: has a user without a password/,
    );
    expect(load({ SMTP_URL: 'smtp://smtp.lender.example' })).toThrow(/MAIL_FROM: is needed/);
    expect(
      load({ SMTP_URL: 'smtp://smtp.lender.example', MAIL_FROM: 'Tenora <mail@lender>' }),
    ).toThrow(/MAIL_FROM: must be an address/);
  });
});

describe.each(DB_KINDS)('the e-mail outbox on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const mailbox = async (to: string) => {
    const res = await t.app.inject({ url: `/film/dev/email-outbox?to=${encodeURIComponent(to)}` });
    expect(res.json().code, res.body).toBe(0);
    return res.json().data as { reference: string; subject: string; html?: string }[];
  };

  it('keeps every try, newest first, which the support API reads by address in any case', async () => {
    t = await makeTestApp(kind);
    const outbox = new OutboxEmailGateway(t.db, t.clock);
    await outbox.send(DUE);
    t.clock.advanceMinutes(5);
    await outbox.send(DUE);
    t.clock.advanceMinutes(5);
    await outbox.send({
      to: DUE.to,
      subject: 'Terima kasih',
      text: DUE.text,
      reference: 'ntf-2026-000125',
      locale: 'id-ID',
    });
    await outbox.send({ ...DUE, to: 'someone.else@contoh.co.id', reference: 'ntf-2026-000126' });

    const messages = await mailbox('Sari.Dewi@CONTOH.co.id');
    expect(messages.map((m) => m.reference)).toEqual([
      'ntf-2026-000125',
      'ntf-2026-000123',
      'ntf-2026-000123',
    ]);
    expect(messages[0]).toEqual({
      to: 'sari.dewi@contoh.co.id',
      subject: 'Terima kasih',
      text: DUE.text,
      reference: 'ntf-2026-000125',
      locale: 'id-ID',
      sentAt: new Date(t.clock.now()).toISOString(),
    });
    expect(messages[1]).toMatchObject({ subject: DUE.subject, html: DUE.html });
    await expect(outbox.send({ ...DUE, to: 'not an address' })).rejects.toMatchObject({
      retryable: false,
    });
    // The address was in the support API's query: the request log has it redacted.
    expect(t.logs()).toContain('/film/dev/email-outbox?to=[redacted]');
    expect(t.logs()).not.toMatch(/sari/i);
  });

  it('is not there in production', async () => {
    t = await makeTestApp(kind, { env: PRODUCTION_ENV });
    const res = await t.app.inject({ url: '/film/dev/email-outbox?to=sari.dewi%40contoh.co.id' });
    expect(res.statusCode).toBe(404);
  });
});
