import { isEmail } from './email';

/**
 * Rules and messages the sign-up form and the reference server both apply, written once.
 * Plain TypeScript: no dependency, so the client bundles it for free.
 */
export const ACCOUNT_MESSAGES = {
  fullNameRequired: 'Full name is required.',
  fullNameLength: 'Enter your full name (2 to 100 characters).',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter valid email address.',
  passwordRequired: 'Password is required.',
  passwordRule: 'Use at least 8 characters, with at least one letter and one number.',
  countryCodeInvalid: 'Choose a country code, like +1.',
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Enter a valid mobile number for the country code you chose.',
} as const;

/**
 * The server catalogue's key of a rule's message (`account.<rule>`), for the contract's
 * validators: the server says it in the request's language. The client shows the English.
 */
export function accountRuleKey(message: string): string {
  const rule = (Object.keys(ACCOUNT_MESSAGES) as (keyof typeof ACCOUNT_MESSAGES)[]).find(
    (name) => ACCOUNT_MESSAGES[name] === message,
  );
  return rule ? `account.${rule}` : message;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The password rule, shown up front on the sign-up form. */
export function passwordProblem(password: string): string | undefined {
  if (!password) return ACCOUNT_MESSAGES.passwordRequired;
  if (
    password.length < PASSWORD_MIN_LENGTH ||
    password.length > PASSWORD_MAX_LENGTH ||
    !/[A-Za-z]/.test(password) ||
    !/\d/.test(password)
  ) {
    return ACCOUNT_MESSAGES.passwordRule;
  }
  return undefined;
}

export function fullNameProblem(value: string): string | undefined {
  const name = value.trim();
  if (!name) return ACCOUNT_MESSAGES.fullNameRequired;
  if (name.length < 2 || name.length > 100) return ACCOUNT_MESSAGES.fullNameLength;
  return undefined;
}

export function emailProblem(value: string): string | undefined {
  if (!value.trim()) return ACCOUNT_MESSAGES.emailRequired;
  if (!isEmail(value)) return ACCOUNT_MESSAGES.emailInvalid;
  return undefined;
}

/** Emails are compared and stored trimmed and in lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
