import { type RefObject, useLayoutEffect, useState } from 'react';

/** Below lg (992 px, spec §9) the navigation is always folded into the menu. */
const NARROW = '(max-width: 991.98px)';
/** Room kept free in the row (a focus ring, a font that loads a little wider). */
const SLACK_PX = 16;

const narrow = () => typeof window !== 'undefined' && window.matchMedia?.(NARROW).matches === true;

/**
 * Whether the header's navigation folds into the "Menu" button (issue 24: one row at every
 * width, in both languages, whoever is logged in). At lg and wider it folds only when the bar
 * would not hold it: the brand, the navigation's own width (measured on `ruler`, an invisible
 * copy of its labels) and the account area must fit in the row. Measured before the first paint
 * (by the observer's first report), again whenever the row, the labels (a language) or the
 * account area (a login, Admin) change size.
 */
export function useNavFold(
  row: RefObject<HTMLElement | null>,
  ruler: RefObject<HTMLElement | null>,
): boolean {
  const [folded, setFolded] = useState(narrow);
  useLayoutEffect(() => {
    const inner = row.current;
    const labels = ruler.current;
    const brand = inner?.querySelector<HTMLElement>('.site-brand');
    const account = inner?.querySelector<HTMLElement>('.site-account');
    if (!inner || !labels || !brand || !account) return;
    const check = () => {
      if (narrow()) return setFolded(true);
      const style = getComputedStyle(inner);
      const room =
        inner.clientWidth -
        (Number.parseFloat(style.paddingLeft) || 0) -
        (Number.parseFloat(style.paddingRight) || 0);
      const gap = Number.parseFloat(style.columnGap) || 16;
      const need = brand.offsetWidth + labels.offsetWidth + account.scrollWidth + 3 * gap;
      setFolded(need + SLACK_PX > room);
    };
    // The observer's first report comes once the row is laid out, before paint: measured here
    // instead, the widths laid out the whole new page inside the render's task (7.6 ms at 1× on
    // a profile page at 1280 px).
    if (typeof ResizeObserver === 'undefined') {
      check();
      return;
    }
    const observer = new ResizeObserver(check);
    for (const element of [inner, labels, account]) observer.observe(element);
    return () => observer.disconnect();
  }, [row, ruler]);
  return folded;
}

/** The height header.css assumes while `--ftc-header-height` is unset (its `var()` fallback). */
export const HEADER_HEIGHT_FALLBACK = '64px';

/**
 * The header's height as `--ftc-header-height` on the page: the toasts sit below it at every
 * width (site.css), whatever the header holds (a folded menu open, a long name). The observer
 * measures it: it reports the size once the header is laid out (in the first frame, before
 * paint) and at every change. Read in the commit instead, `offsetHeight` laid out the whole new
 * page inside the render's task (Lighthouse's blocking time), and the property written then had
 * every element's style computed again; it is now written only when it changes, and not at all
 * while the header is as high as header.css assumes.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      const value = `${Math.ceil(height)}px`;
      const current = root.style.getPropertyValue('--ftc-header-height') || HEADER_HEIGHT_FALLBACK;
      if (value !== current) root.style.setProperty('--ftc-header-height', value);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}
