import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type pg from 'pg';
import { unauthorized } from '../errors';
import { randomToken, sha256 } from './secrets';

export type AccountType = 'user' | 'service_provider';

export interface AccessClaims {
  accountId: string;
  type: AccountType;
}

export interface SessionTokens {
  token: string;
  refresh_token: string;
}

const ISSUER = 'ftc-reference-api';

/** Short-lived JWT access tokens and rotating, revocable refresh tokens stored hashed. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    private readonly pool: pg.Pool,
    secret: string,
    private readonly accessTtlSeconds: number,
    private readonly refreshTtlDays: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  private signAccess(accountId: string, type: AccountType): Promise<string> {
    return new SignJWT({ typ: type })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(accountId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
  }

  private async storeRefresh(client: pg.Pool | pg.PoolClient, accountId: string, family: string) {
    const refresh = randomToken();
    const { rows } = await client.query<{ id: string }>(
      `insert into refresh_tokens (account_id, token_hash, family, expires_at)
       values ($1, $2, $3, now() + make_interval(days => $4)) returning id`,
      [accountId, sha256(refresh), family, this.refreshTtlDays],
    );
    return { refresh, id: rows[0]?.id as string };
  }

  /** A new session (login, verified code): a new refresh-token family. */
  async issue(accountId: string, type: AccountType): Promise<SessionTokens> {
    const { refresh } = await this.storeRefresh(this.pool, accountId, randomUUID());
    return { token: await this.signAccess(accountId, type), refresh_token: refresh };
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      const type = payload.typ;
      if (!payload.sub || (type !== 'user' && type !== 'service_provider')) throw unauthorized();
      return { accountId: payload.sub, type };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized();
      throw unauthorized('Your session is not valid. Please log in again.');
    }
  }

  /**
   * Swaps a refresh token for a new pair. A token used twice means it leaked: the whole
   * family is revoked and the caller must log in again.
   */
  async rotate(
    refreshToken: string,
  ): Promise<SessionTokens & { accountId: string; type: AccountType }> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{
        id: string;
        account_id: string;
        family: string;
        expired: boolean;
        revoked_at: Date | null;
        type: AccountType;
      }>(
        `select r.id, r.account_id, r.family, r.expires_at < now() as expired, r.revoked_at, a.type
           from refresh_tokens r join accounts a on a.id = r.account_id
          where r.token_hash = $1 for update of r`,
        [sha256(refreshToken)],
      );
      const row = rows[0];
      if (!row) throw unauthorized('Your session is not valid. Please log in again.');
      if (row.revoked_at) {
        await client.query(
          'update refresh_tokens set revoked_at = coalesce(revoked_at, now()) where family = $1',
          [row.family],
        );
        await client.query('commit');
        throw unauthorized('Your session has ended. Please log in again.');
      }
      if (row.expired) throw unauthorized();
      const next = await this.storeRefresh(client, row.account_id, row.family);
      await client.query(
        'update refresh_tokens set revoked_at = now(), replaced_by = $2 where id = $1',
        [row.id, next.id],
      );
      await client.query('commit');
      return {
        token: await this.signAccess(row.account_id, row.type),
        refresh_token: next.refresh,
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

  /** Logout: the token's whole family stops working. Unknown tokens are ignored. */
  async revoke(refreshToken: string): Promise<void> {
    await this.pool.query(
      `update refresh_tokens set revoked_at = coalesce(revoked_at, now())
        where family = (select family from refresh_tokens where token_hash = $1)`,
      [sha256(refreshToken)],
    );
  }

  async revokeAll(accountId: string): Promise<void> {
    await this.pool.query(
      'update refresh_tokens set revoked_at = now() where account_id = $1 and revoked_at is null',
      [accountId],
    );
  }
}
