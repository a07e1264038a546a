import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CaregiverCardSkeleton } from '../../src/caregivers/caregiver-card';
import { AGE_GROUPS, SEARCH_LIMITS, SERVICES, SORTS } from '../../src/contract/caregiver-values';
import type { AgeGroup, CaregiverPage, Service } from '../../src/contract/caregivers';
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
import { marketMessages } from '../messages';
import { Page } from './page';

const PAGE_SIZE = 12;
const RADII = ['10', '25', '50', '100'] as const;

/** The filters of the URL, under the API's own names (interface §7), checked one by one. */
export interface SearchFilters {
  near: string;
  radius_km: string;
  service: Service[];
  age_group: AgeGroup[];
  language: string;
  min_rate: string;
  max_rate: string;
  available_day: string;
  verified: boolean;
  sort: string;
  page: number;
}

const isZip = (value: string) => /^\d{5}$/.test(value);
const wholeNumber = (value: string | null) => (value && /^\d+$/.test(value) ? value : '');

export function filtersFromUrl(search: URLSearchParams): SearchFilters {
  const near = search.get('near') ?? '';
  const radius = search.get('radius_km') ?? '';
  const day = search.get('available_day') ?? '';
  const sort = search.get('sort') ?? '';
  const language = search.get('language') ?? '';
  return {
    near: isZip(near) || /^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/.test(near) ? near : '',
    radius_km: (RADII as readonly string[]).includes(radius) ? radius : '',
    service: search.getAll('service').filter((s): s is Service => SERVICES.includes(s as Service)),
    age_group: search
      .getAll('age_group')
      .filter((a): a is AgeGroup => AGE_GROUPS.includes(a as AgeGroup)),
    language: /^[a-z]{2}$/.test(language) ? language : '',
    min_rate: wholeNumber(search.get('min_rate')),
    max_rate: wholeNumber(search.get('max_rate')),
    available_day: /^[0-6]$/.test(day) ? day : '',
    verified: search.get('verified') === '1',
    sort: (SORTS as readonly string[]).includes(sort) ? sort : '',
    page: Math.max(1, Number(wholeNumber(search.get('page')) || 1)),
  };
}

/** The filters as a query (the page's URL and the API call share it). */
export function filtersToQuery(filters: SearchFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.near) query.set('near', filters.near);
  if (filters.radius_km) query.set('radius_km', filters.radius_km);
  for (const service of filters.service) query.append('service', service);
  for (const group of filters.age_group) query.append('age_group', group);
  if (filters.language) query.set('language', filters.language);
  if (filters.min_rate) query.set('min_rate', filters.min_rate);
  if (filters.max_rate) query.set('max_rate', filters.max_rate);
  if (filters.available_day) query.set('available_day', filters.available_day);
  if (filters.verified) query.set('verified', '1');
  // Sorting by distance needs a place.
  if (filters.sort && (filters.sort !== 'distance' || filters.near))
    query.set('sort', filters.sort);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

const dollars = (minor: string) => (minor ? String(Number(minor) / 100) : '');
const minor = (dollarText: string) =>
  dollarText.trim() ? String(Math.round(Number(dollarText.trim()) * 100)) : '';
const isAmount = (text: string) => !text.trim() || /^\d{1,3}(\.\d{1,2})?$/.test(text.trim());

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
    language: filters.language,
    min_rate: dollars(filters.min_rate),
    max_rate: dollars(filters.max_rate),
    available_day: filters.available_day,
    verified: filters.verified ? '1' : '',
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
  apiQuery.set('page_size', String(PAGE_SIZE));
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
      const next: SearchFilters = {
        near: values.near.trim(),
        radius_km: values.near.trim() ? values.radius_km : '',
        service: listOf(values.service) as Service[],
        age_group: listOf(values.age_group) as AgeGroup[],
        language: values.language,
        min_rate: minor(values.min_rate),
        max_rate: minor(values.max_rate),
        available_day: values.available_day,
        verified: values.verified === '1',
        sort: values.sort,
        page: 1,
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

  const pageHref = (page: number) => {
    const text = filtersToQuery({ ...filters, page }).toString();
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
              options={RADII.map((km) => ({ value: km, label: fill(s.radiusOption, { km }) }))}
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
              options={[
                { value: '', label: s.anyLanguage },
                ...LANGUAGE_CODES.map((code) => ({ value: code, label: languageName(code, lang) })),
              ]}
            />
            <div className="cg-pair">
              <TextField {...form.field('min_rate')} label={s.minRate} inputMode="decimal" />
              <TextField {...form.field('max_rate')} label={s.maxRate} inputMode="decimal" />
            </div>
            <SelectField
              {...form.field('available_day')}
              label={s.day}
              options={[
                { value: '', label: s.anyDay },
                ...WEEK.map((day) => ({ value: String(day), label: dayName(day, lang) })),
              ]}
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
              options={[
                { value: '', label: form.values.near ? s.sorts.distance : s.sorts.recent },
                ...SORTS.filter((sort) => sort !== 'distance' || form.values.near).map((sort) => ({
                  value: sort,
                  label: s.sorts[sort],
                })),
              ].filter(
                (option, index) =>
                  index === 0 || option.value !== (form.values.near ? 'distance' : 'recent'),
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
                  {filters.page > 1 ? (
                    <Link className="ftc-button-secondary" to={pageHref(filters.page - 1)}>
                      {s.previous}
                    </Link>
                  ) : (
                    <span />
                  )}
                  <span>{fill(s.pageOf, { page: filters.page, pages })}</span>
                  {filters.page < pages ? (
                    <Link className="ftc-button-secondary" to={pageHref(filters.page + 1)}>
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
