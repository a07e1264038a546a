import { describe, expect, it } from 'vitest';
import { CATALOGUES, keyOf, LANGUAGES, languageOf, localise, translate } from '../i18n';
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

  it('finds each English message back under its own key', () => {
    for (const [key, text] of Object.entries(en)) {
      if (placeholders(text).length === 0) expect(keyOf(text)?.key).toBe(key);
    }
  });

  it('fills placeholders, and translates their values when they are messages too', () => {
    expect(translate('es', 'errors.tooManyAttempts', { duration: '2 minutos' })).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 2 minutos.',
    );
    expect(localise('es', 'Too many attempts. Please try again in 5 minutes.')).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 5 minutos.',
    );
    expect(localise('es', 'A text the catalogue does not know.')).toBe(
      'A text the catalogue does not know.',
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
