import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../src/i18n/catalogue';

/** The visitor's choice of language, remembered across visits. */
export const LANGUAGE_KEY = 'ftc-lang';

export const LANGUAGE_NAMES: Record<ShippedLanguage, string> = { en: 'English', es: 'Español' };

const isShipped = (value: string | null): value is ShippedLanguage =>
  (SHIPPED_LANGUAGES as readonly string[]).includes(value ?? '');

export function savedLanguage(): ShippedLanguage | undefined {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    return isShipped(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sets `<html lang>`: every component of the site and every element on the page follows it at
 * once (src/i18n/language.ts watches it); `remember` keeps it for the next visit.
 */
export function applyLanguage(lang: ShippedLanguage, remember = false): void {
  document.documentElement.lang = lang;
  if (!remember) return;
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
