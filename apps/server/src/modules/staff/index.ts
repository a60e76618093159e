import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { registerRoutes } from '../../platform/register.ts';
import { dummyPasswordHash } from '../../platform/staff-auth.ts';
import { staffRoutes } from './routes.ts';
import { disableDevStaff, ensureStaffMember } from './service.ts';

/**
 * The lender's staff: sign-in, their accounts, and the audit log (decision 060). Outside
 * production it makes sure the development accounts exist (DEV_STAFF), never in production.
 */
export async function staffModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerRoutes(app, deps, staffRoutes);
  void dummyPasswordHash();
  if (deps.config.seedDemo) {
    for (const member of DEV_STAFF) await ensureStaffMember(deps.db, deps.clock, member);
  } else if (deps.config.env === 'production') {
    // A database copied from staging, or seeded by hand, could carry an account whose password is
    // printed in this repository: it must not open a production console.
    const disabled = await disableDevStaff(
      deps.db,
      deps.clock,
      DEV_STAFF.map((m) => m.email),
    );
    for (const email of disabled)
      app.log.warn(
        { email },
        'development staff account disabled: it must not exist in production',
      );
  }
}

/** Development and test sign-ins; `npm start` prints them. Never created, and disabled, in production. */
export const DEV_STAFF = [
  {
    email: 'admin@tenora.dev',
    name: 'Dev Admin',
    roles: ['admin', 'agent', 'credit'] as const,
    password: 'tenora-admin-dev-only',
  },
  {
    email: 'agent@tenora.dev',
    name: 'Dev Agent',
    roles: ['agent'] as const,
    password: 'tenora-agent-dev-only',
  },
  {
    email: 'credit@tenora.dev',
    name: 'Dev Credit',
    roles: ['credit'] as const,
    password: 'tenora-credit-dev-only',
  },
];

export { createStaffMember } from './service.ts';
