// The WHATWG pattern for <input type="email">, with a dotted domain required: "anna@gmail"
// is a typo in a sign-up form, not an address.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,63}$/;

/** Whether a (trimmed) value looks like an email address. */
export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** Which rule of spec §5 a newsletter email breaks, if any; the words live in the catalogues. */
export function newsletterEmailProblem(value: string): 'required' | 'invalid' | undefined {
  if (!value.trim()) return 'required';
  if (!isEmail(value)) return 'invalid';
  return undefined;
}
