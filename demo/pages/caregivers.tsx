import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCaregiverResults } from '../../src/caregivers/caregiver-queries';
import { AGE_GROUPS, SERVICES, SORTS } from '../../src/contract/caregiver-values';
import { useWords } from '../../src/i18n/use-words';
import { useForm } from '../../src/lib/use-form';
import { SelectField } from '../../src/ui/select-field';
import { TextField } from '../../src/ui/text-field';
import { paths } from '../config/paths';
import { dayName, LANGUAGE_CODES, languageName, WEEK } from '../market/format';
import {
  type FilterValues,
  filtersFromUrl,
  filtersToQuery,
  formValues,
  isAmount,
  isZip,
  listOf,
  minor,
  PAGE_SIZE,
  RADII,
  type SearchFilters,
  withValue,
} from '../market/search-filters';
import { SearchResults } from '../market/search-results';
import { marketWords } from '../market-words';
import { Page } from './page';

/** `/caregivers`: the search, its filters in the URL so a link shows the same search. */
export function CaregiverSearchPage() {
  const { m, fill, lang } = useWords(marketWords);
  const s = m.search;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromUrl(search);
  const query = filtersToQuery(filters);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const apiQuery = new URLSearchParams(query);
  if (!filters.page_size) apiQuery.set('page_size', String(PAGE_SIZE));
  const results = useCaregiverResults(apiQuery, s.loadFailed);

  const form = useForm<FilterValues>({
    initial: () => formValues(filters),
    validate: (values) => ({
      near: !values.near.trim() || isZip(values.near.trim()) ? undefined : s.zipRule,
      min_rate: isAmount(values.min_rate) ? undefined : s.rateRule,
      max_rate: isAmount(values.max_rate) ? undefined : s.rateRule,
    }),
    async submit(values) {
      const near = values.near.trim();
      // The form's search: what it shows (the checkboxes list only the API's values), with
      // the link's page size kept.
      const next: SearchFilters = {
        near,
        radius_km: near ? values.radius_km : '',
        service: listOf(values.service).filter((v) => (SERVICES as readonly string[]).includes(v)),
        age_group: listOf(values.age_group).filter((v) =>
          (AGE_GROUPS as readonly string[]).includes(v),
        ),
        language: values.language ? [values.language] : [],
        min_rate: minor(values.min_rate),
        max_rate: minor(values.max_rate),
        available_day: values.available_day,
        verified: values.verified,
        featured: '',
        q: '',
        // Sorting by distance needs a place.
        sort: values.sort === 'distance' && !near ? '' : values.sort,
        page: '',
        page_size: filters.page_size,
      };
      const text = filtersToQuery(next).toString();
      navigate(text ? `${paths.caregivers}?${text}` : paths.caregivers);
      setOpen(false);
    },
  });

  // A link followed (back, a shared URL): the form shows what the URL says.
  const queryText = query.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL only.
  useEffect(
    () => form.reset(formValues(filtersFromUrl(new URLSearchParams(queryText)))),
    [queryText],
  );

  const toggle = (name: 'service' | 'age_group', value: string, on: boolean) => {
    const current = listOf(form.values[name]).filter((v) => v !== value);
    form.set(name, (on ? [...current, value] : current).join(','));
  };

  return (
    <Page title={s.title} lead={s.lead} wide>
      <div className="cg-search">
        <div className="cg-search__side">
          <button
            type="button"
            className="ftc-button-secondary cg-filters-button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {s.filters}
          </button>
          <form
            id={panelId}
            className={open ? 'cg-filters cg-filters--open' : 'cg-filters'}
            noValidate
            onSubmit={form.onSubmit}
            aria-label={s.filters}
          >
            <TextField
              {...form.field('near')}
              label={s.zip}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
            />
            <SelectField
              {...form.field('radius_km')}
              label={s.radius}
              options={withValue(
                RADII.map((km) => ({ value: km, label: fill(s.radiusOption, { km }) })),
                form.values.radius_km,
                fill(s.radiusOption, { km: form.values.radius_km }),
              )}
            />
            <fieldset className="cg-checks">
              <legend className="ftc-label">{s.services}</legend>
              {SERVICES.map((service) => (
                <label key={service} className="ftc-check">
                  <input
                    type="checkbox"
                    checked={listOf(form.values.service).includes(service)}
                    onChange={(event) => toggle('service', service, event.target.checked)}
                  />
                  <span>{m.words.services[service]}</span>
                </label>
              ))}
            </fieldset>
            <fieldset className="cg-checks">
              <legend className="ftc-label">{s.ageGroups}</legend>
              {AGE_GROUPS.map((group) => (
                <label key={group} className="ftc-check">
                  <input
                    type="checkbox"
                    checked={listOf(form.values.age_group).includes(group)}
                    onChange={(event) => toggle('age_group', group, event.target.checked)}
                  />
                  <span>{m.words.ageGroups[group]}</span>
                </label>
              ))}
            </fieldset>
            <SelectField
              {...form.field('language')}
              label={s.language}
              options={withValue(
                [
                  { value: '', label: s.anyLanguage },
                  ...LANGUAGE_CODES.map((code) => ({
                    value: code,
                    label: languageName(code, lang),
                  })),
                ],
                form.values.language,
              )}
            />
            <div className="cg-pair">
              <TextField {...form.field('min_rate')} label={s.minRate} inputMode="decimal" />
              <TextField {...form.field('max_rate')} label={s.maxRate} inputMode="decimal" />
            </div>
            <SelectField
              {...form.field('available_day')}
              label={s.day}
              options={withValue(
                [
                  { value: '', label: s.anyDay },
                  ...WEEK.map((day) => ({ value: String(day), label: dayName(day, lang) })),
                ],
                form.values.available_day,
              )}
            />
            <label className="ftc-check">
              <input
                type="checkbox"
                checked={form.values.verified === '1'}
                onChange={(event) => form.set('verified', event.target.checked ? '1' : '')}
              />
              <span>{s.verified}</span>
            </label>
            <SelectField
              {...form.field('sort')}
              label={s.sort}
              options={withValue(
                [
                  { value: '', label: form.values.near ? s.sorts.distance : s.sorts.recent },
                  ...SORTS.filter((sort) => sort !== 'distance' || form.values.near).map(
                    (sort) => ({ value: sort, label: s.sorts[sort] }),
                  ),
                ].filter(
                  (option, index) =>
                    index === 0 || option.value !== (form.values.near ? 'distance' : 'recent'),
                ),
                (SORTS as readonly string[]).includes(form.values.sort) ? '' : form.values.sort,
              )}
            />
            <div className="ftc-actions cg-filters__actions">
              <button type="submit" className="ftc-button">
                {s.apply}
              </button>
              <Link to={paths.caregivers} className="ftc-link">
                {s.clear}
              </Link>
            </div>
          </form>
        </div>
        <SearchResults results={results} filters={filters} />
      </div>
    </Page>
  );
}
