import { resultsOf } from './api-client';
import { useKit } from './kit-context';
import { type ResourceState, useResource } from './resource-cache';

/**
 * An answer a page may start with: the page-wide cache's key its hook reads, and the path that
 * answers it (a page the server renders with its lists seeds them: demo/page-data.ts).
 */
export interface SeedAnswer {
  key: string;
  path: string;
}

/** The answer of `useApiResource(path)`: cached under its path. */
export const answerAt = (path: string): SeedAnswer => ({ key: path, path });

/**
 * `results` of `GET path`, cached page-wide under the path (null: load nothing). An answer
 * that is not a success becomes an ApiError (its status and code kept) with the server's
 * message, or `failure`.
 */
export function useApiResource<T>(
  path: string | null,
  failure: string,
): ResourceState<T> & { reload: () => void } {
  const { api, store } = useKit();
  return useResource<T>(store.cache, path, async () =>
    resultsOf(await api.get<T>(path as string), failure),
  );
}
