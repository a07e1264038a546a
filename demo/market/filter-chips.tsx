import { intlLocale, numberFormat } from '../../src/i18n/format';
import { useWords } from '../../src/i18n/use-words';
import { formatKmAsMiles } from '../../src/lib/miles';
import { marketWords } from '../market-words';
import { searchWords } from '../search-words';
import { dayName, languageName } from './format';
import type { SearchFilters } from './search-filters';

/** One filter shown as a chip: its words, and the search without it. */
export interface Chip {
  key: string;
  label: string;
  without: SearchFilters;
}

/** Whole dollars as "$15", cents as "$15.50" (the URL carries minor units). */
export function dollarsText(minor: string, lang: string): string {
  const amount = Number(minor) / 100;
  return numberFormat(intlLocale(lang), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The chips of a search, in the order the filters panel lists them; a removal starts at page 1. */
export function useChips(filters: SearchFilters): Chip[] {
  const { m: market, lang } = useWords(marketWords);
  const { m, fill } = useWords(searchWords);
  const c = m.chips;
  const base: SearchFilters = { ...filters, page: '' };
  const chips: Chip[] = [];
  const listChips = (
    name: 'service' | 'age_group' | 'language',
    label: (value: string) => string,
  ) => {
    for (const value of filters[name]) {
      chips.push({
        key: `${name}=${value}`,
        label: label(value),
        without: { ...base, [name]: filters[name].filter((v) => v !== value) },
      });
    }
  };
  listChips('service', (v) => market.words.services[v as 'nanny'] ?? v);
  if (filters.radius_km && Number(filters.radius_km) > 0) {
    chips.push({
      key: 'radius_km',
      label: fill(c.radius, {
        distance: formatKmAsMiles(lang, Number(filters.radius_km), { long: true }),
      }),
      without: { ...base, radius_km: '' },
    });
  }
  listChips('age_group', (v) => market.words.ageGroups[v as 'teen'] ?? v);
  listChips('language', (v) => languageName(v, lang));
  const min = /^\d+$/.test(filters.min_rate) ? dollarsText(filters.min_rate, lang) : '';
  const max = /^\d+$/.test(filters.max_rate) ? dollarsText(filters.max_rate, lang) : '';
  if (min || max) {
    chips.push({
      key: 'rate',
      label:
        min && max
          ? fill(c.rateRange, { min, max })
          : min
            ? fill(c.rateFrom, { min })
            : fill(c.rateUpTo, { max }),
      without: { ...base, min_rate: '', max_rate: '' },
    });
  }
  if (/^[0-6]$/.test(filters.available_day)) {
    chips.push({
      key: 'available_day',
      label: fill(c.day, { day: dayName(Number(filters.available_day), lang) }),
      without: { ...base, available_day: '' },
    });
  }
  if (filters.verified === '1') {
    chips.push({ key: 'verified', label: c.verified, without: { ...base, verified: '' } });
  }
  if (filters.featured === '1') {
    chips.push({ key: 'featured', label: c.featured, without: { ...base, featured: '' } });
  }
  if (filters.q) {
    chips.push({
      key: 'q',
      label: fill(c.words, { words: filters.q }),
      without: { ...base, q: '' },
    });
  }
  return chips;
}

/**
 * The search's filters as removable chips above the results: each a button named "Remove
 * filter: …" (keyboard and screen readers), and "Clear all" (the ZIP code stays: it is the search).
 */
export function FilterChips({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  /** The search to run instead (the page puts it in its URL). */
  onChange: (next: SearchFilters) => void;
}) {
  const { m, fill } = useWords(searchWords);
  const chips = useChips(filters);
  if (!chips.length) return null;
  // Every chip's filter gone; the ZIP code, the sort and the page size stay.
  const clearAll: SearchFilters = {
    ...filters,
    radius_km: '',
    service: [],
    age_group: [],
    language: [],
    min_rate: '',
    max_rate: '',
    available_day: '',
    verified: '',
    featured: '',
    q: '',
    page: '',
  };
  return (
    <div className="cg-chips">
      <ul className="cg-chips__list" aria-label={m.chips.label}>
        {chips.map((chip) => (
          <li key={chip.key} className="cg-chip">
            <span className="cg-chip__label">{chip.label}</span>
            <button
              type="button"
              className="cg-chip__remove"
              aria-label={fill(m.chips.remove, { name: chip.label })}
              onClick={() => onChange(chip.without)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="ftc-link cg-chips__clear" onClick={() => onChange(clearAll)}>
        {m.chips.clearAll}
      </button>
    </div>
  );
}
