import { useEffect, useState } from 'react';
import { lazyModule } from './lazy-module';

type Sanitize = (html: string) => string;

export type SanitizerState =
  | { status: 'loading' }
  | { status: 'ready'; sanitize: Sanitize }
  | { status: 'error'; retry: () => void };

// DOMPurify and the allow-list (./sanitize-html, 11 kB gzip) load when a component that shows
// server HTML mounts, beside its data request, not with every page that loads the kit (issue 27).
const sanitizer = lazyModule(() => import('./sanitize-html'));

/** Loads (once) the sanitiser; a failed load is tried again by the next call. */
export const loadSanitizer = (): Promise<Sanitize> =>
  sanitizer.load().then(({ sanitizeHtml }) => sanitizeHtml);

/** The sanitiser for server HTML, once it has loaded; nothing unsanitised is ever shown. */
export function useSanitizer(): SanitizerState {
  const [state, setState] = useState<SanitizerState>(() => {
    const loaded = sanitizer.loaded()?.sanitizeHtml;
    return loaded ? { status: 'ready', sanitize: loaded } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new attempt.
  useEffect(() => {
    if (state.status === 'ready') return;
    let live = true;
    loadSanitizer().then(
      (sanitize) => {
        if (live) setState({ status: 'ready', sanitize });
      },
      () => {
        if (!live) return;
        setState({
          status: 'error',
          retry: () => {
            setState({ status: 'loading' });
            setAttempt((count) => count + 1);
          },
        });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return state;
}
