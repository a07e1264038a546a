import type { Badge, CaregiverCard } from '../../src/contract/caregivers';
import { dateTimeFormat, displayNames, intlLocale } from '../../src/i18n/format';

/** Languages offered in the filters and the editor (ISO 639-1), named through Intl. */
export const LANGUAGE_CODES = [
  'en',
  'es',
  'zh',
  'vi',
  'tl',
  'ar',
  'fr',
  'ko',
  'ru',
  'pt',
  'de',
  'hi',
  'ht',
  'it',
  'ja',
  'pl',
] as const;

/**
 * The offered languages' names in the site's languages, as Intl.DisplayNames gives them (a unit
 * test holds them to it). The first DisplayNames of a page loads the browser's table of every
 * language's name: 13 ms of the search page's and a profile's first render here, 54 ms at
 * Lighthouse's 4× CPU (issue 27), for sixteen words.
 */
const LANGUAGE_NAMES: Record<string, Record<(typeof LANGUAGE_CODES)[number], string>> = {
  en: {
    en: 'English',
    es: 'Spanish',
    zh: 'Chinese',
    vi: 'Vietnamese',
    tl: 'Filipino',
    ar: 'Arabic',
    fr: 'French',
    ko: 'Korean',
    ru: 'Russian',
    pt: 'Portuguese',
    de: 'German',
    hi: 'Hindi',
    ht: 'Haitian Creole',
    it: 'Italian',
    ja: 'Japanese',
    pl: 'Polish',
  },
  es: {
    en: 'inglés',
    es: 'español',
    zh: 'chino',
    vi: 'vietnamita',
    tl: 'filipino',
    ar: 'árabe',
    fr: 'francés',
    ko: 'coreano',
    ru: 'ruso',
    pt: 'portugués',
    de: 'alemán',
    hi: 'hindi',
    ht: 'criollo haitiano',
    it: 'italiano',
    ja: 'japonés',
    pl: 'polaco',
  },
};

/**
 * A language code in words, in the page's language ("es" → "Spanish" / "español"): an offered
 * language from the table above, any other through Intl (a profile may name any ISO 639-1 code).
 */
export function languageName(code: string, lang: string): string {
  const known = LANGUAGE_NAMES[lang]?.[code as (typeof LANGUAGE_CODES)[number]];
  if (known) return known;
  try {
    return displayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

// 2023-01-01 was a Sunday: day 0 of the API.
const SUNDAY = Date.UTC(2023, 0, 1, 12);

/** The API's day (0 Sunday … 6 Saturday) in words. */
export function dayName(day: number, lang: string, weekday: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(intlLocale(lang), { weekday, timeZone: 'UTC' }).format(
    new Date(SUNDAY + day * 86_400_000),
  );
}

/** The week as people of `lang` order it: Monday first, Sunday last (API days). */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** "HH:MM" as people of `lang` write a time of day. */
export function timeOfDay(hhmm: string, lang: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return dateTimeFormat(intlLocale(lang), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2023, 0, 1, hours, minutes)));
}

/** "Maria G." */
export const displayName = (card: Pick<CaregiverCard, 'first_name' | 'last_initial'>) =>
  card.last_initial
    ? `${card.first_name} ${card.last_initial.replace(/\.$/, '')}.`
    : card.first_name;

/** The badges still valid (the server leaves expired ones out; this guards an old answer). */
export const activeBadges = (badges: Badge[] | undefined) =>
  (badges ?? []).filter((badge) => !badge.expires_at || new Date(badge.expires_at) > new Date());
