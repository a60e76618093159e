import { mkdir } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { STAFF_PASSWORD_MIN } from '@tenora/contract/ops';
import { adminPasswordFromEnv, loadConfig } from './config.ts';
import { createStaffMember } from './modules/staff/index.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { openDb, type Db } from './platform/db.ts';
import { AppError } from './platform/errors.ts';
import { migrate } from './platform/migrate.ts';

/**
 * `npm run ops:create-admin -- --email a@b.c --name "A B"`: the first admin of a production
 * console, which seeds no staff and has no default password (decision 060). The password comes
 * from TENORA_ADMIN_PASSWORD or the first line on stdin (asked for when stdin is a terminal),
 * at least 12 characters; it is never an argument, so it stays out of shell history and `ps`.
 * Works on DATABASE_URL, or the embedded database in DATA_DIR, like the server.
 */

export interface AdminInput {
  email: string;
  name: string;
  password: string;
}

export function parseArgs(argv: readonly string[]): { email?: string; name?: string } {
  const out: { email?: string; name?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = inline ?? argv[i + 1];
    if (flag === '--email' || flag === '--name') {
      if (value === undefined) throw new Error(`${flag} needs a value`);
      out[flag === '--email' ? 'email' : 'name'] = value;
      if (inline === undefined) i += 1;
    } else {
      throw new Error(`unknown argument: ${arg}`);
    }
  }
  return out;
}

/** Creates the admin, audited as done by no staff member (a script). */
export async function createAdmin(db: Db, clock: Clock, input: AdminInput) {
  if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) throw new Error('--email is not an e-mail address');
  if (!input.name.trim()) throw new Error('--name is empty');
  if (input.password.length < STAFF_PASSWORD_MIN)
    throw new Error(`the password needs at least ${STAFF_PASSWORD_MIN} characters`);
  try {
    return await createStaffMember(db, clock, { ...input, roles: ['admin'] }, null);
  } catch (err) {
    if (err instanceof AppError && err.userMessage) throw new Error(err.userMessage);
    throw err;
  }
}

async function readLine(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  if (process.stdin.isTTY) process.stderr.write(prompt);
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const email = args.email ?? (await readLine('E-mail: ')).trim();
  const name = args.name ?? (await readLine('Name: ')).trim();
  const password =
    adminPasswordFromEnv() ??
    (await readLine(`Password (at least ${STAFF_PASSWORD_MIN} characters): `));
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const db = await openDb(config);
  try {
    await migrate(db);
    const admin = await createAdmin(db, systemClock, { email, name, password });
    process.stdout.write(`Created admin ${admin.email} (id ${admin.id}). Sign in at /console/.\n`);
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    process.stderr.write(`ops:create-admin: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
