import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaregiverCard } from '../contract/caregivers';
import { ApiError } from '../lib/api-client';
import { useKit } from '../lib/kit-context';
import { type CaregiverFilters, searchCaregivers } from './caregivers-api';

export type SearchState =
  | { status: 'idle' }
  /** The first page is loading (skeleton cards). */
  | { status: 'loading'; filters: CaregiverFilters }
  /**
   * The server refused the search (4xx, e.g. an unknown ZIP): its message goes under the field;
   * `near` says the refusal was about the ZIP (the element then says it in its own words).
   */
  | { status: 'rejected'; filters: CaregiverFilters; message: string; near: boolean }
  | {
      status: 'loaded';
      filters: CaregiverFilters;
      items: CaregiverCard[];
      total: number;
      page: number;
      /** The next page is loading. */
      loadingMore: boolean;
      /** Loading the next page failed: the cards stay, with this message and "Try again". */
      moreError?: string | undefined;
    }
  /** The first page failed (network, 5xx): an error state with "Try again". */
  | { status: 'failed'; filters: CaregiverFilters; message: string };

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof Error && failure.message ? failure.message : fallback;

/** A 4xx answer is about the search itself (the ZIP, a filter): not worth retrying. */
const isRejection = (failure: unknown) =>
  failure instanceof ApiError &&
  typeof failure.status === 'number' &&
  failure.status >= 400 &&
  failure.status < 500;

/** The server's 400 names `near` (`results.errors[].field`), or its message starts with it. */
function isAboutNear(failure: unknown, message: string): boolean {
  const body = failure instanceof ApiError ? failure.body : undefined;
  const results =
    body && typeof body === 'object' ? (body as { results?: unknown }).results : undefined;
  const errors =
    results && typeof results === 'object' ? (results as { errors?: unknown }).errors : undefined;
  if (
    Array.isArray(errors) &&
    errors.some((error) => error && typeof error === 'object' && error.field === 'near')
  ) {
    return true;
  }
  return /^near\b/.test(message);
}

/**
 * The caregiver search's results: `search` starts over at page 1 (and drops any answer still
 * on its way), `more` appends the next page, `retry` repeats what failed. Cards already shown
 * are never lost to a failed "Show more".
 */
export function useCaregiverSearch(fallback: string) {
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
        const message = messageOf(failure, fallback);
        setState(
          isRejection(failure)
            ? { status: 'rejected', filters, message, near: isAboutNear(failure, message) }
            : { status: 'failed', filters, message },
        );
      }
    },
    [api, fallback, start],
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
    } catch (failure) {
      if (controller.signal.aborted) return;
      setState({ ...shown, loadingMore: false, moreError: messageOf(failure, fallback) });
    }
  }, [api, fallback, start]);

  const retry = useCallback(() => {
    const shown = latest.current;
    if (shown.status === 'failed') void search(shown.filters);
    else if (shown.status === 'loaded' && shown.moreError) void more();
  }, [search, more]);

  return { state, search, more, retry };
}
