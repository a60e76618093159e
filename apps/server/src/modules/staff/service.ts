import type { StaffRole } from '@tenora/contract/endpoint';
import { STAFF_PASSWORD_MIN, type StaffMember } from '@tenora/contract/ops';
import { LAST_CALENDAR_DATE } from '@tenora/domain/calendar';
import { addDays } from '@tenora/domain/dates';
import { auditEntries, writeAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import { badInput, businessFailure, notFound } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/ports.ts';
import {
  activeAdminCount,
  allStaff,
  clearStaffCookie,
  endStaffSession,
  hashPassword,
  insertStaff,
  lockActiveAdmins,
  lockActiveStaffByEmail,
  setDisabled,
  setRoles,
  setStaffCookie,
  signIn,
  staffByIds,
  staffIdByEmail,
  staffMember,
  type StaffMemberRow,
  type StaffPrincipal,
} from '../../platform/staff-auth.ts';
import { clearFailures, signInStates } from '../../platform/staff-sign-in-guard.ts';
import type { StaffContext, PublicContext } from '../../platform/register.ts';

/** The members as the console shows them, with what failed sign-ins left on each account. */
async function memberViews(
  db: Queryable,
  clock: Clock,
  rows: readonly StaffMemberRow[],
): Promise<StaffMember[]> {
  const states = await signInStates(
    db,
    rows.map((r) => r.email),
    clock.now(),
  );
  return rows.map((r) => {
    const state = states.get(r.email);
    return {
      id: r.id,
      email: r.email,
      name: r.name,
      roles: r.roles,
      disabled: r.disabled,
      createdAt: r.created_at.toISOString(),
      lastSignInAt: r.last_sign_in_at?.toISOString() ?? null,
      failedSignIns: state?.failures ?? 0,
      lockedUntil: state?.heldBackUntil?.toISOString() ?? null,
    };
  });
}

async function memberView(db: Queryable, clock: Clock, row: StaffMemberRow): Promise<StaffMember> {
  const [view] = await memberViews(db, clock, [row]);
  if (!view) throw notFound('This staff member was not found.');
  return view;
}

const sessionView = (s: StaffPrincipal) => ({
  staff: { id: s.id, email: s.email, name: s.name, roles: [...s.roles] },
  csrfToken: s.csrfToken,
});

export async function signInAndSetCookie(
  ctx: PublicContext,
  input: { email: string; password: string },
) {
  const { deps, request, reply } = ctx;
  const opened = await signIn(deps, ctx.visitor.ip, input.email, input.password);
  setStaffCookie(deps.config, request, reply, opened.token, opened.expiresAt, deps.clock.now());
  return sessionView(opened.staff);
}

export async function signOut(ctx: StaffContext) {
  await endStaffSession(ctx.deps.db, ctx.deps.clock, ctx.staff);
  clearStaffCookie(ctx.deps.config, ctx.request, ctx.reply);
  return {};
}

export const me = (ctx: StaffContext) => sessionView(ctx.staff);

export async function listStaff(deps: AppDeps) {
  return { staff: await memberViews(deps.db, deps.clock, await allStaff(deps.db)) };
}

/**
 * Adds a staff member with a password chosen by whoever creates them (an admin in the console,
 * or ops:create-admin with no staff yet: `actorId` null). The audit entry never holds the hash.
 */
export async function createStaffMember(
  db: Db,
  clock: Clock,
  input: { email: string; name: string; roles: readonly StaffRole[]; password: string },
  actorId: number | null,
): Promise<StaffMember> {
  if (input.password.length < STAFF_PASSWORD_MIN)
    throw badInput(`The password needs at least ${STAFF_PASSWORD_MIN} characters.`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const id = await insertStaff(tx, {
      email: input.email.trim(),
      name: input.name.trim(),
      roles: [...new Set(input.roles)],
      passwordHash,
      at: clock.now(),
    });
    if (id === null) throw businessFailure('A staff member with this e-mail already exists.');
    const row = await staffMember(tx, id);
    if (!row) throw notFound();
    const view = await memberView(tx, clock, row);
    await writeAudit(tx, clock, {
      staffId: actorId,
      action: 'staff.create',
      objectType: 'staff',
      objectId: id,
      before: null,
      after: view,
    });
    return view;
  });
}

// The development passwords are fixed, so each is hashed once per process (every test app seeds
// them; argon2 is slow on purpose).
const devHashes = new Map<string, Promise<string>>();

