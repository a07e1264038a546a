import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  LogoutBody,
  PendingVerificationResults,
  PhoneBody,
  RefreshBody,
  ResetPasswordWebBody,
  SessionResults,
  SignupBody,
  UserSchema,
  VerifyMobileBody,
} from '../../src/contract/auth';
import { envelope, errorResponses, MessageOnly } from '../../src/contract/common';
import { AUTH_ROUTES } from '../../src/contract/endpoints';
import { badRequest, fieldProblem, tooManyRequests, unauthorized } from '../errors';
import type { WordKey } from '../i18n';
import { operationMember as member } from '../plugins/openapi';
import { type AccountRow, maskedPhone, publicUser } from '../services/accounts';
import type { ResetRefusal } from '../services/password-resets';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../services/passwords';
import { identifierKey, normalisePhone } from '../services/phone';
import { refuseSuspended } from '../services/suspensions';
import { type AccountType, REFRESH_REUSE_GRACE_SECONDS } from '../services/tokens';
import {
  accountLabel,
  bearerToken,
  confirmPassword,
  requireAccount as guard,
} from '../session-guard';

export interface AuthRoutesOptions {
  type: AccountType;
  /** Route of the profile under the prefix: '' for users (GET /v1/user), '/profile' for caregivers. */
  profilePath: string;
}

const RESET_REFUSALS: Record<ResetRefusal, WordKey> = {
  invalid: 'auth.linkInvalid',
  used: 'auth.linkUsed',
  voided: 'auth.linkVoided',
  expired: 'auth.linkExpired',
};

const errors = errorResponses(400, 401, 404, 409, 429);

function pendingResults(account: AccountRow) {
  return {
    mobile: account.mobile,
    country_code: account.country_code,
    email: account.email,
    is_mobile_verified: 0 as const,
  };
}

