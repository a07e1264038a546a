import { z } from 'zod';
import {
  accountRuleKey,
  emailProblem,
  fullNameProblem,
  normaliseEmail,
  passwordProblem,
} from './account-rules';
import { wordRef } from './common';
import { SubscriptionSummary } from './subscriptions';

const text = (required: string, max = 254) =>
  z.string({ error: required }).max(max, { error: wordRef('auth.maxCharacters', { max }) });

export const EmailField = text('account.emailRequired')
  .superRefine((value, ctx) => {
    const problem = emailProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: accountRuleKey(problem) });
  })
  .transform(normaliseEmail);

export const PasswordField = z
  .string({ error: 'account.passwordRequired' })
  .max(200)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: accountRuleKey(problem) });
  });

export const CountryCodeField = z
  .string({ error: 'account.countryCodeInvalid' })
  .trim()
  .regex(/^\+?\d{1,4}$/, { error: 'account.countryCodeInvalid' })
  .transform((value) => (value.startsWith('+') ? value : `+${value}`));

export const MobileField = z
  .string({ error: 'account.mobileRequired' })
  .max(32)
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .refine((value) => /^\d{4,15}$/.test(value), { error: 'account.mobileInvalid' });

export const LoginBody = z
  .object({
    email: z.string().max(254).optional().describe('The identifier when it is an email.'),
    password: z
      .string({ error: 'account.passwordRequired' })
      .min(1, {
        error: 'account.passwordRequired',
      })
      .max(200),
    type: z.string().max(40).optional().describe("The element's `type` as given."),
    login_input: z
      .string()
      .max(254)
      .optional()
      .describe('The identifier as typed: an email or a mobile number.'),
    device: z.string().max(20).optional().describe('Always "web" from the widgets.'),
  })
  .describe('LoginRequest');

export const SignupBody = z
  .object({
    full_name: z
      .string({ error: 'account.fullNameRequired' })
      .max(200)
      .superRefine((value, ctx) => {
        const problem = fullNameProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: accountRuleKey(problem) });
      })
      .transform((value) => value.trim().replace(/\s+/g, ' ')),
    email: EmailField,
    password: PasswordField,
    country_code: CountryCodeField,
    mobile: MobileField,
    // Caregivers may add more about themselves.
    city: z.string().trim().max(100).optional(),
    services: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
    years_experience: z.number().int().min(0).max(70).optional(),
    bio: z.string().trim().max(2000).optional(),
    accept_terms: z.boolean().optional(),
  })
  .describe('SignupRequest');

export const PhoneBody = z
  .object({
    mobile: MobileField,
    country_code: CountryCodeField,
  })
  .describe('PhoneRequest');

export const VerifyMobileBody = z
  .object({
    mobile: MobileField,
    country_code: CountryCodeField,
    otp: z
      .union([z.string(), z.number()], { error: 'auth.codeFormat' })
      .transform((value) => String(value).trim())
      .refine((value) => /^\d{6}$/.test(value), { error: 'auth.codeFormat' }),
    type: z
      .enum(['user', 'service_provider'])
      .optional()
      .describe('Which account, when a number has both.'),
  })
  .describe('VerifyMobileRequest');

export const ForgotPasswordBody = z.object({ email: EmailField }).describe('ForgotPasswordRequest');

export const ResetPasswordWebBody = z
  .object({
    token: z.string({ error: 'auth.linkInvalid' }).min(10).max(200),
    password: PasswordField,
  })
  .describe('ResetPasswordWebRequest');

export const ChangePasswordBody = z
  .object({
    current_password: z.string({ error: 'auth.currentPasswordRequired' }).min(1).max(200),
    password: PasswordField,
  })
  .describe('ChangePasswordRequest');

export const RefreshBody = z
  .object({ refresh_token: z.string().max(200).optional() })
  .nullish()
  .describe('RefreshRequest: the refresh token as bearer, or in the body.');

export const LogoutBody = z
  .object({ refresh_token: z.string().max(200).optional() })
  .nullish()
  .describe('LogoutRequest');

export const UserSchema = z
  .object({
    id: z.number(),
    full_name: z.string(),
    email: z.string(),
    mobile: z.string(),
    country_code: z.string(),
    is_mobile_verified: z.union([z.literal(0), z.literal(1)]),
    type: z.enum(['user', 'service_provider']),
    subscription: SubscriptionSummary.nullable().describe('The current plan, or null.'),
    is_admin: z
      .boolean()
      .optional()
      .describe('True for an admin (the ADMIN_EMAIL account, or a role an admin granted).'),
    staff_role: z
      .enum(['admin', 'moderator'])
      .nullable()
      .optional()
      .describe('The staff role (interface §10), or null for a member.'),
    photo_url: z
      .string()
      .nullable()
      .optional()
      .describe("The member's own photo (a parent's optional photo), or null."),
  })
  .describe('User');

export const SessionResults = z.object({
  token: z.string(),
  refresh_token: z.string(),
  user: UserSchema,
});

export const PendingVerificationResults = z.object({
  mobile: z.string(),
  country_code: z.string(),
  email: z.string(),
  is_mobile_verified: z.literal(0),
});

// Types for the client (`import type`: no zod in a bundle).
export type User = z.infer<typeof UserSchema>;
export type SessionResult = z.infer<typeof SessionResults>;
export type PendingVerification = z.infer<typeof PendingVerificationResults>;
export type LoginRequest = z.input<typeof LoginBody>;
export type SignupRequest = z.input<typeof SignupBody>;
export type VerifyMobileRequest = z.input<typeof VerifyMobileBody>;
