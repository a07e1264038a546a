import { randomInt, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import type { AccountRow } from './accounts';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from './otp';
import { hmac, randomToken, sha256 } from './secrets';

/** How long the link that confirms a new email works (interface §9; by the server clock). */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** Why a confirmation link did nothing; the route turns it into words. */
export type EmailConfirmOutcome =
  | { kind: 'done'; account: AccountRow; oldEmail: string }
  | { kind: 'invalid' | 'used' | 'voided' | 'expired' | 'taken' };

/** What a code for a new number did. */
export type MobileVerifyOutcome =
  | { kind: 'done'; account: AccountRow }
  | { kind: 'no_code' | 'expired' | 'too_many' | 'taken' }
  | { kind: 'wrong'; left: number };

const safeEqual = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

interface ChangeRow {
  id: string;
  account_id: string;
  email: string | null;
  country_code: string | null;
  mobile: string | null;
  secret_hash: string;
  attempts: number;
  used: boolean;
  voided: boolean;
  expired: boolean;
}

/**
 * A member's own account settings (interface §9 "Account"): the name, and changes of email and
 * mobile that wait in `account_changes` until confirmed from the new address or number. The
 * account keeps (and logs in with) the old one until then. A newer request of a kind voids the
 * older ones; each link or code works once, by the server clock.
 */
export class AccountSettings {
  constructor(
    private readonly pool: pg.Pool,
    private readonly secret: string,
  ) {}

  private codeHash(changeAccount: string, code: string) {
    return hmac(this.secret, `mobile-change:${changeAccount}:${code}`);
  }

  async rename(accountId: string, fullName: string): Promise<AccountRow> {
    const { rows } = await this.pool.query<AccountRow>(
      `update accounts set full_name = $2, updated_at = ${NOW_SQL} where id = $1 returning *`,
      [accountId, fullName],
    );
    return rows[0] as AccountRow;
  }

  /** Voids the account's pending changes of `kind` and records a new one (one transaction). */
  private async record(
    accountId: string,
    kind: 'email' | 'mobile',
    values: { email?: string; country_code?: string; mobile?: string },
    secretHash: string,
    ttl: string,
  ): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `account-change:${kind}:${accountId}`,
      ]);
      await client.query(
        `update account_changes set voided_at = ${NOW_SQL}
          where account_id = $1 and kind = $2 and used_at is null and voided_at is null`,
        [accountId, kind],
      );
      await client.query(
        `insert into account_changes (account_id, kind, email, country_code, mobile, secret_hash, expires_at)
         values ($1, $2, $3, $4, $5, $6, ${NOW_SQL} + $7::interval)`,
        [
          accountId,
          kind,
          values.email ?? null,
          values.country_code ?? null,
          values.mobile ?? null,
          secretHash,
          ttl,
        ],
      );
    });
  }

  /**
   * A pending move to `email`: the token of the link to send there. `sendable` false (the
   * address belongs to another account) records a change whose token is never sent, so the
   * account's state is the same either way.
   */
  async startEmailChange(accountId: string, email: string): Promise<string> {
    const token = randomToken();
    await this.record(
      accountId,
      'email',
      { email },
      sha256(token),
      `${EMAIL_CHANGE_TTL_HOURS} hours`,
    );
    return token;
  }

  /** Opens a confirmation link: the account's email becomes the new one, once. */
  async confirmEmail(token: string): Promise<EmailConfirmOutcome> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<ChangeRow>(
        `select id, account_id, email, country_code, mobile, secret_hash, attempts,
                used_at is not null as used, voided_at is not null as voided,
                expires_at < ${NOW_SQL} as expired
           from account_changes where kind = 'email' and secret_hash = $1 for update`,
        [sha256(token)],
      );
      const change = rows[0];
      if (!change?.email) return { kind: 'invalid' };
      if (change.used) return { kind: 'used' };
      if (change.voided) return { kind: 'voided' };
      if (change.expired) return { kind: 'expired' };
      const old = await client.query<{ email: string }>(
        'select email from accounts where id = $1 for update',
        [change.account_id],
      );
      await client.query('savepoint move');
      try {
        const { rows: moved } = await client.query<AccountRow>(
          `update accounts set email = $2, updated_at = ${NOW_SQL} where id = $1 returning *`,
          [change.account_id, change.email],
        );
        await client.query(`update account_changes set used_at = ${NOW_SQL} where id = $1`, [
          change.id,
        ]);
        return {
          kind: 'done',
          account: moved[0] as AccountRow,
          oldEmail: old.rows[0]?.email ?? '',
        };
      } catch (error) {
        // Someone signed up with the address since the link was sent: the unique index decides.
        if ((error as { code?: string }).code !== '23505') throw error;
        await client.query('rollback to savepoint move');
        await client.query(`update account_changes set voided_at = ${NOW_SQL} where id = $1`, [
          change.id,
        ]);
        return { kind: 'taken' };
      }
    });
  }

  /**
   * A pending move to a new number: the code to text there (6 digits, 10 minutes, 5 tries, as
   * for sign-up). With `send` false (another account has the number) the code is made and
   * recorded the same way but never sent: a guess is refused like any wrong code.
   */
  async startMobileChange(
    accountId: string,
    phone: { country_code: string; mobile: string },
  ): Promise<string> {
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await this.record(
      accountId,
      'mobile',
      phone,
      this.codeHash(accountId, code),
      `${OTP_TTL_MINUTES} minutes`,
    );
    return code;
  }

  /** The number a pending change waits to move to, if any. */
  async pendingMobile(
    accountId: string,
  ): Promise<{ country_code: string; mobile: string } | undefined> {
    const { rows } = await this.pool.query<{ country_code: string; mobile: string }>(
      `select country_code, mobile from account_changes
        where account_id = $1 and kind = 'mobile' and used_at is null and voided_at is null
        order by created_at desc, id desc limit 1`,
      [accountId],
    );
    return rows[0];
  }

  /**
   * Checks a code for the new number. The try is counted before the comparison under a row lock,
   * so a burst of guesses gets exactly OTP_MAX_ATTEMPTS comparisons.
   */
  async verifyMobile(accountId: string, code: string): Promise<MobileVerifyOutcome> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<ChangeRow>(
        `select id, account_id, email, country_code, mobile, secret_hash, attempts,
                false as used, false as voided, expires_at < ${NOW_SQL} as expired
           from account_changes
          where account_id = $1 and kind = 'mobile' and used_at is null and voided_at is null
          order by created_at desc, id desc limit 1 for update`,
        [accountId],
      );
      const change = rows[0];
      if (!change?.country_code || !change.mobile) return { kind: 'no_code' };
      if (change.expired) return { kind: 'expired' };
      const attempts = change.attempts + 1;
      if (attempts > OTP_MAX_ATTEMPTS) {
        await client.query(`update account_changes set voided_at = ${NOW_SQL} where id = $1`, [
          change.id,
        ]);
        return { kind: 'too_many' };
      }
      await client.query('update account_changes set attempts = $2 where id = $1', [
        change.id,
        attempts,
      ]);
      if (!safeEqual(change.secret_hash, this.codeHash(accountId, code))) {
        const left = OTP_MAX_ATTEMPTS - attempts;
        if (left <= 0) {
          await client.query(`update account_changes set voided_at = ${NOW_SQL} where id = $1`, [
            change.id,
          ]);
          return { kind: 'too_many' };
        }
        return { kind: 'wrong', left };
      }
      await client.query('savepoint move');
      try {
        const { rows: moved } = await client.query<AccountRow>(
          `update accounts set country_code = $2, mobile = $3, is_mobile_verified = true,
                  updated_at = ${NOW_SQL}
            where id = $1 returning *`,
          [accountId, change.country_code, change.mobile],
        );
        await client.query(`update account_changes set used_at = ${NOW_SQL} where id = $1`, [
          change.id,
        ]);
        return { kind: 'done', account: moved[0] as AccountRow };
      } catch (error) {
        if ((error as { code?: string }).code !== '23505') throw error;
        await client.query('rollback to savepoint move');
        await client.query(`update account_changes set voided_at = ${NOW_SQL} where id = $1`, [
          change.id,
        ]);
        return { kind: 'taken' };
      }
    });
  }
}
