import { useContext, useMemo, useSyncExternalStore } from 'react';
import { KitContext } from '../lib/kit-context';
import {
  type PluralForms,
  subscribeWords,
  type WordsDefinition,
  wordsFor,
  wordsVersion,
} from './catalogue';
import { fill, formatDate, formatPrice, plural } from './format';
import { languageOf, watchLanguage } from './language';

export interface Words<T> {
  /** The language in use (`en`, `es`, or a partner's own). */
  lang: string;
  /** The strings, typed by the English source. */
  m: T;
  fill(template: string, values?: Record<string, string | number>): string;
  plural(forms: PluralForms, count: number, values?: Record<string, string | number>): string;
  price(minor: number, currency: string): string;
  date(value: string | Date, options?: Intl.DateTimeFormatOptions): string;
}

/** The language of a render without a page: the build's first views (scripts/first-paint.ts). */
let serverLanguage = 'en';
export function setServerLanguage(lang: string): void {
  serverLanguage = lang;
}

function subscribe(host: HTMLElement | undefined, listener: () => void): () => void {
  const stops = [watchLanguage(listener), subscribeWords(listener)];
  // An element inside another shadow root is not under the page observer: watch its own lang.
  if (host && host.getRootNode() !== host.ownerDocument) {
    const own = new MutationObserver(listener);
    own.observe(host, { attributes: true, attributeFilter: ['lang'] });
    stops.push(() => own.disconnect());
  }
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * A feature's words in the language of the element (its `lang`, the nearest `lang` above
 * it, `<html lang>`, English) or of the site page; re-renders when a `lang` changes or a
 * partner overrides a string.
 */
export function useWords<N extends string, T>(definition: WordsDefinition<N, T>): Words<T> {
  const host = useContext(KitContext)?.host;
  const snapshot = useSyncExternalStore(
    (listener) => subscribe(host, listener),
    () => `${languageOf(host)}|${wordsVersion()}`,
    () => `${serverLanguage}|0`,
  );
  const [lang = 'en', version] = snapshot.split('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: version changes with every override
  return useMemo(
    () => ({
      lang,
      m: wordsFor(definition, lang),
      fill: (template, values) => fill(template, values, lang),
      plural: (forms, count, values) => plural(forms, count, lang, values),
      price: (minor, currency) => formatPrice(minor, currency, lang),
      date: (value, options) => formatDate(value, lang, options),
    }),
    [definition, lang, version],
  );
}
