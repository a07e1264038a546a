import { type MouseEvent, useEffect, useRef } from 'react';
import { SERVICES } from '../contract/caregiver-values';
import type { CaregiverCard as Card } from '../contract/caregivers';
import { useWords } from '../i18n/use-words';
import { useKit } from '../lib/kit-context';
import { isPlainClick } from '../lib/plain-click';
import { useForm } from '../lib/use-form';
import { SelectField } from '../ui/select-field';
import { Spinner } from '../ui/spinner';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { CaregiverCard, CaregiverCardSkeleton, profileHref } from './caregiver-card';
import { type CaregiverFilters, isService, pageSizeOf, radiusOf, ZIP } from './caregivers-api';
import { type SearchState, useCaregiverSearch } from './use-caregiver-search';
import { caregiverWords } from './words';

export const CAREGIVER_SELECT_EVENT = 'ftc-caregiver-select';

export interface CaregiverSearchProps {
  /** A 5-digit US ZIP code: searched at once, and again whenever it changes. */
  near?: string | undefined;
  /** Search radius in km (the API's default 25, at most 100). */
  radiusKm?: number | undefined;
  /** One of the API's services; anything else: any service. */
  service?: string | undefined;
  /** Cards per page (default 6, at most 50). */
  pageSize?: number | undefined;
  /** The profile link, `{id}` filled in (default `/caregivers/{id}`). */
  profileHref?: string | undefined;
  /**
   * A card was activated (after the element's cancelable `ftc-caregiver-select`, when that
   * was not prevented). Return false to keep the page (a site that routes itself).
   */
  onSelect?: ((card: Card) => boolean | undefined) | undefined;
  /** A search started from the form (a site keeps the filters in its URL). */
  onSearch?: ((filters: CaregiverFilters) => void) | undefined;
  /** The heading level of each card's name (default 3). */
  headingLevel?: 2 | 3 | 4;
}

const sameFilters = (a: CaregiverFilters, b: CaregiverFilters) =>
  a.near === b.near &&
  a.service === b.service &&
  a.radiusKm === b.radiusKm &&
  a.pageSize === b.pageSize;

const filtersOf = (state: SearchState) => (state.status === 'idle' ? undefined : state.filters);

/**
 * Caregiver search (interface §7): a ZIP code and a service, results as cards that link to the
 * profile, "Show more" appending the next page; loading (card-shaped placeholders), empty and
 * error states; an unknown ZIP is said under the field. The attributes are the search: set
 * `near` and it runs at once; change one and it runs again.
 */
