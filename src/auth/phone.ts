import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberWithError,
} from 'libphonenumber-js/min';

export type { CountryCode };

let cached: { value: string; label: string }[] | undefined;

/** Every country, "+1 United States", sorted by name; the value is the ISO code. */
export function countryOptions(): { value: string; label: string }[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  cached = getCountries()
    .map((country) => ({
      value: country,
      name: names.of(country) ?? country,
      label: `+${getCountryCallingCode(country)} ${names.of(country) ?? country}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ value, label }) => ({ value, label }));
  return cached;
}

/** The visitor's country from the browser language (en-GB → GB), else the US. */
export function defaultCountry(): CountryCode {
  const region = (typeof navigator === 'undefined' ? '' : navigator.language)
    .split('-')[1]
    ?.toUpperCase();
  return region && (getCountries() as string[]).includes(region) ? (region as CountryCode) : 'US';
}

/** `{ country_code: '+1', mobile: '2015550123' }` for a valid number, else null. */
export function phoneFor(
  country: CountryCode,
  typed: string,
): { country_code: string; mobile: string } | null {
  const digits = typed.replace(/[^\d+]/g, '');
  if (!digits || !isValidPhoneNumber(digits, country)) return null;
  const parsed = parsePhoneNumberWithError(digits, country);
  return { country_code: `+${parsed.countryCallingCode}`, mobile: String(parsed.nationalNumber) };
}
