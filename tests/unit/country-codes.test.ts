import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CALLING_CODES } from '../../src/auth/country-codes';
import {
  countryOptions,
  defaultCountry,
  loadPhoneRules,
  phoneFor,
  phoneRulesLoaded,
} from '../../src/auth/phone';

describe('the country list of the sign-up form (issue 14: shown before the phone rules load)', () => {
  it('holds every country of the phone rules with its calling code, and no other', () => {
    expect(Object.fromEntries(COUNTRY_CALLING_CODES)).toEqual(
      Object.fromEntries(
        getCountries().map((country) => [country, getCountryCallingCode(country)]),
      ),
    );
  });

  it('names and sorts the options in the language', () => {
    const english = countryOptions('en');
    expect(english).toHaveLength(COUNTRY_CALLING_CODES.size);
    expect(english.find((option) => option.value === 'US')?.label).toBe('+1 United States');
    expect(countryOptions('es').find((option) => option.value === 'ES')?.label).toBe('+34 España');
    expect(defaultCountry()).toMatch(/^[A-Z]{2}$/);
  });

  it('gives no verdict on a number until the rules are loaded, then checks it', async () => {
    // Each test file has its own module instances: nothing has loaded the rules yet.
    expect(phoneRulesLoaded()).toBe(false);
    expect(phoneFor('US', '(201) 555-0123')).toBeUndefined();
    await loadPhoneRules();
    expect(phoneRulesLoaded()).toBe(true);
    expect(phoneFor('US', '(201) 555-0123')).toEqual({ country_code: '+1', mobile: '2015550123' });
    expect(phoneFor('US', '123')).toBeNull();
    expect(phoneFor('GB', '07400 123456')).toEqual({ country_code: '+44', mobile: '7400123456' });
  });
});
