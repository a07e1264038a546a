import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountUser,
  ChangeStarted,
  EmailChangeBody,
  EmailConfirmBody,
  MobileChangeBody,
  MobileVerifyBody,
  NameBody,
} from '../../src/contract/account-settings';
import { envelope, errorResponses, MessageOnly } from '../../src/contract/common';
import { ROUTES } from '../../src/contract/endpoints';
import { type ApiProblem, badRequest, conflict, fieldProblem, tooManyRequests } from '../errors';
import { word } from '../i18n';
import { operationMember as member } from '../plugins/openapi';
import type { EmailConfirmOutcome, MobileVerifyOutcome } from '../services/account-settings';
import { maskedPhone, publicUser } from '../services/accounts';
import { normalisePhone } from '../services/phone';
import type { AccountType } from '../services/tokens';
import {
  AUDIENCES,
  confirmPassword,
  requireAccount as guard,
  accountLabel as label,
} from '../session-guard';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

const CONFIRM_REFUSALS = {
  invalid: 'auth.linkInvalid',
  used: 'auth.linkUsed',
  voided: 'auth.linkVoided',
  expired: 'auth.linkExpired',
  taken: 'account.emailNoLongerFree',
} as const;

function mobileRefusal(outcome: Exclude<MobileVerifyOutcome, { kind: 'done' }>): ApiProblem {
  switch (outcome.kind) {
    case 'no_code':
      return fieldProblem('otp', 'account.noMobileCode');
    case 'expired':
      return fieldProblem('otp', 'otp.expired');
    case 'too_many':
      return fieldProblem('otp', 'account.codeTooManyWrong');
    case 'taken':
      return conflict('account.mobileNoLongerFree');
    case 'wrong':
      return fieldProblem(
        'otp',
        outcome.left === 1
          ? 'otp.wrongOneLeft'
          : word('otp.wrongTriesLeft', { left: outcome.left }),
      );
  }
}

/**
 * A member's account settings (interface §9 "Account"): name, email (confirmed from the new
 * address), mobile (verified by a code to the new number). The password change is
 * `POST {prefix}/reset-password` (routes/auth.ts). Rules and SQL are services/account-settings.ts;
 * the link, the code and the notices go out after the answer (services/account-notices.ts), so
 * neither the answer nor its time tells whether another account has the address or number.
 */