/** Creates the member unless the e-mail exists: the development accounts, every start. */
export async function ensureStaffMember(
  db: Db,
  clock: Clock,
  input: { email: string; name: string; roles: readonly StaffRole[]; password: string },
): Promise<void> {
  if ((await staffIdByEmail(db, input.email)) !== null) return;
  let passwordHash = devHashes.get(input.password);
  if (!passwordHash) {
    passwordHash = hashPassword(input.password);
    devHashes.set(input.password, passwordHash);
  }
  const hash = await passwordHash;
  await db.transaction(async (tx) => {
    await insertStaff(tx, { ...input, passwordHash: hash, at: clock.now() });
  });
}

/**
 * Disables every active account with one of these e-mails and ends its sessions, audited as done
 * by no staff member; the e-mails disabled.
 */
export async function disableDevStaff(
  db: Db,
  clock: Clock,
  emails: readonly string[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await lockActiveStaffByEmail(tx, emails);
    for (const before of await memberViews(tx, clock, rows)) {
      await setDisabled(tx, before.id, true);
      await writeAudit(tx, clock, {
        staffId: null,
        action: 'staff.devAccountDisabled',
        objectType: 'staff',
        objectId: before.id,
        before,
        after: { ...before, disabled: true },
      });
    }
    return rows.map((r) => r.email);
  });
}

async function changeMember(
  deps: AppDeps,
  actor: StaffPrincipal,
  id: number,
  action: string,
  apply: (tx: Queryable, row: StaffMemberRow) => Promise<void>,
) {
  return deps.db.transaction(async (tx) => {
    // Two admins demoting or disabling each other at once would each still see the other as an
    // admin: the active admins are locked first (in id order, so no deadlock), so the second
    // change waits, then counts what the first left.
    await lockActiveAdmins(tx);
    const row = await staffMember(tx, id, true);
    if (!row) throw notFound('This staff member was not found.');
    const before = await memberView(tx, deps.clock, row);
    await apply(tx, row);
    const changed = await staffMember(tx, id);
    if (!changed) throw notFound('This staff member was not found.');
    const after = await memberView(tx, deps.clock, changed);
    if ((await activeAdminCount(tx)) === 0)
      throw businessFailure(
        'This change would leave no active admin. Give another member the admin role first.',
      );
    await writeAudit(tx, deps.clock, {
      staffId: actor.id,
      action,
      objectType: 'staff',
      objectId: id,
      before,
      after,
    });
    return after;
  });
}

export const setMemberRoles = (
  deps: AppDeps,
  actor: StaffPrincipal,
  id: number,
  roles: readonly StaffRole[],
) =>
  changeMember(deps, actor, id, 'staff.setRoles', async (tx) => {
    // Keeps at least one admin: nobody can take admin away from themself.
    if (id === actor.id && !roles.includes('admin'))
      throw businessFailure('You cannot take the admin role away from yourself.');
    await setRoles(tx, id, [...new Set(roles)]);
  });

export const setMemberDisabled = (
  deps: AppDeps,
  actor: StaffPrincipal,
  id: number,
  disabled: boolean,
) =>
  changeMember(deps, actor, id, disabled ? 'staff.disable' : 'staff.enable', async (tx) => {
    if (id === actor.id && disabled) throw businessFailure('You cannot disable yourself.');
    await setDisabled(tx, id, disabled);
  });

/**
 * Forgets the member's failed sign-ins, from every address, so they can sign in at once; an
 * attack that goes on counts again from nothing (decision 088).
 */
export const unlockMember = (deps: AppDeps, actor: StaffPrincipal, id: number) =>
  changeMember(deps, actor, id, 'staff.unlock', (tx, row) => clearFailures(tx, row.email));

export async function listAudit(
  deps: AppDeps,
  f: {
    staffId?: number | undefined;
    action?: string | undefined;
    objectType?: string | undefined;
    objectId?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  },
) {
  const page = f.page ?? 1;
  const pageSize = f.pageSize ?? 50;
  const { rows, total, totalCapped } = await auditEntries(deps.db, {
    staffId: f.staffId,
    action: f.action || undefined,
    objectType: f.objectType || undefined,
    objectId: f.objectId || undefined,
    from: f.from ? new Date(`${f.from}T00:00:00Z`) : undefined,
    to: f.to && f.to !== LAST_CALENDAR_DATE ? new Date(`${addDays(f.to, 1)}T00:00:00Z`) : undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const staff = await staffByIds(
    deps.db,
    rows.map((r) => r.staff_id),
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staffId: r.staff_id,
      staffEmail: r.staff_id === null ? null : (staff.get(r.staff_id)?.email ?? null),
      action: r.action,
      objectType: r.object_type,
      objectId: r.object_id,
      before: r.before,
      after: r.after,
    })),
    total,
    totalCapped,
    page,
    pageSize,
  };
}
