import { type Catalogue, en, type WordKey } from './en';
import { es } from './es';

/**
 * The server's words (interface §4: `message` is for a person to read). `en.ts` is the source;
 * every other language `satisfies` its type, so a missing key does not compile, and
 * `server/test/i18n.test.ts` checks that each keeps every `{placeholder}`. Code names a key and
 * its values; the words are chosen in the language of the request that gets them.
 */
export const CATALOGUES = { en, es } as const satisfies Record<string, Catalogue>;
export type Language = keyof typeof CATALOGUES;
export const LANGUAGES = Object.keys(CATALOGUES) as Language[];

/** The locale `Intl` formats each language in: the United States' (US Spanish writes "$25.99"). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };
export type { WordKey };

/** A placeholder's value: a name or a number as it is, or words of the catalogue themselves. */
export type Params = Record<string, string | number | Word>;

/** Words to say, not yet in any language: a catalogue key and its placeholder values. */
export interface Word {
  key: WordKey;
  params?: Params;
}

export const word = (key: WordKey, params?: Params): Word =>
  params === undefined ? { key } : { key, params };

export const isWordKey = (text: unknown): text is WordKey =>
  typeof text === 'string' && Object.hasOwn(en, text);

export const isWord = (value: unknown): value is Word =>
  typeof value === 'object' && value !== null && isWordKey((value as Word).key);

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

/** The words `key` in `language`, its `{placeholders}` filled in (words in them too). */
export function translate(language: Language, key: WordKey, params: Params = {}): string {
  const template: string = CATALOGUES[language][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name] as Params[string];
    return typeof value === 'object' ? say(language, value) : String(value);
  });
}

/** A `Word` in `language`. */
export const say = (language: Language, words: Word): string =>
  translate(language, words.key, words.params);

/** A wait as words: "1 second", "20 seconds", then whole minutes rounded up. */
export function duration(seconds: number): Word {
  if (seconds < 60)
    return seconds === 1 ? word('time.second') : word('time.seconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? word('time.minute') : word('time.minutes', { count: minutes });
}

/**
 * A validation message as words. The contract's own rules name a key, alone or with values
 * (`fields.atMost?field=radius_km&max=100`: see `src/contract/common.ts` `wordRef`; a value that
 * is a key is those words). Zod's own generic texts ("Too small: expected …") are the library's,
 * not ours, so they alone are found by their English pattern. Anything else stays as it is.
 */
export function validationWord(text: string): Word | string {
  const ref = wordRefOf(text);
  if (ref) return ref;
  return zodWord(text) ?? text;
}

function wordRefOf(text: string): Word | undefined {
  const [key = '', query] = text.split('?', 2);
  if (!isWordKey(key)) return undefined;
  if (query === undefined) return { key };
  const params: Params = {};
  for (const [name, value] of new URLSearchParams(query)) {
    params[name] = isWordKey(value) ? { key: value } : value;
  }
  return { key, params };
}

interface ZodPattern {
  key: WordKey;
  regex: RegExp;
  names: string[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Zod's generic texts (the `zod.*` keys) as patterns whose placeholders capture. */
const ZOD_PATTERNS: ZodPattern[] = (Object.keys(en) as WordKey[])
  .filter((key) => key.startsWith('zod.'))
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
  });

/** The words of one of zod's own generic texts, if it is one. */
export function zodWord(text: string): Word | undefined {
  for (const pattern of ZOD_PATTERNS) {
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
