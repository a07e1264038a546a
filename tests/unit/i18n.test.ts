import { describe, expect, it } from 'vitest';
import {
  baseLanguage,
  type MessageDefinition,
  messagesFor,
  SHIPPED_LANGUAGES,
  setMessages,
} from '../../src/i18n/catalogue';
import { fill, formatPrice, plural } from '../../src/i18n/format';
import { languageOf } from '../../src/i18n/language';

// Every catalogue of the client, found by name: a new feature's messages.ts (the site's
// *messages.ts) joins by itself.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../src/**/messages.ts', '../../demo/**/*messages.ts'],
  { eager: true },
);
const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(
      (value): value is MessageDefinition<string, Record<string, unknown>> =>
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
    expect(messagesFor(definition, 'fr').bye).toBe('Bye');
    setMessages('fr', { 'test-ns': { bye: 'Au revoir' } });
    expect(messagesFor(definition, 'fr-CA')).toEqual({ hello: 'Hello {name}', bye: 'Au revoir' });
  });

  it('lets a partner override one string of a shipped language', () => {
    setMessages('es', { 'test-ns': { hello: '¡Hola, {name}!' } });
    expect(messagesFor(definition, 'es')).toEqual({ hello: '¡Hola, {name}!', bye: 'Adiós' });
    expect(messagesFor(definition, 'en').hello).toBe('Hello {name}');
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

describe('Intl', () => {
  it('fills placeholders, numbers in the language', () => {
    expect(fill('{n} of {total}', { n: 1200, total: 'all' }, 'en')).toBe('1,200 of all');
    expect(fill('{n}', { n: 1200.5 }, 'es')).toBe('1200,5');
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
    expect(formatPrice(2599, 'USD', 'es')).toMatch(/^25,99\s?US\$$/);
    expect(formatPrice(1000, 'JPY', 'en')).toBe('¥1,000');
  });
});
