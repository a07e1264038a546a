import { isEmail } from '../contract/email';

/** spec §5, word for word. */
export const EMAIL_MESSAGES = {
  required: 'Email Field is required.',
  invalid: 'Please enter valid email address.',
} as const;

/** The error message for a newsletter email, or undefined when it is valid. */
export function validateNewsletterEmail(value: string): string | undefined {
  if (!value.trim()) return EMAIL_MESSAGES.required;
  if (!isEmail(value)) return EMAIL_MESSAGES.invalid;
  return undefined;
}
