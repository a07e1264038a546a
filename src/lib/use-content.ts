import { resultsOf } from './api-client';
import { useKit } from './kit-context';
import { type ResourceState, useResource } from './resource-cache';
import type { SeedAnswer } from './use-api-resource';

/** The page-wide cache's key of content at `path` in `lang`. */
const contentKey = (path: string, lang: string) => `${path}#${lang}`;

/** The answer of `useContent(path, lang)`: cached under its path and language. */
export const contentAnswer = (path: string, lang: string): SeedAnswer => ({
  key: contentKey(path, lang),
  path,
});

/**
 * `results` of `GET path` for content the server answers in the reader's language (FAQs, how it
 * works, static pages: issue 24). Cached page-wide per path and language, so switching the site's
 * language loads that language's content instead of keeping the other one on screen.
 */
export function useContent<T>(
  path: string | null,
  lang: string,
  failure: string,
): ResourceState<T> & { reload: () => void } {
  const { api, store } = useKit();
  return useResource<T>(store.cache, path === null ? null : contentKey(path, lang), async () =>
    resultsOf(await api.get<T>(path as string), failure),
  );
}
