import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  duration,
  LANGUAGES,
  languageOf,
  say,
  translate,
  validationWord,
  word,
} from '../i18n';
import { en } from '../i18n/en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the server catalogue', () => {
  it.each(LANGUAGES)('%s has every key of English, and no other', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(LANGUAGES)('%s keeps every placeholder of each message', (language) => {
    const catalogue: Record<string, string> = CATALOGUES[language];
    for (const [key, source] of Object.entries(en)) {
      expect({ key, placeholders: placeholders(catalogue[key] ?? '') }).toEqual({
        key,
        placeholders: placeholders(source),
      });
    }
  });

  it.each(LANGUAGES)('%s has no empty message', (language) => {
    for (const text of Object.values(CATALOGUES[language])) expect(text.trim()).not.toBe('');
  });

  it("finds zod's own generic texts by their pattern, and nothing else by its English", () => {
    expect(validationWord('Too small: expected number to be >=1')).toEqual(
      word('zod.numberMin', { min: '1' }),
    );
    // Our own words are named by key, never found back from their English.
    expect(validationWord(en['reviews.posted'])).toBe(en['reviews.posted']);
    expect(validationWord('reviews.posted')).toEqual(word('reviews.posted'));
    expect(validationWord('fields.atMost?field=radius_km&max=100')).toEqual(
      word('fields.atMost', { field: 'radius_km', max: '100' }),
    );
    expect(validationWord('A text the catalogue does not know.')).toBe(
      'A text the catalogue does not know.',
    );
  });

  it('fills placeholders, and says their values in the same language when they are words', () => {
    expect(translate('es', 'errors.tooManyAttempts', { duration: '2 minutos' })).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 2 minutos.',
    );
    expect(say('es', word('errors.tooManyAttempts', { duration: duration(300) }))).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 5 minutos.',
    );
    expect(say('en', word('errors.tooManyAttempts', { duration: duration(1) }))).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(say('en', word('dates.past', { What: word('dates.expiryDateCapital') }))).toBe(
      'The expiry date cannot be in the past.',
    );
  });
});

describe('the language of a request', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES-es,en;q=0.5', 'es'],
    ['fr', 'en'],
    ['fr-CA, es;q=0.8, en;q=0.7', 'es'],
    ['en;q=0.9, es', 'es'],
    ['es;q=0', 'en'],
    ['*', 'en'],
  ])('%s → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
