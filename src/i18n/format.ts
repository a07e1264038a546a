import type { PluralForms } from './catalogue';

/**
 * The locale `Intl` formats a shipped language in: the United States' English and Spanish
 * (US Spanish writes "$25.99" and "1,234.5", not Spain's "25,99 US$"). Any other tag as given.
 */
export function intlLocale(lang: string): string {
  if (lang === 'en') return 'en-US';
  if (lang === 'es') return 'es-US';
  return lang;
}

// Making an Intl formatter costs far more than using one (a page of caregiver cards made three
// for each card: ~80 ms of the home page's script at Lighthouse's 4× CPU, issue 27), so each
// locale and options pair is made once a page and kept.
const formatters = new Map<string, unknown>();

function kept<T>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.NumberFormat(locale, options)`, made once for each pair. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  kept(
    `n|${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options),
  );

/** `new Intl.DateTimeFormat(locale, options)`, made once for each pair. */
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  kept(
    `d|${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.DateTimeFormat(locale, options),
  );

/** `new Intl.DisplayNames(locales, options)`, made once for each pair. */
export const displayNames = (locales: string[], options: Intl.DisplayNamesOptions) =>
  kept(
    `l|${locales.join(',')}|${JSON.stringify(options)}`,
    () => new Intl.DisplayNames(locales, options),
  );

/** `new Intl.PluralRules(locale)`, made once for each locale. */
const pluralRules = (locale: string) => kept(`p|${locale}`, () => new Intl.PluralRules(locale));

/**
 * Makes the formatters a page's numbers, dates and plurals use first, one per step, for a caller
 * that runs each step in a task of its own. A page's first Intl formatter, whichever kind, loads
 * the browser's locale data: 12–50 ms on this machine at 1× CPU (the next ones 2–12 ms). Made
 * before a render that formats, that render's task is that much shorter (issue 27).
 */
export function formatterWarmups(lang: string): Array<() => void> {
  const locale = intlLocale(lang);
  return [() => numberFormat(locale), () => dateTimeFormat(locale), () => pluralRules(lang)];
}

/** `{name}` placeholders filled from `values` (numbers through Intl in `lang`). */
export function fill(
  template: string,
  values: Record<string, string | number> = {},
  lang = 'en',
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat(intlLocale(lang)).format(value) : value;
  });
}

/** The plural form for `count` in `lang`, with `{count}` filled. */
export function plural(
  forms: PluralForms,
  count: number,
  lang = 'en',
  values: Record<string, string | number> = {},
): string {
  const category = pluralRules(lang).select(count) as keyof PluralForms;
  return fill(forms[category] ?? forms.other, { ...values, count }, lang);
}

/**
 * A price in minor units, in its currency: 2599 USD → "$25.99" (en), "25,99 US$" (es); a
 * currency without minor units (¥, ₩ …) says so through Intl itself. A code Intl does not know
 * (the server's data) is written out: "25.99 XYZ".
 */
export function formatPrice(minor: number, currency: string, lang = 'en'): string {
  let format: Intl.NumberFormat;
  try {
    format = numberFormat(intlLocale(lang), { style: 'currency', currency });
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** A date (ISO string or Date) as people of `lang` write it. */
export function formatDate(
  value: string | Date,
  lang = 'en',
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(intlLocale(lang), options).format(date);
}
