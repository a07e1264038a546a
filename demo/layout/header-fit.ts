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
 * copy of its labels) and the account area must fit in the row. Measured before paint, again
 * whenever the row, the labels (a language) or the account area (a login, Admin) change size.
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
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    for (const element of [inner, labels, account]) observer.observe(element);
    return () => observer.disconnect();
  }, [row, ruler]);
  return folded;
}

/**
 * The header's height as `--ftc-header-height` on the page: the toasts sit below it at every
 * width (site.css), whatever the header holds (a folded menu open, a long name).
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const write = () =>
      root.style.setProperty('--ftc-header-height', `${Math.ceil(element.offsetHeight)}px`);
    write();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}
