import type pg from 'pg';
import { NOW_SQL } from '../db/sql-fragments';
import type { AccountRow } from './accounts';

/**
 * STAND-IN (issue 23, helper "reports"): the accounts helper builds the real suspension service
 * at this path with this signature; the integrator keeps theirs. This one only does what the
 * reports' `suspend` resolution needs to run: the columns set and every session ended.
 */
export class SuspensionService {
  /**
   * Suspends `accountId` inside the caller's transaction `client` (the caller writes its own
   * audit row). `already`: suspended before; `not_found`: no such account, or erased.
   */
  async suspend(
    client: pg.PoolClient,
    _actor: Pick<AccountRow, 'id' | 'email'>,
    accountId: string | number,
    options: { reason: string; until: Date | string | null },
  ): Promise<'suspended' | 'not_found' | 'already'> {
    const { rows } = await client.query<{ suspended: boolean }>(
      `select suspended_at is not null and (suspended_until is null or suspended_until > ${NOW_SQL})
              as suspended
         from accounts where id = $1 and erased_at is null for update`,
      [accountId],
    );
    const found = rows[0];
    if (!found) return 'not_found';
    if (found.suspended) return 'already';
    await client.query(
      `update accounts set suspended_at = ${NOW_SQL}, suspended_until = $2, suspension_reason = $3,
              session_version = session_version + 1
        where id = $1`,
      [accountId, options.until, options.reason],
    );
    return 'suspended';
  }
}
