import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  parsePhoneNumberWithError,
} from 'libphonenumber-js/max';

/** A phone number in the form the API stores: `+1` and the national digits. */
export function normalisePhone(
  countryCode: string,
  mobile: string,
): { country_code: string; mobile: string } | null {
  const full = `${countryCode}${mobile.replace(/^0+/, '')}`;
  if (!isValidPhoneNumber(full)) return null;
  const parsed = parsePhoneNumberWithError(full);
  return { country_code: `+${parsed.countryCallingCode}`, mobile: String(parsed.nationalNumber) };
}

/**
 * The form a typed login identifier is counted under (failed logins): a lowercase email, a
 * number in E.164 when it starts with `+`, else its digits without leading zeros. Worked out
 * from the text alone, never from an account, so a known and an unknown identifier count alike
 * and an email never shares a count with its account's number.
 */
export function identifierKey(identifier: string): string {
  const typed = identifier.trim();
  if (typed.includes('@')) return `email:${typed.toLowerCase()}`;
  const digits = typed.replace(/[\s().-]/g, '');
  if (digits.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(digits);
    if (parsed) return `phone:${parsed.number}`;
  }
  return `text:${digits.toLowerCase().replace(/^0+/, '')}`;
}
