import { type Catalogue, en, type MessageKey } from './en';
import { es } from './es';

/**
 * The server's words (interface §4: `message` is for a person to read). `en.ts` is the source;
 * every other language `satisfies` its type, so a missing key does not compile, and
 * `server/test/i18n.test.ts` checks that each keeps every `{placeholder}`.
 */
export const CATALOGUES = { en, es } as const satisfies Record<string, Catalogue>;
export type Language = keyof typeof CATALOGUES;
export const LANGUAGES = Object.keys(CATALOGUES) as Language[];
export type { MessageKey };
export type Params = Record<string, string | number>;

/**
 * The best language of an `Accept-Language` header that the server speaks: by quality, then
 * order; a regional tag counts for its language (`es-MX` → `es`); English otherwise.
 */
export function languageOf(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranges = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((range) => range.language && Number.isFinite(range.quality) && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { language } of ranges) {
    if (language in CATALOGUES) return language as Language;
    if (language === '*') return 'en';
  }
  return 'en';
}

/** The message `key` in `language`, its `{placeholders}` filled in. */
export function translate(language: Language, key: MessageKey, params: Params = {}): string {
  const template: string = CATALOGUES[language][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

interface Pattern {
  key: MessageKey;
  regex: RegExp;
  names: string[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English message as a pattern whose placeholders capture: exact texts first. */
const PATTERNS: Pattern[] = (Object.keys(en) as MessageKey[])
  .map((key) => {
    const names: string[] = [];
    const source = en[key]
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegex(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { key, regex: new RegExp(`^${source}$`, 's'), names };
  })
  .sort((a, b) => a.names.length - b.names.length);

const EXACT = new Map<string, MessageKey>(
  PATTERNS.filter((p) => p.names.length === 0).map((p) => [en[p.key], p.key]),
);

/** The catalogue key (and placeholder values) of an English message, if it is one. */
export function keyOf(text: string): { key: MessageKey; params: Params } | undefined {
  const exact = EXACT.get(text);
  if (exact) return { key: exact, params: {} };
  for (const pattern of PATTERNS) {
    if (pattern.names.length === 0) continue;
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const params: Params = {};
    pattern.names.forEach((name, index) => {
      params[name] = match[index + 1] ?? '';
    });
    return { key: pattern.key, params };
  }
  return undefined;
}

/**
 * An English message from anywhere in the server (a route, a service, a contract rule, a
 * validation issue) in `language`: found in the catalogue, its placeholder values translated
 * too ("5 minutes"); a text the catalogue does not know stays as it is.
 */
export function localise(language: Language, text: string): string {
  if (language === 'en') return text;
  const found = keyOf(text);
  if (!found) return text;
  const params: Params = {};
  for (const [name, value] of Object.entries(found.params)) {
    params[name] = localise(language, String(value));
  }
  return translate(language, found.key, params);
}
