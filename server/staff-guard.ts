import type { FastifyRequest } from 'fastify';
import { roleAllows, type StaffRole } from '../src/contract/admin-values';
import type { AppContext } from './context';
import { forbidden } from './errors';
import type { AccountRow } from './services/accounts';
import { staffRole } from './services/admin-account';
import { requireAccount } from './session-guard';

/**
 * The staff guard of every `/v1/admin/*` call: no session 401 (as everywhere), a member or a
 * role below `needed` 403 in the request's language. The role is read from the account row on
 * each request, so a role taken away or a suspension holds at once, on every instance.
 */
export async function requireStaff(
  ctx: AppContext,
  request: FastifyRequest,
  needed: StaffRole,
): Promise<AccountRow & { staff_role: StaffRole }> {
  const account = await requireAccount(ctx, request);
  const role = staffRole(account);
  if (!roleAllows(role, needed))
    throw forbidden(needed === 'admin' ? 'staff.adminsOnly' : 'staff.staffOnly');
  return Object.assign(account, { staff_role: role as StaffRole });
}
