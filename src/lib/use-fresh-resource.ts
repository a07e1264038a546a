import { useEffect, useRef } from 'react';
import { useKit } from './kit-context';
import { useApiResource } from './use-api-resource';

/**
 * `useApiResource`, but read again on every visit: lists that change by what the person does
 * elsewhere (their jobs, a job's applicants) are never shown as they were a minute ago.
 */
export function useFreshResource<T>(path: string | null, failure: string) {
  const { store } = useKit();
  const cached = useRef(path !== null && store.cache.state(path).status !== 'loading');
  const resource = useApiResource<T>(path, failure);
  const { reload } = resource;
  useEffect(() => {
    if (cached.current) reload();
    cached.current = false;
  }, [reload]);
  return resource;
}
