import Bowser from 'bowser';
import type pg from 'pg';
import type { SessionEntry } from '../../src/contract/sessions-and-notifications';
import { type ClockLike, REAL_CLOCK, ServerClock } from '../clock';
import { isoSql, NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { type Language, translate } from '../i18n';
import type { TokenService } from './tokens';

/** A login's last use is written at most this often (the statement's own condition). */
const USED_EVERY_MS = 60_000;
/** How many logins' last use an instance remembers (~100 bytes each). */
const USED_MEMORY = 50_000;

/**
 * Words for a device of the sessions list, from its User-Agent: "Chrome on Android" ("Chrome
 * en Android"). Browser and system names come from `bowser` and are not translated.
 */
export function deviceWords(
  userAgent: string | null | undefined,
  language: Language = 'en',
): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || undefined;
  const os = parsed.os.name || undefined;
  if (browser && os) return translate(language, 'sessionsList.device', { browser, os });
  return browser ?? os ?? null;
}

/** A UUID (a login's id): anything else is not a login of anyone. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A member's logins (refresh-token families, services/tokens.ts) as the sessions list shows
 * them (interface §9 "Account"): the device they were made from, when, when last used; ending
 * one or all others goes through the token service, whose `logins_ended` notice stops their
 * streams on every instance.
 */
export class LoginService {
  /**
   * The last use of each login as this instance last read it (ms, the server's clock), for
   * `used` to skip the statement while the database would change nothing.
   */
  private readonly lastUsed = new Map<string, number>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly tokens: TokenService,
    private readonly clock: ClockLike = REAL_CLOCK,
  ) {
    // A tick forgets every last use read before it: the next request of each login asks the
    // database again.
    if (clock instanceof ServerClock) clock.onMove(() => this.lastUsed.clear());
  }

  /**
   * A request of the login: its last use moves on, at most one write a minute (the
   * database's condition decides, by `ftc_now()`). Skips the round trip while this instance
   * knows the login was used less than a minute ago by the server's clock: the database
   * would change nothing then. What it knows is never later than the truth (last use only
   * moves forward, and other instances only move it further), so a skip never hides a write
   * the database would have made; a tick (`POST /dev/tick`) moves the clock and the next
   * request writes as before.
   */
  async used(family: string): Promise<void> {
    const known = this.lastUsed.get(family);
    if (known !== undefined && this.clock.nowMs() < known + USED_EVERY_MS) return;
    // Named, as the login's state (tokens.ts): it runs at every request with a token. Answers
    // the last use after the statement, written or not (none: a login made before the table).
    const { rows } = await this.pool.query<{ last_used_ms: number | null }>({
      name: 'login-used-at',
      text: `with written as (
               update logins set last_used_at = ${NOW_SQL}
                where family = $1 and last_used_at < ${NOW_SQL} - interval '1 minute'
                returning last_used_at)
             select floor(extract(epoch from coalesce(
                      (select last_used_at from written),
                      (select last_used_at from logins where family = $1))) * 1000)::float8
                      as last_used_ms`,
      values: [family],
    });
    const at = rows[0]?.last_used_ms;
    if (at === null || at === undefined) return;
    if (this.lastUsed.size >= USED_MEMORY) this.forgetOld();
    this.lastUsed.set(family, at);
  }

  /** Drops the logins not used in the last minute (and all of them if that is not enough). */
  private forgetOld(): void {
    const horizon = this.clock.nowMs() - USED_EVERY_MS;
    for (const [family, at] of this.lastUsed) if (at < horizon) this.lastUsed.delete(family);
    if (this.lastUsed.size >= USED_MEMORY) this.lastUsed.clear();
  }

  /** The live logins of an account, the current one first, then the newest used. */
  async list(
    accountId: string,
    currentFamily: string,
    language: Language = 'en',
  ): Promise<SessionEntry[]> {
    const { rows } = await this.pool.query<{
      id: string;
      user_agent: string | null;
      created_at: string;
      last_used_at: string;
    }>(
      `with live as (
         select r.family, min(r.created_at) as first_at, max(r.created_at) as last_refresh
           from refresh_tokens r
          where r.account_id = $1
          group by r.family
         having bool_or(r.revoked_at is null and r.expires_at > ${NOW_SQL}))
       select live.family::text as id, l.user_agent,
              ${isoSql('coalesce(l.created_at, live.first_at)')} as created_at,
              ${isoSql('greatest(l.last_used_at, live.last_refresh)')} as last_used_at
         from live left join logins l on l.family = live.family
        order by live.family::text = $2 desc, greatest(l.last_used_at, live.last_refresh) desc`,
      [accountId, currentFamily],
    );
    return rows.map((row) => ({
      id: row.id,
      device: deviceWords(row.user_agent, language),
      created_at: row.created_at,
      last_used_at: row.last_used_at,
      current: row.id === currentFamily,
    }));
  }

  /** Ends one live login of the account; false when it has none of that id (another's: 404). */
  async end(accountId: string, family: string): Promise<boolean> {
    if (!UUID.test(family)) return false;
    return inTransaction(this.pool, (client) =>
      this.tokens.endLogins(client, accountId, { only: family }).then((n) => n > 0),
    );
  }

  /** Ends every live login of the account but `keep` (this device); how many ended. */
  async endOthers(accountId: string, keep: string): Promise<number> {
    return inTransaction(this.pool, (client) =>
      this.tokens.endLogins(client, accountId, { except: keep }),
    );
  }
}
