import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberWithError,
} from 'libphonenumber-js/min';

export type { CountryCode };

const cached = new Map<string, { value: string; label: string }[]>();

/**
 * Every country, "+1 United States", named and sorted in `lang` ("+1 Estados Unidos" in
 * Spanish); the value is the ISO code.
 */
export function countryOptions(lang = 'en'): { value: string; label: string }[] {
  const known = cached.get(lang);
  if (known) return known;
  const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
  const collator = new Intl.Collator(lang);
  const options = getCountries()
    .map((country) => ({
      value: country,
      name: names.of(country) ?? country,
      label: `+${getCountryCallingCode(country)} ${names.of(country) ?? country}`,
    }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ value, label }) => ({ value, label }));
  cached.set(lang, options);
  return options;
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
