import type { FastifyRequest } from 'fastify';
import { ACCOUNT_PREFIX } from '../src/contract/endpoints';
import type { AppContext } from './context';
import { fieldProblem, forbidden, tooManyRequests, unauthorized } from './errors';
import { type WordKey, word } from './i18n';
import type { AccountRow } from './services/accounts';
import { verifyPassword } from './services/passwords';
import { identifierKey } from './services/phone';
import type { AccountType } from './services/tokens';

/** The two account types and the path prefix of each (the contract's `ACCOUNT_PREFIX`). */
export const AUDIENCES = (['user', 'service_provider'] as const).map((type) => ({
  prefix: ACCOUNT_PREFIX[type],
  type,
}));

export const accountLabel = (type: AccountType) => (type === 'user' ? 'parent' : 'caregiver');

const SESSION_WORDS = {
  user: 'sessions.parent',
  service_provider: 'sessions.caregiver',
} as const satisfies Record<AccountType, WordKey>;

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

/**
 * The logged-in account of a request: 401 without a valid access token or when the session
 * ended (its version is not the account's: the password changed), 403 when the session is of
 * the other account type (`purpose` ends those words: `sessions.toBuyPlans`, "to buy these plans").
 */
export async function requireAccount(
  ctx: AppContext,
  request: FastifyRequest,
  type?: AccountType,
  purpose?: WordKey,
): Promise<AccountRow> {
  return (await requireLogin(ctx, request, type, purpose)).account;
}

/** requireAccount, with the login (refresh-token family) the request's token belongs to. */
export async function requireLogin(
  ctx: AppContext,
  request: FastifyRequest,
  type?: AccountType,
  purpose?: WordKey,
): Promise<{ account: AccountRow; family: string }> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('auth.loginRequired');
  const claims = await ctx.tokens.verifyAccess(token);
  // The account and the login's state in one statement (one round trip), checked in this order.
  const { account, login } = await ctx.tokens.accountAndLogin(claims);
  if (!account || account.deleted_at) throw unauthorized('sessions.accountGone');
  // A password change or reset bumps the version: every token signed before stops here.
  if (account.session_version !== claims.sessionVersion) throw unauthorized('sessions.ended');
  // Logout revokes the login's refresh tokens: its access tokens stop here, not 15 min later.
  // The token's expiry is checked again by the database's clock: a tick made on another
  // instance holds here even before this instance has heard of it.
  if (login === 'expired') throw unauthorized();
  if (login === 'ended') throw unauthorized('sessions.ended');
  // The sessions list's "last used" (one write a minute at most).
  await ctx.logins.used(claims.family);
  // The member's emails follow the language their requests carry (interface §9): kept on the
  // account when a request names one and it changed (one write per change, not per request).
  if (request.headers['accept-language'] && account.language !== request.language) {
    await ctx.billing.rememberLanguage(account.id, request.language);
    account.language = request.language;
  }
  if (type && claims.type !== type) {
    const session = word(SESSION_WORDS[claims.type]);
    const wanted = word(SESSION_WORDS[type]);
    throw forbidden(
      purpose
        ? word('sessions.wrongTypeFor', { session, wanted, purpose: word(purpose) })
        : word('sessions.wrongType', { session, wanted }),
    );
  }
  return { account, family: claims.family };
}

/**
 * Checks the password a logged-in member typed to change their account (email, mobile,
 * password): a wrong one is 400 naming `field`, and it counts in the login lockout (the
 * account's email from this client address, and the client's own count), so a session left
 * open cannot be used to guess the password; once locked, 429 as for a login.
 */
export async function confirmPassword(
  ctx: AppContext,
  request: FastifyRequest,
  account: AccountRow,
  password: string,
  field: string,
  wrong: WordKey = 'account.passwordWrong',
): Promise<void> {
  const { limits } = ctx.config;
  const windowSeconds = limits.loginWindowMinutes * 60;
  const accountKey = `login:${account.type}:${identifierKey(account.email)}:${request.ip}`;
  const clientKey = `login:client:${request.ip}`;
  const wait = await ctx.limiter.take(accountKey, limits.loginFailures, windowSeconds);
  if (wait > 0) throw tooManyRequests(wait, 'auth.accountLocked');
  const clientWait = await ctx.limiter.take(
    clientKey,
    limits.loginFailuresPerClient,
    windowSeconds,
  );
  if (clientWait > 0) {
    await ctx.limiter.release(accountKey);
    throw tooManyRequests(clientWait, 'auth.networkLocked');
  }
  if (!(await verifyPassword(password, account.password_hash))) throw fieldProblem(field, wrong);
  await Promise.all([ctx.limiter.release(accountKey), ctx.limiter.release(clientKey)]);
}
