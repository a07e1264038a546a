import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { StaffRole } from '../../src/contract/admin-values';
import { NOW_SQL } from '../db/sql-fragments';
import { hashPassword, verifyPassword } from './passwords';

export type AdminOutcome = 'created' | 'updated' | 'unchanged';

/**
 * A number nobody can type: the accounts table wants a mobile per account, the admin has none
 * (it logs in with its email). Made from the email, so each admin email gets its own.
 */
const placeholderMobile = (email: string) =>
  `admin-${createHash('sha256').update(email).digest('hex').slice(0, 12)}`;

/**
 * The admin account of ADMIN_EMAIL + ADMIN_PASSWORD (interface §7, §8): a user-type account
 * with `is_admin`, its mobile counted as verified so `POST /v1/user/login` gives it a session.
 * Created when missing; an existing user account with that email becomes the admin. A changed
 * password replaces the hash and ends the account's sessions (session_version). Any other
 * account loses `is_admin`: the settings name the one admin. Run at start (start.ts).
 */
export async function ensureAdminAccount(
  pool: pg.Pool,
  admin: { email: string; password: string },
): Promise<AdminOutcome> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Two instances starting together: one at a time.
    await client.query("select pg_advisory_xact_lock(hashtextextended('admin-account', 0))");
    const { rows } = await client.query<{
      id: string;
      password_hash: string;
      is_admin: boolean;
      is_mobile_verified: boolean;
    }>(
      `select id, password_hash, is_admin, is_mobile_verified from accounts
        where type = 'user' and email = $1 for update`,
      [admin.email],
    );
    const existing = rows[0];
    let outcome: AdminOutcome;
    let adminId: string;
    if (!existing) {
      const inserted = await client.query<{ id: string }>(
        `insert into accounts
           (type, full_name, email, country_code, mobile, password_hash, profile, is_mobile_verified, is_admin)
         values ('user', 'Admin', $1, '', $2, $3, '{}'::jsonb, true, true)
         returning id`,
        [admin.email, placeholderMobile(admin.email), await hashPassword(admin.password)],
      );
      adminId = inserted.rows[0]?.id as string;
      outcome = 'created';
    } else {
      adminId = existing.id;
      const samePassword = await verifyPassword(admin.password, existing.password_hash);
      if (!samePassword) {
        await client.query(
          `update accounts set password_hash = $2, session_version = session_version + 1,
                  is_admin = true, is_mobile_verified = true, updated_at = ${NOW_SQL}
            where id = $1`,
          [existing.id, await hashPassword(admin.password)],
        );
        outcome = 'updated';
      } else if (!existing.is_admin || !existing.is_mobile_verified) {
        await client.query(
          `update accounts set is_admin = true, is_mobile_verified = true, updated_at = ${NOW_SQL}
            where id = $1`,
          [existing.id],
        );
        outcome = 'updated';
      } else outcome = 'unchanged';
    }
    await client.query('update accounts set is_admin = false where is_admin and id <> $1', [
      adminId,
    ]);
    await client.query('commit');
    return outcome;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * An account's staff role (interface §10): the ADMIN_EMAIL account is an admin; others have the
 * role an admin granted, or none. A suspended account has none (it has no session either).
 */
export function staffRole(account: object): StaffRole | null {
  const row = account as { is_admin?: unknown; staff_role?: unknown; suspended_at?: unknown };
  if (row.suspended_at) return null;
  if (row.is_admin === true) return 'admin';
  return row.staff_role === 'admin' || row.staff_role === 'moderator' ? row.staff_role : null;
}

/** Whether an account row (as `select *` reads it) is an admin's. */
export const isAdmin = (account: object): boolean => staffRole(account) === 'admin';
