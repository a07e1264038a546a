import { randomInt } from 'node:crypto';
import type pg from 'pg';
import { badRequest, tooManyRequests } from '../errors';
import { type AccountRow, maskedPhone } from './accounts';
import { hmac } from './secrets';
import type { SmsTransport } from './transports';

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

  private async latest(accountId: string): Promise<OtpRow | undefined> {
    const { rows } = await this.pool.query<OtpRow>(
      `select id, code_hash, attempts, expires_at < now() as expired,
              extract(epoch from now() - created_at)::float as seconds_since
         from otps
        where account_id = $1 and consumed_at is null and invalidated_at is null
        order by created_at desc limit 1`,
      [accountId],
    );
    return rows[0];
  }

  /** Seconds to wait before another code may be sent; 0 when one may be sent now. */
  async cooldownLeft(accountId: string): Promise<number> {
    const { rows } = await this.pool.query<{ seconds_since: number }>(
      `select extract(epoch from now() - created_at)::float as seconds_since
         from otps where account_id = $1 order by created_at desc limit 1`,
      [accountId],
    );
    const since = rows[0]?.seconds_since;
    if (since === undefined) return 0;
    return Math.max(0, Math.ceil(this.cooldownSeconds - since));
  }

  /** Sends a new code (the previous one stops working). Refuses inside the cooldown. */
  async send(account: AccountRow): Promise<void> {
    const wait = await this.cooldownLeft(account.id);
    if (wait > 0) {
      throw tooManyRequests(wait, `Please wait ${wait} seconds before asking for a new code.`);
    }
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await this.pool.query(
      'update otps set invalidated_at = now() where account_id = $1 and consumed_at is null and invalidated_at is null',
      [account.id],
    );
    await this.pool.query(
      `insert into otps (account_id, code_hash, expires_at)
       values ($1, $2, now() + make_interval(mins => $3))`,
      [account.id, this.hash(account.id, code), OTP_TTL_MINUTES],
    );
    await this.sms.send({
      to: `${account.country_code}${account.mobile}`,
      body: `Your FTC verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`,
      code,
    });
  }

  /** Sends a code unless a valid one was sent within the cooldown (a repeated login). */
  async ensureSent(account: AccountRow): Promise<void> {
    const current = await this.latest(account.id);
    if (current && !current.expired && current.seconds_since < this.cooldownSeconds) return;
    await this.send(account);
  }

  /** Checks a code; throws a message a person can act on when it is wrong. */
  async verify(account: AccountRow, code: string): Promise<void> {
    const current = await this.latest(account.id);
    if (!current) {
      throw badRequest(
        'There is no active code for this number. Tap “Resend code” to get a new one.',
      );
    }
    if (current.expired) {
      throw badRequest('This code has expired. Tap “Resend code” to get a new one.');
    }
    if (current.code_hash !== this.hash(account.id, code)) {
      const { rows } = await this.pool.query<{ attempts: number }>(
        `update otps set attempts = attempts + 1,
                invalidated_at = case when attempts + 1 >= $2 then now() else null end
          where id = $1 returning attempts`,
        [current.id, OTP_MAX_ATTEMPTS],
      );
      const left = OTP_MAX_ATTEMPTS - (rows[0]?.attempts ?? OTP_MAX_ATTEMPTS);
      if (left <= 0) {
        throw badRequest('Too many wrong codes. Tap “Resend code” to get a new one.');
      }
      throw badRequest(`That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    const { rowCount } = await this.pool.query(
      'update otps set consumed_at = now() where id = $1 and consumed_at is null',
      [current.id],
    );
    if (rowCount === 0)
      throw badRequest('This code was already used. Tap “Resend code” to get a new one.');
  }

  describe(account: AccountRow): string {
    return maskedPhone(account.country_code, account.mobile);
  }
}
