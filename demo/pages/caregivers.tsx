import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CaregiverCardSkeleton } from '../../src/caregivers/caregiver-card';
import { AGE_GROUPS, SEARCH_LIMITS, SERVICES, SORTS } from '../../src/contract/caregiver-values';
import type { CaregiverPage } from '../../src/contract/caregivers';
import { CAREGIVER_PATHS } from '../../src/contract/endpoints';
import { useMessages } from '../../src/i18n/use-messages';
import { useApiResource } from '../../src/lib/use-api-resource';
import { useForm } from '../../src/lib/use-form';
import { SelectField } from '../../src/ui/select-field';
import { LoadingAnnouncement } from '../../src/ui/skeleton';
import { TextField } from '../../src/ui/text-field';
import { paths } from '../config/paths';
import { SiteCaregiverCard } from '../market/caregiver-card';
import { dayName, LANGUAGE_CODES, languageName, WEEK } from '../market/words';
import { marketMessages } from '../market-messages';
import { Page } from './page';

const PAGE_SIZE = 12;
const RADII = ['10', '25', '50', '100'] as const;

/**
 * The filters of the URL, under the API's own names (interface §7), kept as the URL says them:
 * the API judges every value (an unknown one is its 400, shown as the page's error), so a
 * shared link runs exactly the same search.
 */
export interface SearchFilters {
  near: string;
  radius_km: string;
  service: string[];
  age_group: string[];
  language: string[];
  min_rate: string;
  max_rate: string;
  available_day: string;
  verified: string;
  featured: string;
  q: string;
  sort: string;
  page: string;
  page_size: string;
}

const isZip = (value: string) => /^\d{5}$/.test(value);
const wholeNumber = (value: string) => /^\d+$/.test(value);

/** The single-valued names, in the order the query carries them. */
const SINGLE = [
  'near',
  'radius_km',
  'min_rate',
  'max_rate',
  'available_day',
  'verified',
  'featured',
  'q',
  'sort',
  'page',
  'page_size',
] as const;
const REPEATED = ['service', 'age_group', 'language'] as const;

export function filtersFromUrl(search: URLSearchParams): SearchFilters {
  const one = (name: (typeof SINGLE)[number]) => search.get(name)?.trim() ?? '';
  const many = (name: (typeof REPEATED)[number]) =>
    search
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean);
  return {
    near: one('near'),
    radius_km: one('radius_km'),
    service: many('service'),
    age_group: many('age_group'),
    language: many('language'),
    min_rate: one('min_rate'),
    max_rate: one('max_rate'),
    available_day: one('available_day'),
    verified: one('verified'),
    featured: one('featured'),
    q: one('q'),
    sort: one('sort'),
    page: one('page') === '1' ? '' : one('page'),
    page_size: one('page_size'),
  };
}

/** The filters as a query (the page's URL and the API call share it): every value as it is. */
export function filtersToQuery(filters: SearchFilters): URLSearchParams {
  const query = new URLSearchParams();
  const set = (name: (typeof SINGLE)[number]) => {
    if (filters[name]) query.set(name, filters[name]);
  };
  set('near');
  set('radius_km');
  for (const name of REPEATED) for (const value of filters[name]) query.append(name, value);
  for (const name of SINGLE.slice(2)) set(name);
  return query;
}

/** The page number the URL asks for (the API refuses a bad one; the paging counts from 1). */
const pageNumber = (filters: SearchFilters) =>
  wholeNumber(filters.page) ? Math.max(1, Number(filters.page)) : 1;

const dollars = (minor: string) =>
  minor && wholeNumber(minor) ? String(Number(minor) / 100) : minor;
const minor = (dollarText: string) =>
  dollarText.trim() ? String(Math.round(Number(dollarText.trim()) * 100)) : '';
const isAmount = (text: string) => !text.trim() || /^\d{1,3}(\.\d{1,2})?$/.test(text.trim());

type Option = { value: string; label: string };
/** A select shows the URL's value even when it is none of its options (e.g. "Within 5 km"). */
const withValue = (options: Option[], value: string, label: string = value): Option[] =>
  value && !options.some((option) => option.value === value)
    ? [...options, { value, label }]
    : options;

