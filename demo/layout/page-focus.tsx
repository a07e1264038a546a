import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its data loading) before we stop waiting. */
const WAIT_MS = 5000;

/**
 * After a client-side navigation to another page (not the first load, not a change of query
 * alone), focus goes to the new page's `h1` so a screen reader announces where the reader is
 * (issue 24). `preventScroll`: the scroll is `<ScrollRestoration />`'s business (top for a new
 * page, the old position on Back). The heading is focusable by script only (tabIndex -1) and
 * shows no outline for it (site.css).
 */
export function usePageFocus(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page (the path) changes.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root) return;
    const from = document.activeElement;
    let focused: HTMLElement | null = null;
    const tryFocus = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading || heading === focused) return;
      // The reader moved on by themselves meanwhile: leave their focus alone.
      const active = document.activeElement;
      const untouched =
        active === from || active === document.body || active === focused || active === null;
      if (!untouched) return stop();
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.setAttribute('data-page-focus', '');
      heading.focus({ preventScroll: true });
      focused = heading;
    };
    const observer = new MutationObserver(tryFocus);
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    tryFocus();
    return stop;
  }, [pathname, main]);
}
