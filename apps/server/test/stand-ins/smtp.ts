import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach } from 'vitest';

/**
 * A mail provider's submission port, played by a real SMTP server (smtp-server, which speaks
 * RFC 5321), each message read back with mailparser as a mail client would.
 */

export interface Received {
  mailFrom: string | false;
  rcptTo: string[];
  mail: ParsedMail;
}

export interface StandIn {
  port: number;
  received: Received[];
  /** The credentials each AUTH carried. */
  auths: { username: string | undefined; password: string | null | undefined }[];
  /** Connections accepted. */
  connections: () => number;
}

/** An SMTP error reply, as smtp-server's handlers give one. */
export const reply = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/** A server that reads the whole message, then refuses it with this reply. */
export const refusingData = (responseCode: number, message: string): SMTPServerOptions => ({
  onData: (stream, _session, callback) => {
    stream.resume();
    stream.on('end', () => callback(reply(responseCode, message)));
  },
});

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
  );
});

/** A plain-text SMTP server on a free local port; `options` add its handlers and refusals. */
export async function standIn(options: SMTPServerOptions = {}): Promise<StandIn> {
  const received: Received[] = [];
  const auths: StandIn['auths'] = [];
  let connections = 0;
  const server = new SMTPServer({
    // No STARTTLS on offer: the tests speak plain SMTP on loopback.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      auths.push({ username: auth.username, password: auth.password });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            mailFrom: session.envelope.mailFrom && session.envelope.mailFrom.address,
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            mail,
          });
          callback(null, 'Ok: queued as 4F3C1A9');
        },
        (err: Error) => callback(err),
      );
    },
    ...options,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, auths, connections: () => connections };
}
