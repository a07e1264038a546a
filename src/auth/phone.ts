import { lazyModule } from '../lib/lazy-module';
import { COUNTRY_CALLING_CODES } from './country-codes';

export type CountryCode = string;

export interface Phone {
  country_code: string;
  mobile: string;
}

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
  const options = [...COUNTRY_CALLING_CODES]
    .map(([country, code]) => ({
      value: country,
      name: names.of(country) ?? country,
      label: `+${code} ${names.of(country) ?? country}`,
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
  return region && COUNTRY_CALLING_CODES.has(region) ? region : 'US';
}

const rules = lazyModule(() => import('./phone-rules'));

/**
 * Loads the phone number rules (once; a failed load is tried again on the next call). The
 * sign-up form calls this when its phone fields are first used, and waits for it on submit.
 */
export const loadPhoneRules = rules.load;

export const phoneRulesLoaded = (): boolean => rules.loaded() !== undefined;

/**
 * `{ country_code: '+1', mobile: '2015550123' }` for a valid number, null for an invalid one,
 * undefined while the rules are not loaded yet (no verdict).
 */
export function phoneFor(country: CountryCode, typed: string): Phone | null | undefined {
  return rules.loaded()?.parsePhone(country, typed);
}
