import { createHmac, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type pg from 'pg';
import { type ClockLike, REAL_CLOCK } from '../clock';
import { NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { unauthorized } from '../errors';
import { ACCOUNT_COLUMNS, type AccountRow } from './accounts';
import { accountChannel, loginsEndedNotices, notify } from './notifications';
import { randomToken, sha256 } from './secrets';

export type AccountType = 'user' | 'service_provider';

export interface AccessClaims {
  accountId: string;
  type: AccountType;
  /** The account's session version when the token was signed (claim `sv`). */
  sessionVersion: number;
  /** The login (refresh-token family) the token belongs to (claim `fam`): logout ends it. */
  family: string;
  /** When the token expires (claim `exp`, seconds since the epoch). */
  expiresAt: number;
}

export interface SessionTokens {
  token: string;
  refresh_token: string;
}

const ISSUER = 'ftc-reference-api';

/**
 * How long a rotated refresh token still answers, with the same successor, instead of counting
 * as reuse: two tabs (or a retried request) that present one token at once both stay logged in.
 * Past it, presenting a rotated token revokes the whole family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
/** How many rotations within the grace a late request may follow to the live token. */
const MAX_GRACE_HOPS = 5;

type Db = pg.Pool | pg.PoolClient;

interface RefreshRow {
  id: string;
  account_id: string;
  family: string;
  expired: boolean;
  revoked: boolean;
  /** Rotated (not revoked by logout or a password change) within the grace. */
  in_grace: boolean;
  /** Issued under the account's current session version. */
  current: boolean;
  session_version: number;
  type: AccountType;
}

/**
 * Short-lived JWT access tokens and rotating, revocable refresh tokens stored hashed.
 *
 * A family starts with a random refresh token; each rotation's successor is derived from the
 * token it replaces (HMAC under the signing secret), so a rotated token presented again within
 * the grace can be answered with the very same successor without keeping any token in clear.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    private readonly pool: pg.Pool,
    private readonly secret: string,
    private readonly accessTtlSeconds: number,
    private readonly refreshTtlDays: number,
    /** "Now" for a token's `iat`, `exp` and its check: the server's clock (a tick moves it). */
    private readonly clock: ClockLike = REAL_CLOCK,
    private readonly graceSeconds = REFRESH_REUSE_GRACE_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * `nowMs` the database's clock when the caller has it (the statement that stored the
   * refresh token answers it): right even on an instance that has not yet heard of a tick.
   */
  private signAccess(
    accountId: string,
    type: AccountType,
    sessionVersion: number,
    family: string,
    nowMs = this.clock.nowMs(),
  ) {
    const issuedAt = Math.floor(nowMs / 1000);
    return new SignJWT({ typ: type, sv: sessionVersion, fam: family })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(accountId)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.accessTtlSeconds)
      .sign(this.key);
  }

  /** The refresh token that replaces `refresh` on rotation: the same every time it is asked. */
  private successorOf(refresh: string): string {
    return createHmac('sha256', this.secret)
      .update(`ftc-refresh-successor\0${refresh}`)
      .digest('base64url');
  }

  /**
   * Stores a refresh token under a session version: the one given (a rotation keeps the version
   * it checked), else the account's current one, read in the same statement.
   */
  private async storeRefresh(
    db: Db,
    accountId: string,
    family: string,
    refresh: string,
    sessionVersion?: number,
  ) {
    const { rows } = await db.query<{ id: string; session_version: number; now_ms: number }>(
      `insert into refresh_tokens (account_id, token_hash, family, expires_at, session_version)
       select a.id, $2, $3, ${NOW_SQL} + make_interval(days => $4), coalesce($5::int, a.session_version)
         from accounts a where a.id = $1
       returning id, session_version,
                 (extract(epoch from ${NOW_SQL}) * 1000)::float8 as now_ms`,
      [accountId, sha256(refresh), family, this.refreshTtlDays, sessionVersion ?? null],
    );
    const row = rows[0];
    if (!row) throw unauthorized('sessions.accountGone');
    return row;
  }

  /**
   * A new session (login, verified code): a new refresh-token family. `sessionVersion` is the
   * version of the account as read when its password was checked: a login that raced a
   * password change gets the old version, so its session is refused at once. `userAgent`, the
   * request's, names the device in the sessions list (services/logins.ts).
   */
  async issue(
    accountId: string,
    type: AccountType,
    sessionVersion?: number,
    userAgent?: string,
  ): Promise<SessionTokens> {
    const refresh = randomToken();
    const family = randomUUID();
    const stored = await this.storeRefresh(this.pool, accountId, family, refresh, sessionVersion);
    await this.pool.query(
      `insert into logins (family, account_id, user_agent) values ($1, $2, $3)
       on conflict (family) do nothing`,
      [family, accountId, userAgent?.slice(0, 512) ?? null],
    );
    return {
      token: await this.signAccess(accountId, type, stored.session_version, family, stored.now_ms),
      refresh_token: refresh,
    };
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
        currentDate: this.clock.now(),
      });
      const { typ: type, sv, fam } = payload;
      if (
        !payload.sub ||
        (type !== 'user' && type !== 'service_provider') ||
        typeof sv !== 'number' ||
        !Number.isInteger(sv) ||
        typeof fam !== 'string'
      ) {
        throw new Error('claims');
      }
      return {
        accountId: payload.sub,
        type,
        sessionVersion: sv,
        family: fam,
        expiresAt: payload.exp ?? 0,
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized();
      throw unauthorized('sessions.invalid');
    }
  }

  private async lockRefresh(db: Db, refresh: string): Promise<RefreshRow | undefined> {
    const { rows } = await db.query<RefreshRow>(
      `select r.id, r.account_id, r.family, r.expires_at < ${NOW_SQL} as expired,
              r.revoked_at is not null as revoked,
              r.replaced_by is not null
                and r.revoked_at > ${NOW_SQL} - make_interval(secs => $2) as in_grace,
              r.session_version = a.session_version as current,
              a.session_version, a.type
         from refresh_tokens r join accounts a on a.id = r.account_id
        where r.token_hash = $1 for update of r`,
      [sha256(refresh), this.graceSeconds],
    );
    return rows[0];
  }

  /**
   * Swaps a refresh token for a new pair. A token presented again within the grace of its
   * rotation gets the same successor (with a new access token); later, a second use means it
   * leaked: the whole family is revoked and the caller must log in again. A token issued before
   * a password change (another session version) no longer renews.
   */
  async rotate(
    refreshToken: string,
  ): Promise<SessionTokens & { accountId: string; type: AccountType }> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const row = await this.lockRefresh(client, refreshToken);
      if (!row) throw unauthorized('sessions.invalid');

      let refresh: string;
      let signedAtMs: number | undefined;
      if (row.revoked) {
        const successor = row.in_grace
          ? await this.liveSuccessor(client, refreshToken, row.family)
          : undefined;
        if (!successor) {
          await this.revokeFamily(client, row.family);
          await client.query('commit');
          throw unauthorized('sessions.ended');
        }
        refresh = successor;
      } else {
        if (row.expired) throw unauthorized();
        if (!row.current) {
          await this.revokeFamily(client, row.family);
          await client.query('commit');
          throw unauthorized('sessions.ended');
        }
        refresh = this.successorOf(refreshToken);
        const next = await this.storeRefresh(
          client,
          row.account_id,
          row.family,
          refresh,
          row.session_version,
        );
        await client.query(
          `update refresh_tokens set revoked_at = ${NOW_SQL}, replaced_by = $2 where id = $1`,
          [row.id, next.id],
        );
        signedAtMs = next.now_ms;
      }
      await client.query('commit');
      return {
        token: await this.signAccess(
          row.account_id,
          row.type,
          row.session_version,
          row.family,
          signedAtMs,
        ),
        refresh_token: refresh,
        accountId: row.account_id,
        type: row.type,
      };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * The live token a rotation within the grace led to: the successor, or (when it was rotated
   * in its turn within the grace) its successor, and so on. Undefined when the chain ends in a
   * revoked, expired or outdated token.
   */
  private async liveSuccessor(
    db: Db,
    rotated: string,
    family: string,
  ): Promise<string | undefined> {
    let current = rotated;
    for (let hop = 0; hop < MAX_GRACE_HOPS; hop += 1) {
      const next = this.successorOf(current);
      const row = await this.lockRefresh(db, next);
      if (!row || row.family !== family) return undefined;
      if (!row.revoked) return row.expired || !row.current ? undefined : next;
      if (!row.in_grace) return undefined;
      current = next;
    }
    return undefined;
  }

  private async revokeFamily(client: pg.PoolClient, family: string): Promise<void> {
    const { rows } = await client.query<EndedLogin>(
      `with ended as (
         update refresh_tokens set revoked_at = coalesce(revoked_at, ${NOW_SQL}) where family = $1
         returning account_id, family)
       select distinct account_id, family::text as family from ended`,
      [family],
    );
    await announceEnded(client, rows);
  }

  /**
   * Whether the login a token belongs to is still on: some refresh token of its family is
   * neither revoked nor expired. Logout revokes the family, so its access tokens stop at once.
   */
  async familyLive(family: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ live: boolean }>(
      `select exists (select 1 from refresh_tokens
                       where family = $1 and revoked_at is null and expires_at > ${NOW_SQL}) as live`,
      [family],
    );
    return rows[0]?.live === true;
  }

  /**
   * The login check's two reads in one statement (issue 27: one round trip less at every
   * request with a token; named, so prepared once per pooled connection): the token's account
   * (`AccountRepository.byId`'s columns; undefined when there is none) and its login as the
   * database sees it, on every instance alike: `ended` (logged out, or every refresh token
   * expired), `expired` (the token's `exp` is past by the server's clock, `ftc_now()`: an
   * instance that has not yet heard of a tick still knows), or `live`.
   */
  async accountAndLogin(
    claims: Pick<AccessClaims, 'accountId' | 'family' | 'expiresAt'>,
  ): Promise<{ account: AccountRow | undefined; login: 'live' | 'ended' | 'expired' }> {
    const { rows } = await this.pool.query<
      AccountRow & { login_live: boolean; login_expired: boolean }
    >({
      name: 'account-and-login',
      text: `select ${ACCOUNT_COLUMNS},
                    exists (select 1 from refresh_tokens r
                             where r.family = $2 and r.revoked_at is null
                               and r.expires_at > ${NOW_SQL}) as login_live,
                    $3::float8 <= extract(epoch from ${NOW_SQL}) as login_expired
               from accounts where id = $1`,
      values: [claims.accountId, claims.family, claims.expiresAt],
    });
    const row = rows[0];
    if (!row) return { account: undefined, login: 'ended' };
    const { login_live: live, login_expired: expired, ...account } = row;
    return { account, login: expired ? 'expired' : live === true ? 'live' : 'ended' };
  }

  /**
   * Ends the live logins of an account (the sessions list): `only` one family, or every one
   * `except` this device's. In `client`'s transaction; their streams close on every instance
   * when it commits. Answers how many logins ended (0: none of that id is the account's).
   */
  async endLogins(
    client: pg.PoolClient,
    accountId: string,
    which: { only: string } | { except: string },
  ): Promise<number> {
    const only = 'only' in which ? which.only : null;
    const except = 'except' in which ? which.except : null;
    const { rows } = await client.query<EndedLogin>(
      `with ended as (
         update refresh_tokens set revoked_at = ${NOW_SQL}
          where account_id = $1 and revoked_at is null and expires_at > ${NOW_SQL}
            and ($2::uuid is null or family = $2::uuid)
            and ($3::uuid is null or family <> $3::uuid)
         returning account_id, family)
       select distinct account_id, family::text as family from ended`,
      [accountId, only, except],
    );
    await announceEnded(client, rows);
    return rows.length;
  }

  /** Logout through the access token: its login ends (every device keeps its own login). */
  async revokeLogin(family: string): Promise<void> {
    await inTransaction(this.pool, (client) => this.revokeFamily(client, family));
  }

  /** Logout: the token's whole family stops working. Unknown tokens are ignored. */
  async revoke(refreshToken: string): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<EndedLogin>(
        `with ended as (
           update refresh_tokens set revoked_at = coalesce(revoked_at, ${NOW_SQL})
            where family = (select family from refresh_tokens where token_hash = $1)
           returning account_id, family)
         select distinct account_id, family::text as family from ended`,
        [sha256(refreshToken)],
      );
      await announceEnded(client, rows);
    });
  }

  /**
   * Revokes every refresh token of the account (access tokens live on: see endAllSessions).
   * Pass the client of a transaction to make it part of one; else it is a transaction alone.
   */
  async revokeAll(accountId: string, client?: pg.PoolClient): Promise<void> {
    if (!client) return inTransaction(this.pool, (own) => this.revokeAll(accountId, own));
    const { rows } = await client.query<EndedLogin>(
      `with ended as (
         update refresh_tokens set revoked_at = ${NOW_SQL}
          where account_id = $1 and revoked_at is null
         returning account_id, family)
       select distinct account_id, family::text as family from ended`,
      [accountId],
    );
    await announceEnded(client, rows);
  }

  /**
   * Ends every session of the account at once: a new session version (every access token
   * signed before stops working on its next request) and every refresh token revoked. Pass the
   * client of a transaction to make it part of one; else it is a transaction alone.
   */
  async endAllSessions(accountId: string, client?: pg.PoolClient): Promise<void> {
    if (!client) return inTransaction(this.pool, (own) => this.endAllSessions(accountId, own));
    await client.query(
      `update accounts set session_version = session_version + 1, updated_at = ${NOW_SQL} where id = $1`,
      [accountId],
    );
    await this.revokeAll(accountId, client);
  }
}

/** A login (refresh-token family) that a revocation just ended, and its account. */
interface EndedLogin {
  account_id: string;
  family: string;
}

/**
 * Tells every instance, in the transaction that ended them, that these logins ended: their
 * live streams close on receipt (services/streams.ts), before any event committed later.
 */
async function announceEnded(client: pg.PoolClient, ended: readonly EndedLogin[]): Promise<void> {
  const byAccount = new Map<string, string[]>();
  for (const { account_id, family } of ended) {
    const families = byAccount.get(account_id) ?? [];
    families.push(family);
    byAccount.set(account_id, families);
  }
  for (const [accountId, families] of byAccount)
    for (const notice of loginsEndedNotices(families))
      await notify(client, accountChannel(accountId), notice);
}
