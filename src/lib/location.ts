import { useSyncExternalStore } from 'react';

const PATCHED = Symbol.for('ftc-widget-kit.history-patched');
const EVENT = 'ftc-locationchange';

/**
 * Tells listeners when the page's path changes, including a single-page site's
 * history.pushState/replaceState, which fire no event of their own. The wrappers are put
 * in place once per page and call the original first.
 */
function watchHistory(): void {
  const history = window.history as History & { [PATCHED]?: boolean };
  if (history[PATCHED]) return;
  history[PATCHED] = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      window.dispatchEvent(new Event(EVENT));
      return result;
    };
  }
}

function subscribe(onChange: () => void): () => void {
  watchHistory();
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

/** The current `location.pathname`, following the site as it navigates. */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );
}

/**
 * `href` resolved against the page, when it is a web address (`http:` or `https:`) the browser
 * may be sent to; undefined for anything else (`javascript:`, `data:`, unreadable), which must
 * never be navigated to.
 */
export function webAddress(
  href: string | null | undefined,
  base: string = typeof window === 'undefined' ? '' : window.location.href,
): string | undefined {
  if (!href?.trim()) return undefined;
  try {
    const url = base ? new URL(href, base) : new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
