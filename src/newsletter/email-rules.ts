/** spec §5, word for word. */
export const EMAIL_MESSAGES = {
  required: 'Email Field is required.',
  invalid: 'Please enter valid email address.',
} as const;

// The WHATWG pattern for <input type="email">, with a dotted domain required: "anna@gmail"
// is a typo in a newsletter form, not an address.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,63}$/;

/** The error message for a newsletter email, or undefined when it is valid. */
export function validateNewsletterEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return EMAIL_MESSAGES.required;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return EMAIL_MESSAGES.invalid;
  return undefined;
}