export function CaregiverSearch({
  near,
  radiusKm,
  service,
  pageSize,
  profileHref: hrefTemplate,
  onSelect,
  onSearch,
  headingLevel = 3,
}: CaregiverSearchProps) {
  const { host } = useKit();
  const { m, fill, plural } = useWords(caregiverWords);
  const { state, search, more, retry } = useCaregiverSearch();
  const zipRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** After a submit, focus goes to the field if the server refuses the ZIP. */
  const focusOnRejection = useRef(false);
  /** After "Show more", focus goes to the first new card (the button may be gone). */
  const focusCard = useRef<number | null>(null);

  const filtersFrom = (values: { near: string; service: string }): CaregiverFilters => ({
    near: values.near.trim(),
    service: isService(values.service) ? values.service : undefined,
    radiusKm: radiusOf(radiusKm),
    pageSize: pageSizeOf(pageSize),
  });

  const form = useForm({
    initial: () => ({ near: near?.trim() ?? '', service: isService(service) ? service : '' }),
    validate: (values) => ({ near: ZIP.test(values.near.trim()) ? undefined : m.zipInvalid }),
    async submit(values) {
      const filters = filtersFrom(values);
      focusOnRejection.current = true;
      onSearch?.(filters);
      await search(filters);
    },
  });

  // The attributes are the search: on mount and on every change, they fill the form and, with a
  // ZIP, search (unless that very search is already shown or on its way).
  const latest = useRef({ form, state, search, filtersFrom });
  latest.current = { form, state, search, filtersFrom };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an attribute changes; the rest is read from `latest`.
  useEffect(() => {
    const { form, state, search, filtersFrom } = latest.current;
    const values = {
      near: near === undefined ? form.values.near : near.trim(),
      service: service === undefined ? form.values.service : isService(service) ? service : '',
    };
    if (values.near !== form.values.near || values.service !== form.values.service) {
      form.reset(values);
    }
    if (!ZIP.test(values.near)) return;
    const filters = filtersFrom(values);
    const shown = filtersOf(state);
    if (shown && sameFilters(shown, filters) && state.status !== 'failed') return;
    focusOnRejection.current = false;
    void search(filters);
  }, [near, service, radiusKm, pageSize]);

  useEffect(() => {
    if (state.status === 'rejected' && focusOnRejection.current) zipRef.current?.focus();
    if (state.status === 'loaded' && !state.loadingMore && focusCard.current !== null) {
      const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('.ftc-cg-card__link');
      const first = links?.[focusCard.current];
      // Only once the new cards are there: an effect of an earlier render can still be pending
      // when "Show more" is clicked (Preact runs effects after the next paint).
      if (first) {
        first.focus();
        focusCard.current = null;
      }
    }
  }, [state]);

  // A refusal's message stays under the field while the field holds that ZIP, in the element's
  // words (never the server's): an unknown ZIP, a `near` that is not one, anything else.
  const zipError =
    form.errors.near ??
    (state.status === 'rejected' && form.values.near.trim() === state.filters.near
      ? state.about === 'zip'
        ? fill(m.zipUnknown, { zip: state.filters.near })
        : state.about === 'format'
          ? m.zipInvalid
          : m.refused
      : undefined);

  function activate(event: MouseEvent<HTMLAnchorElement>, card: Card) {
    // A new tab or window (a modifier, the middle button) is the browser's business.
    if (!isPlainClick(event)) return;
    const proceed = host
      ? host.dispatchEvent(
          new CustomEvent(CAREGIVER_SELECT_EVENT, {
            detail: { id: card.id },
            bubbles: true,
            composed: true,
            cancelable: true,
          }),
        )
      : true;
    if (!proceed || onSelect?.(card) === false) event.preventDefault();
  }

  function showMore() {
    if (state.status !== 'loaded' || state.loadingMore) return;
    focusCard.current = state.items.length;
    void more();
  }

  const loading = state.status === 'loading';
  const announcement = loading
    ? m.searching
    : state.status === 'loaded' && !state.loadingMore
      ? plural(m.found, state.total)
      : '';

  return (
    <div className="ftc-cg" part="container">
      <search>
        <form className="ftc-cg__form" part="form" noValidate onSubmit={form.onSubmit}>
          <TextField
            {...form.field('near')}
            error={zipError}
            ref={zipRef}
            label={m.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            className="ftc-cg__zip"
          />
          <SelectField
            {...form.field('service')}
            label={m.service}
            options={[
              { value: '', label: m.anyService },
              ...SERVICES.map((value) => ({ value, label: m.services[value] })),
            ]}
          />
          <SubmitButton busy={form.submitting || loading} className="ftc-cg__submit">
            {m.search}
          </SubmitButton>
        </form>
      </search>

      <p className="ftc-visually-hidden" role="status">
        {announcement}
      </p>

      <div
        className="ftc-cg__results"
        aria-busy={loading || (state.status === 'loaded' && state.loadingMore)}
      >
        {loading ? (
          <ul className="ftc-cg__list" aria-hidden="true">
            {Array.from({ length: Math.min(state.filters.pageSize, 6) }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else.
              <CaregiverCardSkeleton key={index} />
            ))}
          </ul>
        ) : null}

        {state.status === 'failed' ? (
          <div className="ftc-state" role="alert">
            <p className="ftc-cg__problem" part="error">
              {m.loadFailed}
            </p>
            <button type="button" className="ftc-button" part="button" onClick={retry}>
              {m.tryAgain}
            </button>
          </div>
        ) : null}

        {state.status === 'loaded' && state.items.length === 0 ? (
          <p className="ftc-lead ftc-cg__empty" part="empty">
            {m.empty}
          </p>
        ) : null}

        {state.status === 'loaded' && state.items.length > 0 ? (
          <>
            <ul className="ftc-cg__list" part="list" aria-label={m.results} ref={listRef}>
              {state.items.map((card) => (
                <CaregiverCard
                  key={card.id}
                  card={card}
                  href={profileHref(hrefTemplate, card.id)}
                  onActivate={activate}
                  headingLevel={headingLevel}
                />
              ))}
            </ul>
            {state.moreError ? (
              <div className="ftc-state" role="alert">
                <p className="ftc-cg__problem" part="error">
                  {m.loadFailed}
                </p>
                <button type="button" className="ftc-button" part="button" onClick={retry}>
                  {m.tryAgain}
                </button>
              </div>
            ) : state.items.length < state.total ? (
              <button
                type="button"
                className="ftc-button-secondary ftc-cg__more"
                part="button more"
                aria-disabled={state.loadingMore || undefined}
                onClick={showMore}
              >
                {state.loadingMore ? <Spinner /> : null}
                <span>{m.showMore}</span>
              </button>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