export const accountSettingsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { limits } = ctx.config;
  const limited = { rateLimit: { max: limits.clientPerMinute, timeWindow: 60_000 } };
  const requireAccount = (request: FastifyRequest, type: AccountType) => guard(ctx, request, type);

  for (const { prefix, type } of AUDIENCES) {
    const who = label(type);
    const tags = ['Account settings'];

    app.patch(
      `${prefix}${ROUTES.accountUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags,
          operationId: `update${member(type)}Name`,
          summary: `Change the ${who}'s name`,
          description:
            'Sets `full_name` of the logged-in member; an empty or too long name answers 400 naming `full_name`.',
          security: [{ bearer: [] }],
          body: NameBody,
          response: { 200: envelope(AccountUser), ...errors },
        },
      },
      async (request) => {
        const account = await requireAccount(request, type);
        const renamed = await ctx.accountSettings.rename(account.id, request.body.full_name);
        return {
          success: true,
          message: request.t('account.nameSaved'),
          results: publicUser(renamed, await ctx.accounts.subscriptionOf(account.id)),
        };
      },
    );

    app.post(
      `${prefix}${ROUTES.accountEmailUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags,
          operationId: `change${member(type)}Email`,
          summary: `Move the ${who}'s account to a new email`,
          description:
            'Needs the password (wrong: 400 naming `password`, counted in the login lockout). A link goes to the new address (24 hours, once; a newer request voids it) and the old address is told; the account keeps the old email, and logs in with it, until the link is opened. An address another account has gets the same answer: its owner is told, and no link is sent.',
          security: [{ bearer: [] }],
          body: EmailChangeBody,
          response: { 200: envelope(ChangeStarted), ...errors },
        },
      },
      async (request) => {
        const account = await requireAccount(request, type);
        const { email, password } = request.body;
        await confirmPassword(ctx, request, account, password, 'password');
        if (email === account.email) throw fieldProblem('email', 'account.emailSame');
        await ctx.accountNotices.later({ kind: 'email-change', accountId: account.id, email });
        return {
          success: true,
          message: request.t('account.emailLinkSent', { email }),
          results: { email },
        };
      },
    );

    app.post(
      `${prefix}${ROUTES.accountMobileUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags,
          operationId: `change${member(type)}Mobile`,
          summary: `Move the ${who}'s account to a new mobile number`,
          description:
            'Needs the password (wrong: 400 naming `password`, counted in the login lockout). A 6-digit code goes to the new number (10 minutes, 5 tries, one every 30 seconds, as for sign-up); the number changes once `…/account/mobile/verify` gets it. A number another account has gets the same answer: its owner is told by email, and no code is sent.',
          security: [{ bearer: [] }],
          body: MobileChangeBody,
          response: { 200: envelope(ChangeStarted), ...errors },
        },
      },
      async (request) => {
        const account = await requireAccount(request, type);
        const { password } = request.body;
        const phone = normalisePhone(request.body.country_code, request.body.mobile);
        if (!phone) throw fieldProblem('mobile', 'account.mobileInvalid');
        await confirmPassword(ctx, request, account, password, 'password');
        if (phone.country_code === account.country_code && phone.mobile === account.mobile)
          throw fieldProblem('mobile', 'account.mobileSame');
        // The limits of sign-up's codes, counted on the number whoever has it.
        const number = `${phone.country_code}${phone.mobile}`;
        const cooldown = await ctx.limiter.take(
          `resend:cooldown:${number}`,
          1,
          limits.otpResendCooldownSeconds,
        );
        if (cooldown > 0) throw tooManyRequests(cooldown, 'auth.waitForCode');
        const wait = await ctx.limiter.take(`resend:${number}`, limits.resendPerHour, 3600);
        if (wait > 0) throw tooManyRequests(wait, 'auth.manyCodes');
        await ctx.accountNotices.later({ kind: 'mobile-change', accountId: account.id, ...phone });
        return {
          success: true,
          message: request.t('account.mobileCodeSent', {
            mobile: maskedPhone(phone.country_code, phone.mobile),
          }),
          results: phone,
        };
      },
    );

    app.post(
      `${prefix}${ROUTES.accountMobileVerifyUnderPrefix}`,
      {
        config: limited,
        schema: {
          tags,
          operationId: `verify${member(type)}NewMobile`,
          summary: `Verify the ${who}'s new mobile number with its code`,
          description:
            'The number changes to the one the code went to; the answer is the user. 5 wrong codes end it (ask for a new one).',
          security: [{ bearer: [] }],
          body: MobileVerifyBody,
          response: { 200: envelope(AccountUser), ...errors },
        },
      },
      async (request) => {
        const account = await requireAccount(request, type);
        const pending = await ctx.accountSettings.pendingMobile(account.id);
        if (pending) {
          const wait = await ctx.limiter.take(
            `verify:${pending.country_code}${pending.mobile}`,
            limits.otpVerifyPer15Min,
            15 * 60,
          );
          if (wait > 0) throw tooManyRequests(wait);
        }
        const outcome = await ctx.accountSettings.verifyMobile(account.id, request.body.otp);
        if (outcome.kind !== 'done') throw mobileRefusal(outcome);
        return {
          success: true,
          message: request.t('account.mobileChanged'),
          results: publicUser(outcome.account, await ctx.accounts.subscriptionOf(account.id)),
        };
      },
    );
  }

  app.post(
    ROUTES.accountEmailConfirm,
    {
      config: limited,
      schema: {
        tags: ['Account settings'],
        operationId: 'confirmEmailChange',
        summary: 'Confirm a new email with the token of the emailed link',
        description:
          'No session needed: the link itself proves the address. Works once, within 24 hours (server clock), and only the newest link of an account.',
        body: EmailConfirmBody,
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      const outcome: EmailConfirmOutcome = await ctx.accountSettings.confirmEmail(
        request.body.token,
      );
      if (outcome.kind !== 'done') {
        if (outcome.kind === 'taken') throw conflict(CONFIRM_REFUSALS.taken);
        throw badRequest(CONFIRM_REFUSALS[outcome.kind]);
      }
      return {
        success: true,
        message: request.t('account.emailChanged', { email: outcome.account.email }),
      };
    },
  );
};
