import {
  opsAuditList,
  opsMe,
  opsSignIn,
  opsSignOut,
  opsStaffCreate,
  opsStaffList,
  opsStaffSetDisabled,
  opsStaffSetRoles,
  opsStaffUnlock,
} from '@tenora/contract/ops';
import { bind } from '../../platform/register.ts';
import {
  createStaffMember,
  listAudit,
  listStaff,
  me,
  setMemberDisabled,
  setMemberRoles,
  signInAndSetCookie,
  signOut,
  unlockMember,
} from './service.ts';

export const staffRoutes = [
  bind(opsSignIn, async (input, ctx) => signInAndSetCookie(ctx, input)),
  bind(opsSignOut, async (_input, ctx) => signOut(ctx)),
  bind(opsMe, async (_input, ctx) => me(ctx)),
  bind(opsStaffList, async (_input, { deps }) => listStaff(deps)),
  bind(opsStaffCreate, async (input, { deps, staff }) =>
    createStaffMember(deps.db, deps.clock, input, staff.id),
  ),
  bind(opsStaffSetRoles, async ({ staffId, roles }, { deps, staff }) =>
    setMemberRoles(deps, staff, staffId, roles),
  ),
  bind(opsStaffSetDisabled, async ({ staffId, disabled }, { deps, staff }) =>
    setMemberDisabled(deps, staff, staffId, disabled),
  ),
  bind(opsStaffUnlock, async ({ staffId }, { deps, staff }) => unlockMember(deps, staff, staffId)),
  bind(opsAuditList, async (filter, { deps }) => listAudit(deps, filter)),
];
