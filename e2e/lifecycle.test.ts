import { tmpdir } from 'node:os';
import { describe, expect } from 'vitest';
import { it } from './fixtures.ts';
import { startServer, type RunningServer } from './server.ts';
import { newBorrower } from './support-api.ts';

async function orderCount(baseUrl: string, sessionId: string): Promise<number> {
  const res = await fetch(`${baseUrl}/film/order/list?sessionId=${sessionId}`, { method: 'POST' });
  const body = await res.json();
  return body.data.orders.length;
}

// Servers of its own, not the worker's: this test stops one and starts another on its data.
describe('npm start lifecycle', () => {
  // Two starts, and server.ts allows each 90 s on a busy machine: more than a test's usual 60 s.
  it('prints the demo links, stops cleanly on Ctrl-C, and keeps its data across a restart without reseeding', async () => {
    const servers: RunningServer[] = [];
    try {
      // Started from another folder: the built server finds its migrations, seed data and the
      // web build from its own place, not from the working directory.
      const first = await startServer({ cwd: tmpdir() });
      servers.push(first);
      expect(first.output()).toMatch(
        /India, English, ₹: +http:\/\/localhost:\d+\/orders\?sessionId=demo-in&userId=1&appName=tenora-in/,
      );
      expect(first.output()).toMatch(
        /Indonesia, Bahasa, Rp: +http:\/\/localhost:\d+\/orders\?sessionId=demo-id/,
      );
      expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
      // 503 when the web build is not found.
      expect((await fetch(`${first.baseUrl}/`)).status).toBe(200);
      const created = await newBorrower('ID', { server: first.baseUrl });
      expect(await orderCount(first.baseUrl, 'demo-in')).toBe(10);

      expect(await first.stop('SIGINT')).toBe(0);
      expect(first.output()).toContain('Tenora stopped cleanly.');

      const second = await startServer({ dataDir: first.dataDir });
      servers.push(second);
      expect(second.output()).not.toContain('demo data loaded');
      expect(await orderCount(second.baseUrl, 'demo-in')).toBe(10);
      expect(await orderCount(second.baseUrl, created.sessionId)).toBe(0);
      expect(await second.stop('SIGTERM')).toBe(0);
    } finally {
      // A failed assertion must not leave a server running after the suite.
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    }
  }, 200_000);
});
