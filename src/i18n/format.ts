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

/** `{name}` placeholders filled from `values` (numbers through Intl in `lang`). */
export function fill(
  template: string,
  values: Record<string, string | number> = {},
  lang = 'en',
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number'
      ? new Intl.NumberFormat(intlLocale(lang)).format(value)
      : value;
  });
}

/** The plural form for `count` in `lang`, with `{count}` filled. */
export function plural(
  forms: PluralForms,
  count: number,
  lang = 'en',
  values: Record<string, string | number> = {},
): string {
  const category = new Intl.PluralRules(lang).select(count) as keyof PluralForms;
  return fill(forms[category] ?? forms.other, { ...values, count }, lang);
}

/** A price in minor units, in its currency: 2599 USD → "$25.99" (en and US Spanish). */
export function formatPrice(minor: number, currency: string, lang = 'en'): string {
  const digits =
    new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency }).format(
    minor / 10 ** digits,
  );
}

/** A date (ISO string or Date) as people of `lang` write it. */
export function formatDate(
  value: string | Date,
  lang = 'en',
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(intlLocale(lang), options).format(date);
}
