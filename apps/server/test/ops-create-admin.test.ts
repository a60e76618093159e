import { spawn } from 'node:child_process';
import { PassThrough, Writable } from 'node:stream';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD_MAX } from '@tenora/contract/ops';
import { createAdmin, parseArgs, prompter } from '../src/create-admin.ts';
import { openPglite } from '../src/platform/db.ts';
import { DB_KINDS, makeTestApp, PRODUCTION_ENV, type TestApp } from './helper.ts';
import { signIn } from './ops-helper.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The command from its source: `npm run ops:create-admin` builds the server first, and in
 * `npm test` these tests run beside the build, which must not be written twice at once.
 */
function run(args: string[], env: Record<string, string>, stdin: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const script = ['--import', 'tsx', 'apps/server/src/create-admin.ts', ...args];
    const child = spawn(process.execPath, script, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    child.stdin.end(stdin);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('ops:create-admin', () => {
  it('reads --email and --name, both spellings', () => {
    expect(parseArgs(['--email', 'a@b.c', '--name=A B'])).toEqual({ email: 'a@b.c', name: 'A B' });
    expect(() => parseArgs(['--password', 'x'])).toThrow(/unknown argument/);
    expect(parseArgs(['--another', '--email', 'a@b.c'])).toEqual({ another: true, email: 'a@b.c' });
  });

  async function answers(isTTY: boolean) {
    const input = Object.assign(new PassThrough(), { isTTY });
    let shown = '';
    const output = new Writable({
      write(chunk, _enc, done) {
        shown += String(chunk);
        done();
      },
    });
    const questions = prompter(input, output);
    const lines = ['boss@lender.test', 'The Boss', 'a long admin password'];
    // Piped: every line arrives in one chunk. Typed: each after its question.
    if (!isTTY) input.write(lines.map((l) => `${l}\n`).join(''));
    const got: string[] = [];
    for (const [i, question] of ['E-mail: ', 'Name: ', 'Password: '].entries()) {
      const answer = questions.ask(question, i === 2);
      if (isTTY) input.write(`${lines[i] ?? ''}\r`);
      got.push(await answer);
    }
    questions.close();
    return { got, shown };
  }

  it('reads every answer from one stream, and on a terminal does not echo the password', async () => {
    const piped = await answers(false);
    expect(piped.got).toEqual(['boss@lender.test', 'The Boss', 'a long admin password']);
    expect(piped.shown).toBe('');
    const typed = await answers(true);
    expect(typed.got).toEqual(piped.got);
    expect(typed.shown).toContain('E-mail: ');
    expect(typed.shown).toContain('Password: ');
    expect(typed.shown).toContain('The Boss');
    expect(typed.shown).not.toContain('a long admin password');
  });

  it('creates the first admin on the configured embedded database, the password from stdin', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tenora-admin-'));
    const env = { ...PRODUCTION_ENV, DATA_DIR: dataDir, TENORA_ADMIN_PASSWORD: '' };
    delete (env as Record<string, string | undefined>).TENORA_ADMIN_PASSWORD;
    const made = await run(
      ['--email', 'boss@lender.test', '--name', 'The Boss'],
      env,
      'a long admin password\n',
    );
    expect(made.output).toContain('Created admin boss@lender.test');
    expect(made.code).toBe(0);
    const short = await run(
      ['--email', 'two@lender.test', '--name', 'Two'],
      { ...env, TENORA_ADMIN_PASSWORD: 'short' },
      '',
    );
    expect(short.output).toMatch(/at least 12 characters/);
    expect(short.code).toBe(1);
    const second = await run(
      ['--email', 'two@lender.test', '--name', 'Two'],
      env,
      'another long password\n',
    );
    expect(second.output).toMatch(/an active admin already exists/);
    expect(second.code).toBe(1);
    const asked = await run(['--another'], env, 'two@lender.test\nTwo\nanother long password\n');
    expect(asked.output).toContain('Created admin two@lender.test');
    expect(asked.code).toBe(0);
    const db = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const rows = await db.query<{ email: string; roles: string[] }>(
        'select email, roles from staff order by id',
      );
      expect(rows).toEqual([
        { email: 'boss@lender.test', roles: ['admin'] },
        { email: 'two@lender.test', roles: ['admin'] },
      ]);
    } finally {
      await db.close();
    }
  }, 150_000);
});

describe.each(DB_KINDS)('the first admin on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('seeds no staff in production; the created admin signs in, audited as a script', async () => {
    // In production the console lives on a host of its own (decision 073).
    t = await makeTestApp(kind, { env: { ...PRODUCTION_ENV, CONSOLE_HOST: 'localhost' } });
    expect(await t.db.query('select id from staff')).toEqual([]);
    const dev = await t.app.inject({
      method: 'POST',
      url: '/film/ops/sign-in',
      payload: { email: 'admin@tenora.dev', password: 'tenora-admin-dev-only' },
    });
    expect(dev.statusCode).toBe(401);
    await expect(
      createAdmin(t.db, t.clock, {
        email: 'boss@lender.test',
        name: 'Boss',
        password: 'too short',
      }),
    ).rejects.toThrow(/at least 12/);
    await expect(
      createAdmin(t.db, t.clock, {
        email: 'boss@lender.test',
        name: 'Boss',
        password: 'x'.repeat(STAFF_PASSWORD_MAX + 1),
      }),
    ).rejects.toThrow(/at most 200/);
    const admin = await createAdmin(t.db, t.clock, {
      email: 'boss@lender.test',
      name: 'Boss',
      password: 'a long admin password',
    });
    await expect(
      createAdmin(t.db, t.clock, {
        email: 'second@lender.test',
        name: 'Second',
        password: 'a long admin password',
      }),
    ).rejects.toThrow(/an active admin already exists.*--another/);
    await expect(
      createAdmin(
        t.db,
        t.clock,
        { email: 'Boss@lender.test', name: 'B', password: 'a long admin password' },
        { another: true },
      ),
    ).rejects.toThrow(/already exists/);
    const s = await signIn(t, 'boss@lender.test', 'a long admin password');
    expect(s.id).toBe(admin.id);
    // The test database was seeded as in development: its demo sessions' end is audited too.
    const audit = await t.db.query(
      `select staff_id, action, object_id from audit_log where object_type = 'staff' order by id`,
    );
    expect(audit).toEqual([
      { staff_id: null, action: 'staff.create', object_id: String(admin.id) },
      { staff_id: admin.id, action: 'staff.signIn', object_id: String(admin.id) },
    ]);
  });
});
