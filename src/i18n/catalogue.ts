/**
 * The kit's words: one small catalogue per feature (`defineWords`, in the feature's `words.ts`),
 * English the source and Spanish complete, so an element's bundle carries only its own strings.
 * A partner may override any string in any language, or add a language (`setWords`, also
 * still called `setMessages`). Dates, numbers, prices and plurals go through `Intl`
 * (format.ts), never string concatenation.
 */

/** The languages that ship. Any other `lang` falls back to English, string by string. */
export const SHIPPED_LANGUAGES = ['en', 'es'] as const;
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];

/** A message with a form per plural category (`Intl.PluralRules`); `other` is required. */
export interface PluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** The shape of a catalogue with every string widened: what a translation must provide. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends PluralForms
      ? PluralForms
      : Translation<T[K]>;
};

export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends string ? string : T[K] extends object ? DeepPartial<T[K]> : T[K];
};

/** `T` is the widened catalogue type (`Translation` of the English source). */
export interface WordsDefinition<N extends string, T> {
  namespace: N;
  en: T;
  es: T;
  /** Words this catalogue shows but another one owns (`defineWords`, `shared`). */
  shared?: SharedWords;
}

/**
 * Another catalogue's words in `lang`, placed as this one shows them (e.g.
 * `(lang) => wordsFor(careWords, lang)`): they follow that catalogue's shipped words and
 * overrides; this namespace's overrides go on top, so the names partners used before the
 * words moved keep working where they did.
 */
export type SharedWords = (lang: string) => Record<string, unknown>;

/**
 * A feature's words: `en` is the source (its type is the catalogue's type), `es` must have
 * every key (the compiler says which is missing; a test checks placeholders).
 */
// A plain object from its arguments: the bundler may drop a catalogue no element renders
// (the checkout pages' words are the site's, beside the plans' in one file).
/* @__NO_SIDE_EFFECTS__ */
export function defineWords<const N extends string, const T>(
  namespace: N,
  en: T,
  es: Translation<T>,
  shared?: SharedWords,
): WordsDefinition<N, Translation<T>> {
  return { namespace, en: en as Translation<T>, es, shared };
}

type Overrides = Record<string, Record<string, unknown>>;

// Shared by every bundle on the page (two entry files hold two module copies). The key keeps
// its old name so a bundle built before the words were renamed still shares the overrides.
const REGISTRY_KEY = Symbol.for('ftc.messages.overrides');
type Registry = {
  overrides: Record<string, Overrides>;
  version: number;
  listeners: Set<() => void>;
};
const globals = globalThis as Record<symbol, Registry | undefined>;
const registry: Registry = globals[REGISTRY_KEY] ?? {
  overrides: {},
  version: 0,
  listeners: new Set(),
};
globals[REGISTRY_KEY] = registry;

function merge(base: Record<string, unknown>, extra: Record<string, unknown> | undefined) {
  if (!extra) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? merge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

/** `es-MX` → `es`; empty → `en`. */
export function baseLanguage(lang: string | null | undefined): string {
  const base = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return base || 'en';
}

/**
 * Replaces strings of any language (partners: `FTCWidgets.setWords('es', { newsletter:
 * { subscribe: 'Suscribirme' } })`), or adds a language; elements re-render at once.
 */
export function setWords(lang: string, words: Record<string, unknown>): void {
  const key = baseLanguage(lang);
  registry.overrides[key] = merge(registry.overrides[key] ?? {}, words) as Overrides;
  registry.version += 1;
  for (const listener of registry.listeners) listener();
}

/** The words of `definition` in `lang`: the shipped ones (else English) plus overrides. */
export function wordsFor<N extends string, T>(definition: WordsDefinition<N, T>, lang: string): T {
  const key = baseLanguage(lang);
  // Any language but Spanish starts from English; a partner's strings go on top.
  const shipped = (key === 'es' ? definition.es : definition.en) as Record<string, unknown>;
  return merge(
    merge(shipped, definition.shared?.(lang)),
    registry.overrides[key]?.[definition.namespace] as Record<string, unknown> | undefined,
  ) as T;
}

export function subscribeWords(listener: () => void): () => void {
  registry.listeners.add(listener);
  return () => registry.listeners.delete(listener);
}

export const wordsVersion = () => registry.version;
