import { describe, expect, it } from 'vitest';
import { dayName, LANGUAGE_CODES, languageName } from '../../demo/market/format';
import { marketWords } from '../../demo/market-words';
import { caregiverWords } from '../../src/caregivers/words';
import { careWords } from '../../src/i18n/care-words';
import {
  baseLanguage,
  SHIPPED_LANGUAGES,
  setWords,
  type WordsDefinition,
  wordsFor,
} from '../../src/i18n/catalogue';
import { fill, formatDate, formatPrice, plural } from '../../src/i18n/format';
import { languageOf } from '../../src/i18n/language';
import { jobWords } from '../../src/jobs/words';

// Every catalogue of the client, found by name: a new feature's words.ts (or a shared
// *-words.ts, like the site's) joins by itself.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../src/**/*words.ts', '../../demo/**/*words.ts'],
  { eager: true },
);
const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(
      (value): value is WordsDefinition<string, Record<string, unknown>> =>
        typeof value === 'object' && value !== null && 'namespace' in value && 'en' in value,
    )
    .map((definition) => ({ file, definition })),
);

/** Every leaf string of a catalogue, by dotted key. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      for (const [path, text] of leaves(item, prefix ? `${prefix}.${key}` : key)) {
        found.set(path, text);
      }
    }
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the catalogues', () => {
  it('are found (at least the newsletter)', () => {
    expect(catalogues.map(({ definition }) => definition.namespace)).toContain('newsletter');
  });

  it('have unique namespaces', () => {
    const names = catalogues.map(({ definition }) => definition.namespace);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const { file, definition } of catalogues) {
    for (const lang of SHIPPED_LANGUAGES.filter((l) => l !== 'en')) {
      it(`${definition.namespace} (${file}): ${lang} has every key of en and keeps every placeholder`, () => {
        const source = leaves(definition.en);
        const translated = leaves(definition[lang as 'es']);
        expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
        for (const [key, english] of source) {
          const text = translated.get(key) ?? '';
          expect(text.trim(), `${key} is empty`).not.toBe('');
          expect(placeholders(text), key).toEqual(placeholders(english));
        }
      });
    }
  }
});

describe('languages', () => {
  const definition = {
    namespace: 'test-ns',
    en: { hello: 'Hello {name}', bye: 'Bye' },
    es: { hello: 'Hola {name}', bye: 'Adiós' },
  };

  it('normalises tags: es-MX → es, empty → en', () => {
    expect(baseLanguage('es-MX')).toBe('es');
    expect(baseLanguage('ES_es')).toBe('es');
    expect(baseLanguage('')).toBe('en');
    expect(baseLanguage(undefined)).toBe('en');
  });

  it('falls back to English for a language that does not ship, string by string', () => {
    expect(wordsFor(definition, 'fr').bye).toBe('Bye');
    setWords('fr', { 'test-ns': { bye: 'Au revoir' } });
    expect(wordsFor(definition, 'fr-CA')).toEqual({ hello: 'Hello {name}', bye: 'Au revoir' });
  });

  it('lets a partner override one string of a shipped language', () => {
    setWords('es', { 'test-ns': { hello: '¡Hola, {name}!' } });
    expect(wordsFor(definition, 'es')).toEqual({ hello: '¡Hola, {name}!', bye: 'Adiós' });
    expect(wordsFor(definition, 'en').hello).toBe('Hello {name}');
  });

  it('reads the element, then the nearest lang above it across shadow roots, then <html lang>', () => {
    document.documentElement.lang = 'es';
    const outer = document.createElement('section');
    outer.lang = 'fr';
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    shadow.append(inner);
    outer.append(host);
    document.body.append(outer);
    expect(languageOf(inner)).toBe('fr');
    inner.setAttribute('lang', 'en-GB');
    expect(languageOf(inner)).toBe('en');
    outer.removeAttribute('lang');
    expect(languageOf(host)).toBe('es');
    document.documentElement.removeAttribute('lang');
    expect(languageOf(host)).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    outer.remove();
  });
});

describe('the service and age-group words (src/i18n/care-words.ts)', () => {
  const shown = (lang: string) => ({
    search: wordsFor(caregiverWords, lang).services.after_school,
    jobs: wordsFor(jobWords, lang).services.after_school,
    site: wordsFor(marketWords, lang).words.services.after_school,
    age: wordsFor(jobWords, lang).ageGroups.teen,
  });

  it('are the same words in the caregiver search, the jobs and the site', () => {
    expect(shown('es')).toEqual({
      search: 'Cuidado después de clases',
      jobs: 'Cuidado después de clases',
      site: 'Cuidado después de clases',
      age: 'Adolescentes (13+)',
    });
    expect(wordsFor(marketWords, 'es').words.ageGroups).toEqual(careWords.es.ageGroups);
  });

  it('follow an override of the one place, `care`, everywhere', () => {
    setWords('de', {
      care: { services: { after_school: 'Hort' }, ageGroups: { teen: 'Teens' } },
    });
    expect(shown('de')).toEqual({ search: 'Hort', jobs: 'Hort', site: 'Hort', age: 'Teens' });
  });

  it('keep the old namespaces as aliases, on top of `care`, where they applied before', () => {
    setWords('it', { care: { services: { after_school: 'Doposcuola' } } });
    setWords('it', { caregivers: { services: { after_school: 'Dopo la scuola' } } });
    setWords('it', { jobs: { services: { after_school: 'Dopo scuola' } } });
    setWords('it', { 'site-market': { words: { services: { after_school: 'Post-scuola' } } } });
    expect(shown('it')).toEqual({
      search: 'Dopo la scuola',
      jobs: 'Dopo scuola',
      site: 'Post-scuola',
      age: 'Teens (13+)',
    });
    expect(wordsFor(careWords, 'it').services.after_school).toBe('Doposcuola');
    // The site's other words stay its own.
    expect(wordsFor(marketWords, 'it').words.perHour).toBe('{price}/h');
  });
});

describe('Intl', () => {
  it('fills placeholders, numbers in the language', () => {
    expect(fill('{n} of {total}', { n: 1200, total: 'all' }, 'en')).toBe('1,200 of all');
    expect(fill('{n}', { n: 1200.5 }, 'es')).toBe('1,200.5'); // US Spanish
  });

  it('chooses plural forms by Intl.PluralRules', () => {
    const forms = { one: '{count} try left', other: '{count} tries left' };
    expect(plural(forms, 1, 'en')).toBe('1 try left');
    expect(plural(forms, 4, 'en')).toBe('4 tries left');
    expect(plural({ one: '{count} intento', other: '{count} intentos' }, 0, 'es')).toBe(
      '0 intentos',
    );
  });

  it('formats prices in minor units in the plan currency', () => {
    expect(formatPrice(2599, 'USD', 'en')).toBe('$25.99');
    expect(formatPrice(2599, 'USD', 'es')).toBe('$25.99');
    expect(formatPrice(1000, 'JPY', 'en')).toBe('¥1,000');
  });
});

describe('Intl formatters', () => {
  it('name the offered languages in English and Spanish as Intl.DisplayNames does, without making one', () => {
    const made: unknown[] = [];
    const real = Intl.DisplayNames;
    for (const lang of ['en', 'es']) {
      const names = new real([lang], { type: 'language' });
      // biome-ignore lint/suspicious/noExplicitAny: a counting stand-in for the constructor.
      (Intl as any).DisplayNames = new Proxy(real, {
        construct(target, args) {
          made.push(args);
          return Reflect.construct(target, args);
        },
      });
      try {
        for (const code of LANGUAGE_CODES) expect(languageName(code, lang)).toBe(names.of(code));
      } finally {
        Object.assign(Intl, { DisplayNames: real });
      }
    }
    expect(made).toEqual([]);
  });

  it('are made once for each locale and options, however many prices, numbers and dates a page shows', () => {
    const made: string[] = [];
    const real = {
      NumberFormat: Intl.NumberFormat,
      DateTimeFormat: Intl.DateTimeFormat,
      DisplayNames: Intl.DisplayNames,
    };
    for (const name of ['NumberFormat', 'DateTimeFormat', 'DisplayNames'] as const) {
      // biome-ignore lint/suspicious/noExplicitAny: a counting stand-in for the constructor.
      (Intl as any)[name] = new Proxy(real[name], {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target, args);
        },
      });
    }
    try {
      const prices = Array.from({ length: 20 }, (_, index) =>
        formatPrice(2600 + index, 'EUR', 'es'),
      );
      expect(prices[0]).toBe(
        new real.NumberFormat('es-US', { style: 'currency', currency: 'EUR' }).format(26),
      );
      expect(new Set(prices).size).toBe(20);
      for (let index = 0; index < 20; index++) fill('{n} people', { n: 1234 + index }, 'es');
      for (let index = 0; index < 20; index++) formatDate(`2026-01-${10 + index}`, 'es');
      // A page of caregiver cards: each names its languages and days (demo/market/format.ts);
      // a language outside the offered sixteen is named by Intl.
      const names = ['sw', 'yo', 'sw'].map((code) => languageName(code, 'es'));
      expect(names[0]).toBe(new real.DisplayNames(['es'], { type: 'language' }).of('sw'));
      for (let index = 0; index < 20; index++) languageName(index % 2 ? 'sw' : 'yo', 'es');
      for (let index = 0; index < 20; index++) dayName(index % 7, 'es', 'short');
      // At most one of each kind: made by the first call, kept for the next nineteen.
      expect(made.filter((name) => name === 'NumberFormat').length).toBeLessThanOrEqual(2);
      expect(made.filter((name) => name === 'DateTimeFormat').length).toBeLessThanOrEqual(2);
      expect(made.filter((name) => name === 'DisplayNames').length).toBe(1);
    } finally {
      Object.assign(Intl, real);
    }
  });
});
