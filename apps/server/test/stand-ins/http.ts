import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a provider's server receives it. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the stand-in answers: a status and a body, sent as JSON unless it is already text. */
export interface Answer {
  status: number;
  body: unknown;
  /** Never answer: the client's own timeout has to end the call. */
  stall?: boolean;
}

/**
 * A provider played on this machine: a real HTTP server on a free port of 127.0.0.1, answering
 * each request as `answer` says.
 */
export async function listen(
  answer: (request: Received) => Answer,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { status, body, stall } = answer({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (stall) return;
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      res.writeHead(status, {
        'content-type': typeof body === 'string' ? 'application/xml' : 'application/json',
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A provider's server: started by `start()`, it answers every request by `answer`, or by the
 * answer a test queued for the next one.
 */
export abstract class StandInServer {
  private server: { url: string; close(): Promise<void> } | undefined;
  /** Answers the test asked for, given to the next requests in turn. */
  protected readonly next: Answer[] = [];

  get url(): string {
    if (!this.server) throw new Error('the stand-in is not started');
    return this.server.url;
  }

  close(): Promise<void> {
    return this.server?.close() ?? Promise.resolve();
  }

  /** Listens on a free port; the provider's class starts itself with `new X().start()`. */
  async start(): Promise<this> {
    this.server = await listen((request) => this.answer(request));
    return this;
  }

  protected abstract answer(request: Received): Answer;
}
