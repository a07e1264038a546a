import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/max';

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
