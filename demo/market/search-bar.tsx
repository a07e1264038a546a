import type { ChangeEvent, FormEvent, Ref } from 'react';
import { useNavigate } from 'react-router';
import { SERVICES } from '../../src/contract/caregiver-values';
import { useWords } from '../../src/i18n/use-words';
import { useForm } from '../../src/lib/use-form';
import { SelectField } from '../../src/ui/select-field';
import { TextField } from '../../src/ui/text-field';
import { paths } from '../config/paths';
import { marketWords } from '../market-words';
import { searchWords } from '../search-words';
import { isZip, listOf, type SearchFilters, withValue } from './search-filters';

type FieldProps = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
};

/**
 * ZIP code, service and "Search", in a row where there is room and stacked on a phone: never
 * behind "Filters". The caller owns the form (the home hero its own, the results page the one
 * its filters share).
 */
export function SearchBar({
  zip,
  service,
  onSubmit,
  zipRef,
  className,
}: {
  zip: FieldProps;
  service: FieldProps;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  zipRef?: Ref<HTMLInputElement>;
  className?: string;
}) {
  const { m } = useWords(searchWords);
  const market = useWords(marketWords).m;
  const chosen = listOf(service.value);
  return (
    <search className={['cg-bar', className].filter(Boolean).join(' ')} aria-label={m.bar.label}>
      <form className="cg-bar__form" noValidate onSubmit={onSubmit}>
        <TextField
          {...zip}
          ref={zipRef}
          label={m.bar.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          className="cg-bar__zip"
        />
        <SelectField
          {...service}
          label={m.bar.service}
          options={withValue(
            [
              { value: '', label: m.bar.anyService },
              ...SERVICES.map((value) => ({ value, label: market.words.services[value] })),
            ],
            service.value,
            chosen.map((value) => market.words.services[value as 'nanny'] ?? value).join(', '),
          )}
        />
        <button type="submit" className="ftc-button cg-bar__submit">
          {m.bar.submit}
        </button>
      </form>
    </search>
  );
}

/** Where a search from the bar goes: `/caregivers?near=ZIP&service=…`. */
export function searchHref(filters: Pick<SearchFilters, 'near' | 'service'>): string {
  const query = new URLSearchParams();
  if (filters.near) query.set('near', filters.near);
  for (const service of filters.service) query.append('service', service);
  const text = query.toString();
  return text ? `${paths.caregivers}?${text}` : paths.caregivers;
}

/** The home hero's search: a ZIP code that is not 5 digits is said next to it, nothing is sent. */
export function HeroSearch() {
  const { m } = useWords(searchWords);
  const navigate = useNavigate();
  const form = useForm({
    initial: { near: '', service: '' },
    validate: (values) => ({
      near: !values.near.trim() || isZip(values.near.trim()) ? undefined : m.checks.zip,
    }),
    async submit(values) {
      navigate(searchHref({ near: values.near.trim(), service: listOf(values.service) }));
    },
  });
  return (
    <SearchBar
      zip={form.field('near')}
      service={form.field('service')}
      onSubmit={form.onSubmit}
      className="cg-bar--hero"
    />
  );
}