type FilterValues = {
  near: string;
  radius_km: string;
  service: string;
  age_group: string;
  language: string;
  min_rate: string;
  max_rate: string;
  available_day: string;
  verified: string;
  sort: string;
};

function formValues(filters: SearchFilters): FilterValues {
  return {
    near: filters.near,
    radius_km: filters.radius_km || String(SEARCH_LIMITS.radiusDefault),
    service: filters.service.join(','),
    age_group: filters.age_group.join(','),
    language: filters.language[0] ?? '',
    min_rate: dollars(filters.min_rate),
    max_rate: dollars(filters.max_rate),
    available_day: filters.available_day,
    verified: filters.verified === '1' ? '1' : '',
    sort: filters.sort,
  };
}

const listOf = (joined: string) => joined.split(',').filter(Boolean);

/** `/caregivers`: the search, its filters in the URL so a link shows the same search. */
export function CaregiverSearchPage() {
  const { m, fill, plural, lang } = useMessages(marketMessages);
  const s = m.search;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromUrl(search);
  const query = filtersToQuery(filters);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const apiQuery = new URLSearchParams(query);
  if (!filters.page_size) apiQuery.set('page_size', String(PAGE_SIZE));
  const results = useApiResource<CaregiverPage>(
    `${CAREGIVER_PATHS.search}?${apiQuery.toString()}`,
    s.loadFailed,
  );

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

  const currentPage = pageNumber(filters);
  const pageHref = (page: number) => {
    const text = filtersToQuery({ ...filters, page: page > 1 ? String(page) : '' }).toString();
    return text ? `${paths.caregivers}?${text}` : paths.caregivers;
  };

  const data = results.status === 'success' ? results.data : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.page_size || PAGE_SIZE))) : 1;

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
        <section className="cg-search__results" aria-labelledby="cg-results-heading">
          <h2 id="cg-results-heading" className="ftc-visually-hidden">
            {s.results}
          </h2>
          {results.status === 'loading' ? (
            <>
              <LoadingAnnouncement text={s.loading} />
              <div className="ftc-cg">
                <ul className="ftc-cg__list" aria-hidden="true">
                  {[0, 1, 2, 3].map((key) => (
                    <CaregiverCardSkeleton key={key} />
                  ))}
                </ul>
              </div>
            </>
          ) : results.status === 'error' ? (
            <div className="ftc-state" role="alert">
              <p>{results.error.message || s.loadFailed}</p>
              <button type="button" className="ftc-button-secondary" onClick={results.reload}>
                {s.retry}
              </button>
            </div>
          ) : data && data.items.length === 0 ? (
            <div className="ftc-state cg-empty" role="status">
              <p>
                <strong>{s.empty}</strong>
              </p>
              <p>{s.emptyLead}</p>
              <Link to={paths.caregivers}>{s.clear}</Link>
            </div>
          ) : data ? (
            <>
              <p className="cg-count" role="status">
                {filters.near && isZip(filters.near)
                  ? plural(s.countNear, data.total, { zip: filters.near })
                  : plural(s.count, data.total)}
              </p>
              <div className="ftc-cg">
                <ul className="ftc-cg__list" aria-labelledby="cg-results-heading">
                  {data.items.map((card) => (
                    <SiteCaregiverCard key={card.id} card={card} />
                  ))}
                </ul>
              </div>
              {pages > 1 ? (
                <nav className="cg-paging" aria-label={s.paging}>
                  {currentPage > 1 ? (
                    <Link className="ftc-button-secondary" to={pageHref(currentPage - 1)}>
                      {s.previous}
                    </Link>
                  ) : (
                    <span />
                  )}
                  <span>{fill(s.pageOf, { page: currentPage, pages })}</span>
                  {currentPage < pages ? (
                    <Link className="ftc-button-secondary" to={pageHref(currentPage + 1)}>
                      {s.next}
                    </Link>
                  ) : (
                    <span />
                  )}
                </nav>
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    </Page>
  );
}
