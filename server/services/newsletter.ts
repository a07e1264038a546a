import type pg from 'pg';
import { NOW_SQL } from '../db/sql-fragments';
import { randomToken, sha256 } from './secrets';

export interface SignUp {
  email: string;
  /** Where the person signed up (the consent record). */
  source: string | null;
  ip: string;
}

/** Newsletter subscribers with double opt-in: sign-ups, confirmation tokens, consent. */
export class NewsletterService {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Records a sign-up in one statement, so simultaneous sign-ups of one address make one row.
   * A pending address gets a new confirmation token (the one returned); a confirmed one keeps
   * its state.
   */
  async signUp({ email, source, ip }: SignUp): Promise<{
    status: 'pending' | 'confirmed';
    inserted: boolean;
    token: string;
  }> {
    const token = randomToken();
    const { rows } = await this.pool.query<{ status: 'pending' | 'confirmed'; inserted: boolean }>(
      `insert into newsletter_subscribers (email, confirm_token_hash, consent_source, consent_ip)
       values ($1, $2, $3, $4)
       on conflict (email) do update set
         signups = newsletter_subscribers.signups + 1,
         updated_at = ${NOW_SQL},
         -- An address that unsubscribed confirms again (double opt-in, as the first time).
         status = case when newsletter_subscribers.unsubscribed_at is not null
           then 'pending' else newsletter_subscribers.status end,
         unsubscribed_at = null,
         confirm_token_hash = case when newsletter_subscribers.status = 'pending'
             or newsletter_subscribers.unsubscribed_at is not null
           then excluded.confirm_token_hash else newsletter_subscribers.confirm_token_hash end
       returning status, (xmax = 0) as inserted`,
      [email, sha256(token), source, ip],
    );
    const row = rows[0];
    return { status: row?.status ?? 'pending', inserted: row?.inserted ?? false, token };
  }

  /** Confirms the subscription a link's token belongs to; false when it belongs to none. */
  async confirm(token: string): Promise<boolean> {
    if (!token) return false;
    const { rowCount } = await this.pool.query(
      `update newsletter_subscribers set status = 'confirmed', confirmed_at = coalesce(confirmed_at, ${NOW_SQL}),
              updated_at = ${NOW_SQL}
        where confirm_token_hash = $1`,
      [sha256(token)],
    );
    return Boolean(rowCount);
  }
}
