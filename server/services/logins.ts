import Bowser from 'bowser';
import type pg from 'pg';
import type { SessionEntry } from '../../src/contract/sessions-and-notifications';
import { isoSql, NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { type Language, translate } from '../i18n';
import type { TokenService } from './tokens';

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
  constructor(
    private readonly pool: pg.Pool,
    private readonly tokens: TokenService,
  ) {}

  /** A request of the login: its last use moves on, at most one write a minute. */
  async used(family: string): Promise<void> {
    // Named, as the login's state (tokens.ts): it runs at every request with a token.
    await this.pool.query({
      name: 'login-used',
      text: `update logins set last_used_at = ${NOW_SQL}
              where family = $1 and last_used_at < ${NOW_SQL} - interval '1 minute'`,
      values: [family],
    });
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
