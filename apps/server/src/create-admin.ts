import { realpathSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '@tenora/contract/ops';
import { adminPasswordFromEnv, loadConfig } from './config.ts';
import { createStaffMember } from './modules/staff/index.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { openDb, type Db } from './platform/db.ts';
import { AppError } from './platform/errors.ts';
import { migrate } from './platform/migrate.ts';
import { activeAdminCount } from './platform/staff-auth.ts';

/**
 * `npm run ops:create-admin -- --email a@b.c --name "A B"`: the first admin of a production
 * console, which seeds no staff and has no default password (decision 060). The password comes
 * from TENORA_ADMIN_PASSWORD or the next line on stdin (asked for, and not echoed, when stdin is
 * a terminal), 12 to 200 characters as sign-in accepts; it is never an argument, so it stays out
 * of shell history and `ps`. With an active admin already there it refuses, unless `--another`
 * says a further admin is meant (decision 071). Works on DATABASE_URL, or the embedded database
 * in DATA_DIR, like the server.
 */

export interface AdminInput {
  email: string;
  name: string;
  password: string;
}

export interface AdminArgs {
  email?: string;
  name?: string;
  another?: boolean;
}

export function parseArgs(argv: readonly string[]): AdminArgs {
  const out: AdminArgs = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = inline ?? argv[i + 1];
    if (flag === '--email' || flag === '--name') {
      if (value === undefined) throw new Error(`${flag} needs a value`);
      out[flag === '--email' ? 'email' : 'name'] = value;
      if (inline === undefined) i += 1;
    } else if (arg === '--another') {
      out.another = true;
    } else {
      throw new Error(`unknown argument: ${arg}`);
    }
  }
  return out;
}

/** Creates the admin, audited as done by no staff member (a script). */
export async function createAdmin(
  db: Db,
  clock: Clock,
  input: AdminInput,
  opts: { another?: boolean } = {},
) {
  if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) throw new Error('--email is not an e-mail address');
  if (!input.name.trim()) throw new Error('--name is empty');
  if (input.password.length < STAFF_PASSWORD_MIN)
    throw new Error(`the password needs at least ${STAFF_PASSWORD_MIN} characters`);
  // Sign-in refuses longer ones, so an admin made with one could never sign in.
  if (input.password.length > STAFF_PASSWORD_MAX)
    throw new Error(`the password can have at most ${STAFF_PASSWORD_MAX} characters`);
  if (!opts.another) {
    if ((await activeAdminCount(db)) > 0)
      throw new Error(
        'an active admin already exists: sign in as one and add staff in the console, or pass --another to add one more admin',
      );
  }
  try {
    return await createStaffMember(db, clock, { ...input, roles: ['admin'] }, null);
  } catch (err) {
    if (err instanceof AppError && err.userMessage) throw new Error(err.userMessage);
    throw err;
  }
}

/**
 * Questions on one readline, so lines piped in together all reach their question (a readline per
 * question would swallow the buffered rest). On a terminal, a secret answer's keys are not echoed.
 */
export function prompter(input: NodeJS.ReadableStream & { isTTY?: boolean }, output: Writable) {
  const terminal = input.isTTY === true;
  let muted = false;
  const screen = new Writable({
    write(chunk, _enc, done) {
      if (!muted) output.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input, output: screen, terminal });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string, secret = false): Promise<string> {
      if (terminal) screen.write(question);
      muted = terminal && secret;
      try {
        const next = await lines.next();
        return next.done ? '' : String(next.value);
      } finally {
        if (muted) output.write('\n');
        muted = false;
      }
    },
    close: () => rl.close(),
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const questions = prompter(process.stdin, process.stderr);
  let email: string, name: string, password: string;
  try {
    email = args.email ?? (await questions.ask('E-mail: ')).trim();
    name = args.name ?? (await questions.ask('Name: ')).trim();
    password =
      adminPasswordFromEnv() ??
      (await questions.ask(
        `Password (${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters, not shown): `,
        true,
      ));
  } finally {
    questions.close();
  }
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const db = await openDb(config);
  try {
    await migrate(db);
    const admin = await createAdmin(
      db,
      systemClock,
      { email, name, password },
      { another: args.another === true },
    );
    process.stdout.write(`Created admin ${admin.email} (id ${admin.id}). Sign in at /console/.\n`);
  } finally {
    await db.close();
  }
}

/**
 * Run as a script, not imported by a test. Compared as real file URLs: Node gives the module its
 * real path but leaves argv[1] as typed, so a symlinked release folder or a space in a folder's
 * name made the command do nothing and exit 0.
 */
function runAsScript(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (runAsScript()) {
  main().catch((err: unknown) => {
    process.stderr.write(`ops:create-admin: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
