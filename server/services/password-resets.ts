import type pg from 'pg';
import { NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { randomToken, sha256 } from './secrets';
import type { AccountType, SessionTokens, TokenService } from './tokens';

/** How long an emailed reset link works. */
export const RESET_TTL_MINUTES = 60;

/** Why a reset link was refused; the route turns it into a message. */
export type ResetRefusal = 'invalid' | 'used' | 'voided' | 'expired';

export type RedeemResult = { ok: true; accountId: string } | { ok: false; reason: ResetRefusal };

/**
 * Password reset links and password changes. Each one ends every session of the account
 * (TokenService.endAllSessions) and voids the other outstanding reset links, in one transaction.
 */
export class PasswordResets {
  constructor(
    private readonly pool: pg.Pool,
    private readonly tokens: TokenService,
  ) {}

  /** A new single-use link token for the account (stored hashed), valid for an hour. */
  async create(accountId: string): Promise<string> {
    const token = randomToken();
    await this.pool.query(
      `insert into password_resets (account_id, token_hash, expires_at)
       values ($1, $2, ${NOW_SQL} + make_interval(mins => $3))`,
      [accountId, sha256(token), RESET_TTL_MINUTES],
    );
    return token;
  }

  /**
   * Sets the password with a link token of an account of `type`: the link is used, the account's
   * other links are voided, every session ends.
   */
  async redeem(token: string, type: AccountType, passwordHash: string): Promise<RedeemResult> {
    return this.transaction(async (client) => {
      const { rows } = await client.query<{
        id: string;
        account_id: string;
        used: boolean;
        voided: boolean;
        expired: boolean;
        type: AccountType;
      }>(
        `select r.id, r.account_id, r.used_at is not null as used,
                r.voided_at is not null as voided, r.expires_at < ${NOW_SQL} as expired, a.type
           from password_resets r join accounts a on a.id = r.account_id
          where r.token_hash = $1 for update of r`,
        [sha256(token)],
      );
      const reset = rows[0];
      if (!reset || reset.type !== type) return { ok: false, reason: 'invalid' };
      if (reset.used) return { ok: false, reason: 'used' };
      if (reset.voided) return { ok: false, reason: 'voided' };
      if (reset.expired) return { ok: false, reason: 'expired' };
      await client.query(`update password_resets set used_at = ${NOW_SQL} where id = $1`, [
        reset.id,
      ]);
      await this.setPassword(client, reset.account_id, passwordHash);
      return { ok: true, accountId: reset.account_id };
    });
  }

  /**
   * A logged-in password change: every session ends (the caller's too) and outstanding reset
   * links are voided; the caller gets a new session, the only one left.
   */
  async change(
    accountId: string,
    type: AccountType,
    passwordHash: string,
    userAgent?: string,
  ): Promise<SessionTokens> {
    await this.transaction((client) => this.setPassword(client, accountId, passwordHash));
    // The new login names this device in the sessions list, like any login.
    return this.tokens.issue(accountId, type, undefined, userAgent);
  }

  private async setPassword(client: pg.PoolClient, accountId: string, passwordHash: string) {
    await client.query(
      `update accounts set password_hash = $2, updated_at = ${NOW_SQL} where id = $1`,
      [accountId, passwordHash],
    );
    await client.query(
      `update password_resets set voided_at = ${NOW_SQL}
        where account_id = $1 and used_at is null and voided_at is null`,
      [accountId],
    );
    await this.tokens.endAllSessions(accountId, client);
  }

  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }
}
