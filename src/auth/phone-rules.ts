import {
  type CountryCode,
  isValidPhoneNumber,
  parsePhoneNumberWithError,
} from 'libphonenumber-js/min';

/**
 * The phone number rules (libphonenumber-js and its metadata, most of the sign-up element's
 * weight): loaded by src/auth/phone.ts when the phone fields are first used, not with the page.
 * `{ country_code: '+1', mobile: '2015550123' }` for a valid number, else null.
 */
export function parsePhone(
  country: string,
  typed: string,
): { country_code: string; mobile: string } | null {
  const digits = typed.replace(/[^\d+]/g, '');
  if (!digits || !isValidPhoneNumber(digits, country as CountryCode)) return null;
  const parsed = parsePhoneNumberWithError(digits, country as CountryCode);
  return { country_code: `+${parsed.countryCallingCode}`, mobile: String(parsed.nationalNumber) };
}
