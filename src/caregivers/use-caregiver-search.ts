import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaregiverCard } from '../contract/caregivers';
import { UNKNOWN_ZIP } from '../contract/error-codes';
import { ApiError } from '../lib/api-client';
import { fieldErrorsOf } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { type CaregiverFilters, searchCaregivers } from './caregivers-api';

export type SearchState =
  | { status: 'idle' }
  /** The first page is loading (skeleton cards). */
  | { status: 'loading'; filters: CaregiverFilters }
  /**
   * The server refused the search (4xx): what about, never its wording (the element says it in
   * its own words): `zip` an unknown ZIP code (`results.code` unknown_zip), `format` a `near`
   * that is not one, `other` anything else (an attribute out of range).
   */
  | { status: 'rejected'; filters: CaregiverFilters; about: 'zip' | 'format' | 'other' }
  | {
      status: 'loaded';
      filters: CaregiverFilters;
      items: CaregiverCard[];
      total: number;
      page: number;
      /** The next page is loading. */
      loadingMore: boolean;
      /** Loading the next page failed: the cards stay, with the element's message and "Try again". */
      moreError?: boolean | undefined;
    }
  /** The first page failed (network, 5xx): an error state, in the element's words, with "Try again". */
  | { status: 'failed'; filters: CaregiverFilters };

/** A 4xx answer is about the search itself (the ZIP, a filter): not worth retrying. */
const isRejection = (failure: unknown) =>
  failure instanceof ApiError &&
  typeof failure.status === 'number' &&
  failure.status >= 400 &&
  failure.status < 500;

/** What a refusal is about: by `results.code` and the field the server names, not its words. */
function aboutOf(failure: unknown): 'zip' | 'format' | 'other' {
  if (failure instanceof ApiError && failure.code === UNKNOWN_ZIP) return 'zip';
  return 'near' in fieldErrorsOf(failure) ? 'format' : 'other';
}

/**
 * The caregiver search's results: `search` starts over at page 1 (and drops any answer still
 * on its way), `more` appends the next page, `retry` repeats what failed. Cards already shown
 * are never lost to a failed "Show more".
 */
export function useCaregiverSearch() {
  const { api } = useKit();
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => () => current.current?.abort(), []);

  /** A new request: the one before it is dropped (its answer would be stale). */
  const start = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    return controller;
  }, []);

  const search = useCallback(
    async (filters: CaregiverFilters) => {
      const controller = start();
      setState({ status: 'loading', filters });
      try {
        const page = await searchCaregivers(api, filters, 1, controller.signal);
        if (controller.signal.aborted) return;
        setState({
          status: 'loaded',
          filters,
          items: page.items,
          total: page.total,
          page: 1,
          loadingMore: false,
        });
      } catch (failure) {
        if (controller.signal.aborted) return;
        setState(
          isRejection(failure)
            ? { status: 'rejected', filters, about: aboutOf(failure) }
            : { status: 'failed', filters },
        );
      }
    },
    [api, start],
  );

  const more = useCallback(async () => {
    const shown = latest.current;
    if (shown.status !== 'loaded' || shown.loadingMore) return;
    const controller = start();
    setState({ ...shown, loadingMore: true, moreError: undefined });
    try {
      const next = await searchCaregivers(api, shown.filters, shown.page + 1, controller.signal);
      if (controller.signal.aborted) return;
      // A card may have moved between pages while the list changed: show each once.
      const ids = new Set(shown.items.map((card) => card.id));
      setState({
        ...shown,
        items: [...shown.items, ...next.items.filter((card) => !ids.has(card.id))],
        total: next.total,
        page: next.page,
        // A page past the end is empty: nothing more to show, whatever `total` said.
        ...(next.items.length === 0 ? { total: shown.items.length } : {}),
        loadingMore: false,
        moreError: undefined,
      });
    } catch {
      if (controller.signal.aborted) return;
      setState({ ...shown, loadingMore: false, moreError: true });
    }
  }, [api, start]);

  const retry = useCallback(() => {
    const shown = latest.current;
    if (shown.status === 'failed') void search(shown.filters);
    else if (shown.status === 'loaded' && shown.moreError) void more();
  }, [search, more]);

  return { state, search, more, retry };
}
