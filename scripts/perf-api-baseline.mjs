#!/usr/bin/env node
// A baseline server for scripts/perf-api.mjs, which starts it as a process of its own, as Tenora's
// server runs: a baseline sharing the load generator's event loop came out several times lower
// than it is, and made every share look larger.
//   node scripts/perf-api-baseline.mjs bare     a bare Fastify answering a small JSON
//   node scripts/perf-api-baseline.mjs select1  the same answering one `SELECT 1` on PostgreSQL
//                                               (DATABASE_URL, a pool of POOL_SIZE): the least a
//                                               read that asks the database can cost
// Listens on 127.0.0.1 at a free port and prints `listening <port>` once it answers.
import Fastify from 'fastify';
import pg from 'pg';

const mode = process.argv[2];
const app = Fastify();
let pool;
if (mode === 'bare') {
  app.post('/', async () => ({ code: 0, data: { hello: 'world' }, message: '' }));
} else if (mode === 'select1') {
  pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.POOL_SIZE ?? 4),
  });
  // As the server does (apps/server/src/platform/db.ts): an idle client's error must not end it.
  pool.on('error', () => undefined);
  // Connected before it says it listens, so the warm-up does not pay for the first connection.
  await pool.query('select 1');
  app.post('/', async () => {
    const { rows } = await pool.query('select 1 as one');
    return { code: 0, data: rows[0], message: '' };
  });
} else {
  console.error('usage: node scripts/perf-api-baseline.mjs bare|select1');
  process.exit(2);
}

await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);

process.on('SIGTERM', async () => {
  await app.close();
  await pool?.end();
  process.exit(0);
});
