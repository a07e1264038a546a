import type { FastifyRequest } from 'fastify';
import { ACCOUNT_PREFIX } from '../src/contract/endpoints';
import type { AppContext } from './context';
import { forbidden, unauthorized } from './errors';
import { type WordKey, word } from './i18n';
import type { AccountRow } from './services/accounts';
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
  const token = bearerToken(request);
  if (!token) throw unauthorized('auth.loginRequired');
  const claims = await ctx.tokens.verifyAccess(token);
  const account = await ctx.accounts.byId(claims.accountId);
  if (!account || account.deleted_at) throw unauthorized('sessions.accountGone');
  // A password change or reset bumps the version: every token signed before stops here.
  if (account.session_version !== claims.sessionVersion) throw unauthorized('sessions.ended');
  // Logout revokes the login's refresh tokens: its access tokens stop here, not 15 min later.
  // The token's expiry is checked again by the database's clock: a tick made on another
  // instance holds here even before this instance has heard of it.
  const login = await ctx.tokens.loginState(claims);
  if (login === 'expired') throw unauthorized();
  if (login === 'ended') throw unauthorized('sessions.ended');
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
  return account;
}
