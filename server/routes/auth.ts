import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../src/contract/account-rules';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../errors';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  LogoutBody,
  normalisePhone,
  PendingVerificationResults,
  PhoneBody,
  RefreshBody,
  ResetPasswordWebBody,
  SessionResults,
  SignupBody,
  UserSchema,
  VerifyMobileBody,
} from '../schemas/auth';
import { ErrorEnvelope, envelope, MessageOnly } from '../schemas/common';
import { type AccountRow, maskedPhone, publicUser } from '../services/accounts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../services/passwords';
import { randomToken, sha256 } from '../services/secrets';
import type { AccountType } from '../services/tokens';
import { accountLabel, bearerToken, requireAccount as guard } from '../session-guard';

export interface AuthRoutesOptions {
  type: AccountType;
  /** Route of the profile under the prefix: '' for users (GET /v1/user), '/profile' for caregivers. */
  profilePath: string;
}

const LOGIN_FAILED =
  'The email or mobile number and password do not match. Check them and try again.';
const RESET_TTL_MINUTES = 60;

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
};

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

  app.post(
    '/login',
    {
      config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: [tag],
        summary: `Log in as a ${typeLabel}`,
        description:
          'With a verified mobile: `{ token, refresh_token, user }`. With an unverified mobile: no token, `is_mobile_verified: 0`, and a code is sent (the client switches to the OTP step).',
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
      if (!identifier) throw badRequest('Enter your email or mobile number.');
      const key = `login:${type}:${identifier.toLowerCase()}`;
      const wait = await ctx.limiter.retryAfter(
        key,
        limits.loginFailures,
        limits.loginWindowMinutes * 60,
      );
      if (wait > 0) {
        throw tooManyRequests(
          wait,
          `Too many failed attempts for this account. Try again in ${Math.ceil(wait / 60)} minutes, or reset your password.`,
        );
      }
      const account = await findByIdentifier(identifier);
      if (!account) {
        await burnPasswordCheck(password);
        await ctx.limiter.hit(key);
        throw unauthorized(LOGIN_FAILED);
      }
      if (!(await verifyPassword(password, account.password_hash))) {
        await ctx.limiter.hit(key);
        throw unauthorized(LOGIN_FAILED);
      }
      await ctx.limiter.clear(key);
      if (!account.is_mobile_verified) {
        await ctx.otp.ensureSent(account);
        return {
          success: true,
          message: `Verify your mobile number to continue: we sent a 6-digit code to ${maskedPhone(account.country_code, account.mobile)}.`,
          results: pendingResults(account),
        };
      }
      const session = await ctx.tokens.issue(account.id, type);
      const subscription = await ctx.accounts.subscriptionOf(account.id);
      return {
        success: true,
        message: `Welcome back, ${account.full_name.split(' ')[0]}!`,
        results: { ...session, user: publicUser(account, subscription) },
      };
    },
  );

  app.post(
    '/signup',
    {
      config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: [tag],
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
      const wait = await ctx.limiter.retryAfter(ipKey, limits.signupsPerHour, 3600);
      if (wait > 0)
        throw tooManyRequests(
          wait,
          `Too many sign-ups from this network. Try again in ${Math.ceil(wait / 60)} minutes.`,
        );
      const phone = normalisePhone(body.country_code, body.mobile);
      if (!phone) {
        throw badRequest(ACCOUNT_MESSAGES.mobileInvalid, {
          errors: [{ field: 'mobile', message: ACCOUNT_MESSAGES.mobileInvalid }],
        });
      }
      await ctx.limiter.hit(ipKey);
      if (await ctx.accounts.byEmail(type, body.email)) {
        throw conflict(
          'An account with this email already exists. Log in instead, or reset your password.',
        );
      }
      if (await ctx.accounts.byPhone(type, phone.country_code, phone.mobile)) {
        throw conflict(
          'This mobile number is already registered. Log in instead, or use another number.',
        );
      }
      const profile: Record<string, unknown> = {};
      if (type === 'service_provider') {
        for (const field of ['city', 'services', 'years_experience', 'bio'] as const) {
          if (body[field] !== undefined) profile[field] = body[field];
        }
      }
      if (body.accept_terms) profile.terms_accepted_at = new Date().toISOString();
      let account: AccountRow;
      try {
        account = await ctx.accounts.create({
          type,
          full_name: body.full_name,
          email: body.email,
          ...phone,
          password_hash: await hashPassword(body.password),
          profile,
        });
      } catch (error) {
        // Two sign-ups racing for one email or number: the unique index decides.
        if ((error as { code?: string }).code === '23505') {
          const detail = String((error as { constraint?: string }).constraint ?? '');
          throw conflict(
            detail.includes('email')
              ? 'An account with this email already exists. Log in instead, or reset your password.'
              : 'This mobile number is already registered. Log in instead, or use another number.',
          );
        }
        throw error;
      }
      await ctx.otp.send(account);
      reply.code(201);
      return {
        success: true,
        message: `Your account is created. We sent a 6-digit code to ${maskedPhone(account.country_code, account.mobile)} to verify your mobile number.`,
        results: pendingResults(account),
      };
    },
  );

  if (type === 'user') {
    // interface §4: one verify-mobile endpoint for both account types.
    app.post(
      '/verify-mobile',
      {
        config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
        schema: {
          tags: ['Mobile verification'],
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
        if (!phone) throw badRequest(ACCOUNT_MESSAGES.mobileInvalid);
        const key = `verify:${phone.country_code}${phone.mobile}`;
        const wait = await ctx.limiter.retryAfter(key, limits.otpVerifyPer15Min, 15 * 60);
        if (wait > 0) throw tooManyRequests(wait);
        await ctx.limiter.hit(key);
        const candidates = (
          await ctx.accounts.byPhoneAnyType(phone.country_code, phone.mobile)
        ).filter((account) => !wanted || account.type === wanted);
        const account = candidates[0];
        if (!account)
          throw notFound(
            'We could not find an account with this mobile number. Check it, or sign up.',
          );
        await ctx.otp.verify(account, otp);
        const verified = await ctx.accounts.markMobileVerified(account.id);
        const session = await ctx.tokens.issue(verified.id, verified.type);
        return {
          success: true,
          message: 'Your mobile number is verified. Welcome to FTC!',
          results: { ...session, user: publicUser(verified) },
        };
      },
    );
  }

  app.post(
    '/resend-otp',
    {
      config: { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['Mobile verification'],
        summary: `Send a new code to a ${typeLabel}'s mobile`,
        description:
          'At most one code every 30 seconds; the 429 answer says how long to wait (`results.retry_after`).',
        body: PhoneBody,
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      const phone = normalisePhone(request.body.country_code, request.body.mobile);
      if (!phone) throw badRequest(ACCOUNT_MESSAGES.mobileInvalid);
      const account = await ctx.accounts.byPhone(type, phone.country_code, phone.mobile);
      if (!account)
        throw notFound(
          'We could not find an account with this mobile number. Check it, or sign up.',
        );
      if (account.is_mobile_verified)
        throw badRequest('This mobile number is already verified. You can log in.');
      const key = `resend:${phone.country_code}${phone.mobile}`;
      const wait = await ctx.limiter.retryAfter(key, limits.resendPerHour, 3600);
      if (wait > 0)
        throw tooManyRequests(
          wait,
          `You asked for many codes. Try again in ${Math.ceil(wait / 60)} minutes.`,
        );
      await ctx.otp.send(account);
      await ctx.limiter.hit(key);
      return {
        success: true,
        message: `We sent a new code to ${maskedPhone(account.country_code, account.mobile)}.`,
      };
    },
  );

  app.get(
    profilePath,
    {
      schema: {
        tags: [tag],
        summary: `The logged-in ${typeLabel}'s profile`,
        security: [{ bearer: [] }],
        response: { 200: envelope(UserSchema), ...errors },
      },
    },
    async (request) => {
      const account = await requireAccount(request);
      const subscription = await ctx.accounts.subscriptionOf(account.id);
      return {
        success: true,
        message: 'Profile loaded.',
        results: publicUser(account, subscription),
      };
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        tags: ['Sessions'],
        summary: 'Swap a refresh token for a new pair',
        description:
          'The refresh token comes as bearer (the secondary client) or in the body. It is single-use: presenting a used one ends the session.',
        body: RefreshBody,
        response: {
          200: envelope(z.object({ token: z.string(), refresh_token: z.string() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const refresh = request.body?.refresh_token || bearerToken(request);
      if (!refresh) throw unauthorized('Please log in again.');
      const { token, refresh_token } = await ctx.tokens.rotate(refresh);
      return { success: true, message: 'Session renewed.', results: { token, refresh_token } };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['Sessions'],
        summary: 'Log out: revoke the refresh token',
        body: LogoutBody,
        response: { 200: MessageOnly },
      },
    },
    async (request) => {
      const refresh = request.body?.refresh_token;
      if (refresh) await ctx.tokens.revoke(refresh);
      return { success: true, message: 'You are logged out.' };
    },
  );

  app.post(
    '/forgot-password-web',
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['Password reset'],
        summary: 'Email a password-reset link',
        description:
          'Always answers the same, whether or not the email has an account. The link opens `/reset-password?token=…&type=…` and works once, for an hour.',
        body: ForgotPasswordBody,
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      const account = await ctx.accounts.byEmail(type, request.body.email);
      if (account) {
        const token = randomToken();
        await ctx.pool.query(
          `insert into password_resets (account_id, token_hash, expires_at)
           values ($1, $2, now() + make_interval(mins => $3))`,
          [account.id, sha256(token), RESET_TTL_MINUTES],
        );
        const link = `${ctx.config.publicUrl}/reset-password?token=${token}&type=${type}`;
        await ctx.email.send({
          to: account.email,
          subject: 'Reset your FTC password',
          body: `Hello ${account.full_name},\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
          code: token,
        });
      }
      return {
        success: true,
        message:
          'If an account exists for this email, we sent a link to reset the password. Check your inbox.',
      };
    },
  );

  app.post(
    '/reset-password-web',
    {
      config: { rateLimit: { max: 20, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['Password reset'],
        summary: 'Set a new password with the token from the emailed link',
        body: ResetPasswordWebBody,
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const { rows } = await ctx.pool.query<{
        id: string;
        account_id: string;
        used: boolean;
        expired: boolean;
        type: AccountType;
      }>(
        `select r.id, r.account_id, r.used_at is not null as used, r.expires_at < now() as expired, a.type
           from password_resets r join accounts a on a.id = r.account_id where r.token_hash = $1`,
        [sha256(token)],
      );
      const reset = rows[0];
      if (!reset || reset.type !== type)
        throw badRequest('This link is not valid. Request a new one.');
      if (reset.used)
        throw badRequest('This link was already used. Request a new one if you need to.');
      if (reset.expired) throw badRequest('This link has expired. Request a new one.');
      const { rowCount } = await ctx.pool.query(
        'update password_resets set used_at = now() where id = $1 and used_at is null',
        [reset.id],
      );
      if (rowCount === 0)
        throw badRequest('This link was already used. Request a new one if you need to.');
      await ctx.accounts.setPassword(reset.account_id, await hashPassword(password));
      await ctx.tokens.revokeAll(reset.account_id);
      return { success: true, message: 'Your password is changed. You can log in with it now.' };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['Password reset'],
        summary: 'Change the password of the logged-in account',
        security: [{ bearer: [] }],
        body: ChangePasswordBody,
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      const account = await requireAccount(request);
      if (!(await verifyPassword(request.body.current_password, account.password_hash))) {
        throw badRequest('Your current password is not right.');
      }
      await ctx.accounts.setPassword(account.id, await hashPassword(request.body.password));
      return { success: true, message: 'Your password is changed.' };
    },
  );
};