/**
 * Accounts and sessions for one account type: login, sign-up, mobile verification, profile,
 * token refresh, logout and password reset. Registered once for parents (`/v1/user`) and
 * once for caregivers (`/v1/service-provider`).
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  instance,
  { type, profilePath },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { limits } = ctx.config;
  const tag = type === 'user' ? 'Parents (users)' : 'Caregivers (service providers)';
  const typeLabel = accountLabel(type);
  const requireAccount = (request: FastifyRequest) => guard(ctx, request, type);

  async function findByIdentifier(identifier: string): Promise<AccountRow | undefined> {
    if (identifier.includes('@'))
      return ctx.accounts.byEmail(type, identifier.trim().toLowerCase());
    const typed = identifier.replace(/[\s().-]/g, '');
    if (typed.startsWith('+')) {
      for (let split = 2; split <= 5; split += 1) {
        const phone = normalisePhone(typed.slice(0, split), typed.slice(split));
        if (phone) return ctx.accounts.byPhone(type, phone.country_code, phone.mobile);
      }
      return undefined;
    }
    const matches = await ctx.accounts.byNationalNumber(type, typed.replace(/^0+/, ''));
    return matches.length === 1 ? matches[0] : undefined;
  }

  /**
   * A sign-up for an email or number that already has an account gets the answer of a new
   * one at once; the new code or the owner's notice goes out after it (AccountNotices), so
   * neither the time nor a mail outage tells who has an account.
   */
  const answerExistingSignup = (
    existing: AccountRow,
    email: string,
    phone: { country_code: string; mobile: string },
  ) => ctx.accountNotices.later({ kind: 'signup-again', accountId: existing.id, email, ...phone });

  app.post(
    AUTH_ROUTES.login,
    {
      config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: [tag],
        operationId: `logIn${member(type)}`,
        summary: `Log in as a ${typeLabel}`,
        description:
          'With a verified mobile: `{ token, refresh_token, user }`. With an unverified mobile: no token, `is_mobile_verified: 0`, and a code is sent (the client switches to the OTP step). A suspended account (interface §10) answers 403 saying so (and until when), once the password is right.',
        body: LoginBody,
        response: {
          200: envelope(z.union([SessionResults, PendingVerificationResults])),
          ...errors,
        },
      },
    },
    async (request) => {
      const { email, login_input, password } = request.body;
      const identifier = (login_input || email || '').trim();
      if (!identifier) throw badRequest('auth.identifierRequired');
      const account = await findByIdentifier(identifier);
      // Failures count on the identifier as typed (normalised, never looked up) from this
      // client address: a stranger's guesses lock only their own address out, so the owner on
      // another network still logs in, and a known identifier counts exactly like an unknown
      // one (an account's email and its number are separate counts). The per-client count
      // below caps guesses across identifiers. Each attempt takes its slot before the password
      // is checked, so a burst of guesses gets exactly the limit; a right password gives the
      // slots back.
      const accountKey = `login:${type}:${identifierKey(identifier)}:${request.ip}`;
      const clientKey = `login:client:${request.ip}`;
      const windowSeconds = limits.loginWindowMinutes * 60;
      const wait = await ctx.limiter.take(accountKey, limits.loginFailures, windowSeconds);
      if (wait > 0) {
        throw tooManyRequests(wait, 'auth.accountLocked');
      }
      const clientWait = await ctx.limiter.take(
        clientKey,
        limits.loginFailuresPerClient,
        windowSeconds,
      );
      if (clientWait > 0) {
        await ctx.limiter.release(accountKey);
        throw tooManyRequests(clientWait, 'auth.networkLocked');
      }
      // A deleted account (interface §9 "Your data") logs in no more, like an unknown one.
      if (!account || account.deleted_at) {
        await burnPasswordCheck(password);
        throw unauthorized('auth.loginFailed');
      }
      if (!(await verifyPassword(password, account.password_hash))) {
        throw unauthorized('auth.loginFailed');
      }
      await Promise.all([ctx.limiter.clear(accountKey), ctx.limiter.release(clientKey)]);
      // A suspended account (interface §10) is told so once the password is right.
      refuseSuspended(account, request);
      if (!account.is_mobile_verified) {
        await ctx.otp.ensureSent(account);
        return {
          success: true,
          message: request.t('auth.verifyMobile', {
            mobile: maskedPhone(account.country_code, account.mobile),
          }),
          results: pendingResults(account),
        };
      }
      const session = await ctx.tokens.issue(
        account.id,
        type,
        account.session_version,
        request.headers['user-agent'],
      );
      const subscription = await ctx.accounts.subscriptionOf(account.id);
      return {
        success: true,
        message: request.t('auth.welcomeBack', { name: account.full_name.split(' ')[0] ?? '' }),
        results: { ...session, user: publicUser(account, subscription) },
      };
    },
  );

  app.post(
    AUTH_ROUTES.signup,
    {
      config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: [tag],
        operationId: `signUp${member(type)}`,
        summary: `Sign up as a ${typeLabel}`,
        description:
          'Creates the account with an unverified mobile and sends a 6-digit code by SMS.',
        body: SignupBody,
        response: { 201: envelope(PendingVerificationResults), ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const ipKey = `signup:ip:${request.ip}`;
      const wait = await ctx.limiter.take(ipKey, limits.signupsPerHour, 3600);
      if (wait > 0) throw tooManyRequests(wait, 'auth.tooManySignups');
      const phone = normalisePhone(body.country_code, body.mobile);
      if (!phone) {
        throw fieldProblem('mobile', 'account.mobileInvalid');
      }
      const pending = {
        mobile: phone.mobile,
        country_code: phone.country_code,
        email: body.email,
        is_mobile_verified: 0 as const,
      };
      // The same answer whether or not the email or number already has an account, so the
      // sign-up form cannot be used to find out who is a member; the owner of an existing
      // account gets an email instead (at most one an hour).
      const answer = () => {
        reply.code(201);
        return {
          success: true,
          message: request.t('auth.signupReceived', {
            mobile: maskedPhone(phone.country_code, phone.mobile),
          }),
          results: pending,
        };
      };
      const passwordHash = await hashPassword(body.password);
      const existing =
        (await ctx.accounts.byEmail(type, body.email)) ??
        (await ctx.accounts.byPhone(type, phone.country_code, phone.mobile));
      if (existing) {
        await answerExistingSignup(existing, body.email, phone);
        return answer();
      }
      const profile: Record<string, unknown> = {};
      if (type === 'service_provider') {
        for (const field of ['city', 'services', 'years_experience', 'bio'] as const) {
          if (body[field] !== undefined) profile[field] = body[field];
        }
      }
      if (body.accept_terms) profile.terms_accepted_at = ctx.clock.now().toISOString();
      let account: AccountRow;
      try {
        account = await ctx.accounts.create({
          type,
          full_name: body.full_name,
          email: body.email,
          ...phone,
          password_hash: passwordHash,
          profile,
        });
      } catch (error) {
        // Two sign-ups racing for one email or number: the unique index decides.
        if ((error as { code?: string }).code !== '23505') throw error;
        const winner =
          (await ctx.accounts.byEmail(type, body.email)) ??
          (await ctx.accounts.byPhone(type, phone.country_code, phone.mobile));
        if (winner) await answerExistingSignup(winner, body.email, phone);
        return answer();
      }
      await ctx.limiter.take(
        `resend:cooldown:${phone.country_code}${phone.mobile}`,
        1,
        limits.otpResendCooldownSeconds,
      );
      await ctx.otp.send(account);
      return answer();
    },
  );

  if (type === 'user') {
    // interface §4: one verify-mobile endpoint for both account types.
    app.post(
      AUTH_ROUTES.verifyMobile,
      {
        config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
        schema: {
          tags: ['Mobile verification'],
          operationId: 'verifyMobile',
          summary: 'Verify a mobile number with the 6-digit code',
          description:
            'Works for parents and caregivers; `type` picks the account when one number has both. Success starts a session.',
          body: VerifyMobileBody,
          response: { 200: envelope(SessionResults), ...errors },
        },
      },
      async (request) => {
        const { otp, type: wanted } = request.body;
        const phone = normalisePhone(request.body.country_code, request.body.mobile);
        if (!phone) throw badRequest('account.mobileInvalid');
        const key = `verify:${phone.country_code}${phone.mobile}`;
        const wait = await ctx.limiter.take(key, limits.otpVerifyPer15Min, 15 * 60);
        if (wait > 0) throw tooManyRequests(wait);
        const candidates = (
          await ctx.accounts.byPhoneAnyType(phone.country_code, phone.mobile)
        ).filter((account) => !wanted || account.type === wanted);
        const account = candidates[0];
        // The same answer as a number without a code: no way to learn who has an account.
        if (!account) throw badRequest('otp.noActiveCode');
        await ctx.otp.verify(account, otp);
        refuseSuspended(account, request);
        const verified = await ctx.accounts.markMobileVerified(account.id);
        const session = await ctx.tokens.issue(
          verified.id,
          verified.type,
          undefined,
          request.headers['user-agent'],
        );
        return {
          success: true,
          message: request.t('auth.mobileVerified'),
          results: { ...session, user: publicUser(verified) },
        };
      },
    );
  }

  app.post(
    AUTH_ROUTES.resendOtp,
    {
      config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['Mobile verification'],
        operationId: `resend${member(type)}Otp`,
        summary: `Send a new code to a ${typeLabel}'s mobile`,
        description:
          'At most one code every 30 seconds; the 429 answer says how long to wait (`results.retry_after`).',
        body: PhoneBody,
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      const phone = normalisePhone(request.body.country_code, request.body.mobile);
      if (!phone) throw badRequest('account.mobileInvalid');
      const number = `${phone.country_code}${phone.mobile}`;
      // Limits count on the number, whether or not it has an account, and the answer is the
      // same either way: resending cannot tell anyone who is a member.
      const cooldown = await ctx.limiter.take(
        `resend:cooldown:${number}`,
        1,
        limits.otpResendCooldownSeconds,
      );
      if (cooldown > 0) throw tooManyRequests(cooldown, 'auth.waitForCode');
      const wait = await ctx.limiter.take(`resend:${number}`, limits.resendPerHour, 3600);
      if (wait > 0) throw tooManyRequests(wait, 'auth.manyCodes');
      // Whether the number has an account waiting for a code is looked at after the answer.
      await ctx.accountNotices.later({ kind: 'code', type, ...phone });
      return {
        success: true,
        message: request.t('auth.codeResent', {
          mobile: maskedPhone(phone.country_code, phone.mobile),
        }),
      };
    },
  );

  app.get(
    profilePath,
    {
      schema: {
        tags: [tag],
        operationId: `get${member(type)}Profile`,
        summary: `The logged-in ${typeLabel}'s profile`,
        description:
          'The account behind the bearer token: `{ id, full_name, email, mobile, country_code, is_mobile_verified, type, subscription }` (interface §4). Without a valid token: 401.',
        security: [{ bearer: [] }],
        response: { 200: envelope(UserSchema), ...errors },
      },
    },
    async (request) => {
      const account = await requireAccount(request);
      const subscription = await ctx.accounts.subscriptionOf(account.id);
      return {
        success: true,
        message: request.t('auth.profileLoaded'),
        results: publicUser(account, subscription),
      };
    },
  );

  app.post(
    AUTH_ROUTES.refresh,
    {
      schema: {
        tags: ['Sessions'],
        operationId: `refresh${member(type)}Token`,
        summary: 'Swap a refresh token for a new pair',
        description: `The refresh token comes as bearer (the secondary client) or in the body. Each one is rotated: the answer carries its successor. Presented again within ${REFRESH_REUSE_GRACE_SECONDS} seconds of its rotation (two tabs renewing at once), it gets the same successor refresh token (and a new access token); presented again later, it counts as stolen and ends the session (every token of that login). A refresh token from before a password change or reset no longer works.`,
        body: RefreshBody,
        response: {
          200: envelope(z.object({ token: z.string(), refresh_token: z.string() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const refresh = request.body?.refresh_token || bearerToken(request);
      if (!refresh) throw unauthorized('auth.logInAgain');
      // A suspension revoked every login: say why rather than "log in again".
      const suspended = await ctx.suspensions.refreshOfSuspended(refresh);
      if (suspended) refuseSuspended(suspended, request);
      const { token, refresh_token } = await ctx.tokens.rotate(refresh);
      return {
        success: true,
        message: request.t('auth.sessionRenewed'),
        results: { token, refresh_token },
      };
    },
  );

  app.post(
    AUTH_ROUTES.logout,
    {
      schema: {
        tags: ['Sessions'],
        operationId: `logOut${member(type)}`,
        summary:
          'Log out: end this login (the refresh token in the body, or the bearer access token)',
        description:
          'Both the refresh tokens and the access tokens of this login stop working at once; other devices stay logged in.',
        body: LogoutBody,
        response: { 200: MessageOnly },
      },
    },
    async (request) => {
      const refresh = request.body?.refresh_token;
      if (refresh) await ctx.tokens.revoke(refresh);
      const bearer = bearerToken(request);
      if (bearer) {
        const claims = await ctx.tokens.verifyAccess(bearer).catch(() => undefined);
        if (claims) await ctx.tokens.revokeLogin(claims.family);
      }
      return { success: true, message: request.t('auth.loggedOut') };
    },
  );

  app.post(
    AUTH_ROUTES.forgotPassword,
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['Password reset'],
        operationId: `request${member(type)}PasswordReset`,
        summary: 'Email a password-reset link',
        description:
          'Always answers the same, whether or not the email has an account. The link opens `/reset-password?token=…&type=…` and works once, for an hour.',
        body: ForgotPasswordBody,
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      // The same work for every email: the account is looked up, the link made and the email
      // sent after the answer, so neither its time nor a mail outage tells who has an account.
      await ctx.accountNotices.later({ kind: 'reset-link', type, email: request.body.email });
      return {
        success: true,
        message: request.t('auth.resetLinkSent'),
      };
    },
  );

  app.post(
    AUTH_ROUTES.resetPasswordWeb,
    {
      config: { rateLimit: { max: 20, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['Password reset'],
        operationId: `reset${member(type)}Password`,
        summary: 'Set a new password with the token from the emailed link',
        description:
          'The link works once. Using it voids every other link of the account and ends every session: refresh tokens are revoked and access tokens stop working at once.',
        body: ResetPasswordWebBody,
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const result = await ctx.passwordResets.redeem(token, type, await hashPassword(password));
      if (!result.ok) throw badRequest(RESET_REFUSALS[result.reason]);
      return { success: true, message: request.t('auth.passwordReset') };
    },
  );

  app.post(
    AUTH_ROUTES.changePassword,
    {
      schema: {
        tags: ['Password reset'],
        operationId: `change${member(type)}Password`,
        summary: 'Change the password of the logged-in account',
        description:
          'Ends every session of the account, this one included (other devices are logged out at once, their streams closed), and voids outstanding reset links. The answer carries a new session for the caller: `{ token, refresh_token }`. A wrong `current_password` is 400 naming it and counts in the login lockout (429 once locked).',
        security: [{ bearer: [] }],
        body: ChangePasswordBody,
        response: {
          200: envelope(z.object({ token: z.string(), refresh_token: z.string() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const account = await requireAccount(request);
      await confirmPassword(
        ctx,
        request,
        account,
        request.body.current_password,
        'current_password',
        'auth.currentPasswordWrong',
      );
      const session = await ctx.passwordResets.change(
        account.id,
        account.type,
        await hashPassword(request.body.password),
        request.headers['user-agent'],
      );
      return {
        success: true,
        message: request.t('auth.passwordChanged'),
        results: session,
      };
    },
  );
};
