import { z } from 'zod';
import { accountRuleKey, fullNameProblem } from './account-rules';
import { CountryCodeField, EmailField, MobileField, UserSchema } from './auth';

// A member's account settings (interface §9 "Account"): name, email, mobile. The password change
// is `POST {prefix}/reset-password` (auth.ts `ChangePasswordBody`). The server validates and
// documents with these; the client takes their types only (`import type`).

export const FullNameField = z
  .string({ error: 'account.fullNameRequired' })
  .max(200)
  .superRefine((value, ctx) => {
    const problem = fullNameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: accountRuleKey(problem) });
  })
  .transform((value) => value.trim().replace(/\s+/g, ' '));

/** The password that proves it is the member (not someone at an unlocked screen). */
const CurrentPassword = z
  .string({ error: 'account.passwordRequired' })
  .min(1, { error: 'account.passwordRequired' })
  .max(200);

export const NameBody = z.object({ full_name: FullNameField }).describe('AccountNameRequest');

export const EmailChangeBody = z
  .object({ email: EmailField, password: CurrentPassword })
  .describe('EmailChangeRequest');

export const EmailConfirmBody = z
  .object({
    token: z
      .string({ error: 'auth.linkInvalid' })
      .min(10, { error: 'auth.linkInvalid' })
      .max(200, { error: 'auth.linkInvalid' }),
  })
  .describe('EmailConfirmRequest');

export const MobileChangeBody = z
  .object({ country_code: CountryCodeField, mobile: MobileField, password: CurrentPassword })
  .describe('MobileChangeRequest');

export const MobileVerifyBody = z
  .object({
    otp: z
      .union([z.string(), z.number()], { error: 'auth.codeFormat' })
      .transform((value) => String(value).trim())
      .refine((value) => /^\d{6}$/.test(value), { error: 'auth.codeFormat' }),
  })
  .describe('MobileVerifyRequest');

/** `POST {prefix}/account/email` and `…/mobile`: where the link or the code went. */
export const ChangeStarted = z
  .object({
    email: z.string().optional().describe('The new address the link went to.'),
    country_code: z.string().optional(),
    mobile: z.string().optional().describe('The new number the code went to.'),
  })
  .describe('AccountChangeStarted');

export { UserSchema as AccountUser };
