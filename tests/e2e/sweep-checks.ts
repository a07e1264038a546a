/**
 * What the layout sweep (tests/e2e/layout-sweep.test.ts) measures inside a page. Each function
 * runs in the browser (`page.evaluate`): it is self-contained, using nothing from this module.
 */

/** The page's sideways overflow, with the elements that stick out (outermost first). */
export function overflowOf(): { scrollWidth: number; innerWidth: number; widest: string[] } | null {
  const innerWidth = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= innerWidth) return null;
  const name = (element: Element) => {
    const classes = typeof element.className === 'string' ? element.className.trim() : '';
    return (
      element.tagName.toLowerCase() +
      (element.id ? `#${element.id}` : '') +
      (classes ? `.${classes.split(/\s+/).slice(0, 3).join('.')}` : '')
    );
  };
  const trail = (element: Element) => {
    const parts: string[] = [];
    for (let at: Element | null = element; at && at !== document.body && parts.length < 4; ) {
      parts.unshift(name(at));
      at = at.parentElement;
    }
    return parts.join(' > ');
  };
  // Inside a box that scrolls or clips, or fixed to the screen: not the page's overflow.
  const contained = (element: Element) => {
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
    }
    return getComputedStyle(element).position === 'fixed';
  };
  const found: { text: string; right: number; origin: boolean }[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.right <= innerWidth + 0.5 || (box.width === 0 && box.height === 0)) continue;
    if (contained(element)) continue;
    const parent = element.parentElement;
    const origin = !parent || parent.getBoundingClientRect().right <= innerWidth + 0.5;
    const text = `${trail(element)} (right edge ${Math.round(box.right)} px, ${Math.round(box.width)} px wide)`;
    found.push({ text, right: box.right, origin });
  }
  found.sort((a, b) => Number(b.origin) - Number(a.origin) || b.right - a.right);
  return { scrollWidth, innerWidth, widest: [...new Set(found.map((f) => f.text))].slice(0, 3) };
}

/**
 * The text fields whose typed text is hard to read: text colour against the first opaque
 * background behind it under 4.5:1 (WCAG AA). axe checks text on the page, not what a person
 * types into a field (issue 24: #D9E2EC on white in the footer).
 */
export function unreadableFields(): string[] {
  const rgba = (value: string) => {
    const match = /^rgba?\(([^)]+)\)$/.exec(value);
    if (!match?.[1]) return undefined;
    const [r = 0, g = 0, b = 0, a = 1] = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r, g, b, a };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const fields = document.querySelectorAll<HTMLElement>(
    'input:not([type=checkbox],[type=radio],[type=hidden],[type=range],[type=file],[type=submit],[type=button],[type=color],[type=image],[type=reset]), textarea, select',
  );
  const found: string[] = [];
  for (const field of fields) {
    if (field.getClientRects().length === 0) continue;
    const text = rgba(getComputedStyle(field).color);
    if (!text) continue;
    let behind = { r: 255, g: 255, b: 255, a: 1 };
    for (let at: Element | null = field; at; at = at.parentElement) {
      const background = rgba(getComputedStyle(at).backgroundColor);
      if (background && background.a >= 1) {
        behind = background;
        break;
      }
    }
    const [light, dark] = [luminance(text), luminance(behind)].sort((x, y) => y - x) as [
      number,
      number,
    ];
    const ratio = (light + 0.05) / (dark + 0.05);
    if (ratio < 4.5) {
      const name =
        field.getAttribute('aria-label') ||
        (field.id && document.querySelector(`label[for="${CSS.escape(field.id)}"]`)?.textContent) ||
        field.getAttribute('name') ||
        field.tagName.toLowerCase();
      found.push(
        `field "${name}": text ${getComputedStyle(field).color} on rgb(${behind.r}, ${behind.g}, ${behind.b}) is ${ratio.toFixed(2)}:1`,
      );
    }
  }
  return found;
}
