import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCaregiverResults } from '../../src/caregivers/caregiver-queries';
import { AGE_GROUPS, SERVICES, SORTS } from '../../src/contract/caregiver-values';
import { useWords } from '../../src/i18n/use-words';
import { milesText } from '../../src/lib/miles';
import { useForm } from '../../src/lib/use-form';
import { SelectField } from '../../src/ui/select-field';
import { TextField } from '../../src/ui/text-field';
import { paths } from '../config/paths';
import { FilterChips } from '../market/filter-chips';
import { dayName, LANGUAGE_CODES, languageName, WEEK } from '../market/format';
import { RadiusField } from '../market/radius-field';
import { SearchBar } from '../market/search-bar';
import {
  checkFilters,
  dollars,
  type FilterValues,
  filtersFromUrl,
  filtersToQuery,
  formValues,
  listOf,
  minor,
  radiusKmOf,
  resultsQuery,
  type SearchFilters,
  withValue,
} from '../market/search-filters';
import { type ProblemField, searchProblem } from '../market/search-problems';
import { SearchResults } from '../market/search-results';
import { marketWords } from '../market-words';
import { searchWords } from '../search-words';
import { Page } from './page';

const hrefOf = (filters: SearchFilters) => {
  const text = filtersToQuery(filters).toString();
  return text ? `${paths.caregivers}?${text}` : paths.caregivers;
};

/**
 * `/caregivers`: the search bar (ZIP code and service, at every width), the filters as removable
 * chips, the rest of the filters (behind "Filters" on a phone), the results. The filters live in
 * the URL under the API's names, so a link shows the same search; distances are chosen and read
 * in miles (`radius_km` in the URL and the API).
 */
export function CaregiverSearchPage() {
  const { m, lang } = useWords(marketWords);
  const { m: w, fill } = useWords(searchWords);
  const s = m.search;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromUrl(search);
  const query = filtersToQuery(filters);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const results = useCaregiverResults(resultsQuery(search), s.loadFailed);
  const problem = results.status === 'error' ? searchProblem(results.error, filters) : undefined;
  const problemText = problem ? fill(w.problems[problem.key], { zip: filters.near }) : undefined;

  // The link's own `radius_km` while the distance shown is still its miles, else the miles chosen.
  const radiusOf = (miles: string) =>
    miles === milesText(filters.radius_km) ? filters.radius_km : radiusKmOf(miles);

  const form = useForm<FilterValues>({
    initial: () => formValues(filters),
    // Nothing is sent while a field is wrong: its message is next to it.
    validate: (values) => {
      const found = checkFilters(values);
      // A rate's message is in the panel: on a phone, the panel opens to show it.
      if (found.min_rate || found.max_rate) setOpen(true);
      const rate = (key: 'rate' | 'rateOrder' | undefined) =>
        key === 'rateOrder' ? w.checks.rateOrder : key ? s.rateRule : undefined;
      return {
        near: found.near ? w.checks.zip : undefined,
        min_rate: rate(found.min_rate),
        max_rate: rate(found.max_rate),
      };
    },
    async submit(values) {
      const near = values.near.trim();
      // The form's search: what it shows (the checkboxes list only the API's values), with
      // the link's page size kept.
      const next: SearchFilters = {
        near,
        radius_km: near ? radiusOf(values.radius_mi) : '',
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
      navigate(hrefOf(next));
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

  // The server's refusal, next to its field while the field still holds what was searched.
  const shown: Record<ProblemField, boolean> = {
    near: form.values.near.trim() === filters.near,
    radius_km: radiusOf(form.values.radius_mi) === filters.radius_km,
    min_rate: form.values.min_rate === dollars(filters.min_rate),
    max_rate: form.values.max_rate === dollars(filters.max_rate),
    sort: form.values.sort === filters.sort,
  };
  const errorOf = (name: ProblemField) =>
    problem?.field === name && shown[name] ? problemText : undefined;
  const field = (name: 'near' | 'min_rate' | 'max_rate') => {
    const props = form.field(name);
    return { ...props, error: props.error ?? errorOf(name) };
  };

  const toggle = (name: 'age_group', value: string, on: boolean) => {
    const current = listOf(form.values[name]).filter((v) => v !== value);
    form.set(name, (on ? [...current, value] : current).join(','));
  };

  return (
    <Page title={s.title} lead={s.lead} wide>
      <SearchBar zip={field('near')} service={form.field('service')} onSubmit={form.onSubmit} />
      <FilterChips filters={filters} onChange={(next) => navigate(hrefOf(next))} />
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
            <RadiusField
              {...form.field('radius_mi')}
              error={form.errors.radius_mi ?? errorOf('radius_km')}
            />
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
              <TextField {...field('min_rate')} label={s.minRate} inputMode="decimal" />
              <TextField {...field('max_rate')} label={s.maxRate} inputMode="decimal" />
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
        <SearchResults
          results={results}
          filters={filters}
          problem={
            problem && problemText ? { message: problemText, retry: problem.retry } : undefined
          }
        />
      </div>
    </Page>
  );
}
