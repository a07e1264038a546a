// Distances as a person in the US reads them (interface §7: the API keeps kilometres; what a
// person reads and chooses is in miles, through Intl). One place converts, both ways.
import { intlLocale, numberFormat } from '../i18n/format';

export const KM_PER_MILE = 1.609344;

/** Kilometres (the API's) as miles. */
export const milesFromKm = (km: number) => km / KM_PER_MILE;

/** Miles (a person's choice) as kilometres for the API: two decimals, enough to come back exact. */
export const kmFromMiles = (miles: number) => Math.round(miles * KM_PER_MILE * 100) / 100;

/** The miles a `radius_km` stands for, as a form's value ("10", "15.5"; "" for none). */
export function milesText(kmText: string): string {
  const km = Number(kmText);
  if (!kmText.trim() || !Number.isFinite(km) || km <= 0) return '';
  return String(Number(milesFromKm(km).toFixed(1)));
}

/** A form's miles ("10") as the API's `radius_km` ("16.09"; "" for none). */
export function kmText(milesValue: string): string {
  const miles = Number(milesValue);
  if (!milesValue.trim() || !Number.isFinite(miles) || miles <= 0) return '';
  return String(kmFromMiles(miles));
}

export interface MilesFormat {
  /** "10 miles" instead of "10 mi" (sentences; a card says "mi"). */
  long?: boolean;
  /** Decimals at most (default 1). */
  digits?: number;
}

/** "3.2 mi", "10 miles", "3,2 mi" in Spanish: miles in the page's language. */
export function formatMiles(
  lang: string,
  miles: number,
  { long = false, digits = 1 }: MilesFormat = {},
) {
  return numberFormat(intlLocale(lang), {
    style: 'unit',
    unit: 'mile',
    unitDisplay: long ? 'long' : 'short',
    maximumFractionDigits: digits,
  }).format(miles);
}

/** The API's kilometres, said in miles. */
export const formatKmAsMiles = (lang: string, km: number, format?: MilesFormat) =>
  formatMiles(lang, milesFromKm(km), format);
