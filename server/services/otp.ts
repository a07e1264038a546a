import { randomInt, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { NOW_SQL } from '../db/sql-fragments';
import { badRequest, tooManyRequests } from '../errors';
import { word } from '../i18n';
import { type AccountRow, maskedPhone } from './accounts';
import { hmac } from './secrets';
import type { SmsTransport } from './transports';

type Queryable = pg.Pool | pg.PoolClient;

const safeEqual = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

interface OtpRow {
  id: string;
  code_hash: string;
  attempts: number;
  expired: boolean;
  seconds_since: number;
}

/**
 * Mobile verification codes: 6 digits, stored as HMACs, valid 10 minutes, 5 wrong tries
 * invalidate the code, a new code no sooner than the cooldown after the last one.
 */
export class OtpService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly secret: string,
    private readonly sms: SmsTransport,
    private readonly cooldownSeconds: number,
  ) {}

  private hash(accountId: string, code: string) {
    return hmac(this.secret, `otp:${accountId}:${code}`);
  }

  private async latest(accountId: string, db: Queryable = this.pool): Promise<OtpRow | undefined> {
    const { rows } = await db.query<OtpRow>(
      `select id, code_hash, attempts, expires_at < ${NOW_SQL} as expired,
              extract(epoch from ${NOW_SQL} - created_at)::float as seconds_since
         from otps
        where account_id = $1 and consumed_at is null and invalidated_at is null
        order by created_at desc limit 1`,
      [accountId],
    );
    return rows[0];
  }

  /** Seconds to wait before another code may be sent; 0 when one may be sent now. */
  async cooldownLeft(accountId: string, db: Queryable = this.pool): Promise<number> {
    const { rows } = await db.query<{ seconds_since: number }>(
      `select extract(epoch from ${NOW_SQL} - created_at)::float as seconds_since
         from otps where account_id = $1 order by created_at desc limit 1`,
      [accountId],
    );
    const since = rows[0]?.seconds_since;
    if (since === undefined) return 0;
    return Math.max(0, Math.ceil(this.cooldownSeconds - since));
  }

  /**
   * Makes a new code for the account (the previous one stops working) unless `skip` says
   * otherwise, under a lock on the account: parallel requests see each other's codes, so
   * the cooldown holds under a burst. Returns the code, or undefined when none was made.
   */
  private async issue(
    account: AccountRow,
    skip: (db: pg.PoolClient) => Promise<boolean>,
  ): Promise<string | undefined> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `otp:${account.id}`,
      ]);
      if (await skip(client)) {
        await client.query('commit');
        return undefined;
      }
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await client.query(
        `update otps set invalidated_at = ${NOW_SQL} where account_id = $1 and consumed_at is null and invalidated_at is null`,
        [account.id],
      );
      await client.query(
        `insert into otps (account_id, code_hash, expires_at)
         values ($1, $2, ${NOW_SQL} + make_interval(mins => $3))`,
        [account.id, this.hash(account.id, code), OTP_TTL_MINUTES],
      );
      await client.query('commit');
      return code;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  private deliver(account: AccountRow, code: string): Promise<void> {
    return this.sms.send({
      to: `${account.country_code}${account.mobile}`,
      body: `Your FTC verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`,
      code,
    });
  }

  /** Sends a new code (the previous one stops working). Refuses inside the cooldown. */
  async send(account: AccountRow): Promise<void> {
    let wait = 0;
    const code = await this.issue(account, async (db) => {
      wait = await this.cooldownLeft(account.id, db);
      return wait > 0;
    });
    if (!code) {
      throw tooManyRequests(wait, 'otp.waitSeconds', { seconds: wait });
    }
    await this.deliver(account, code);
  }

  /** Sends a code unless a valid one was sent within the cooldown (a repeated login). */
  async ensureSent(account: AccountRow): Promise<void> {
    const code = await this.issue(account, async (db) => {
      const current = await this.latest(account.id, db);
      return Boolean(current && !current.expired && current.seconds_since < this.cooldownSeconds);
    });
    if (code) await this.deliver(account, code);
  }

  /**
   * Checks a code; throws words a person can act on when it is wrong. The try is counted
   * before the comparison, in one statement that refuses once the tries are used up, so a
   * burst of guesses gets exactly OTP_MAX_ATTEMPTS comparisons.
   */
  async verify(account: AccountRow, code: string): Promise<void> {
    const { rows } = await this.pool.query<OtpRow>(
      `update otps set attempts = attempts + 1
        where id = (select id from otps
                     where account_id = $1 and consumed_at is null and invalidated_at is null
                     order by created_at desc limit 1)
          and attempts < $2 and consumed_at is null and invalidated_at is null
        returning id, code_hash, attempts, expires_at < ${NOW_SQL} as expired, 0::float as seconds_since`,
      [account.id, OTP_MAX_ATTEMPTS],
    );
    const current = rows[0];
    if (!current) {
      const latest = await this.latest(account.id);
      if (latest && latest.attempts >= OTP_MAX_ATTEMPTS) {
        await this.pool.query(`update otps set invalidated_at = ${NOW_SQL} where id = $1`, [
          latest.id,
        ]);
        throw badRequest('otp.tooManyWrong');
      }
      throw badRequest('otp.noActiveCode');
    }
    if (current.expired) {
      throw badRequest('otp.expired');
    }
    if (!safeEqual(current.code_hash, this.hash(account.id, code))) {
      const left = OTP_MAX_ATTEMPTS - current.attempts;
      if (left <= 0) {
        await this.pool.query(`update otps set invalidated_at = ${NOW_SQL} where id = $1`, [
          current.id,
        ]);
        throw badRequest('otp.tooManyWrong');
      }
      throw badRequest(left === 1 ? 'otp.wrongOneLeft' : word('otp.wrongTriesLeft', { left }));
    }
    const { rowCount } = await this.pool.query(
      `update otps set consumed_at = ${NOW_SQL} where id = $1 and consumed_at is null and invalidated_at is null`,
      [current.id],
    );
    if (rowCount === 0) throw badRequest('otp.used');
  }

  describe(account: AccountRow): string {
    return maskedPhone(account.country_code, account.mobile);
  }
}
