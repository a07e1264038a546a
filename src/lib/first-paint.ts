/**
 * An element's first paint (issue 14): an element's entry file draws the element's first view
 * from markup rendered at build time (scripts/first-paint.ts), before the runtime (React or
 * Preact, MobX, the stores) has arrived, so a visitor can focus the field and type at once. The
 * element, once defined, takes that view over (takeOverFirstPaint, below): what was typed, the
 * focus and a submit made meanwhile carry over to the live form.
 *
 * This module has no imports: every entry file carries its own copy (the build imports it once
 * per entry), and the page-wide parts (styles, sheets) live under global symbols, shared with the
 * runtime's copy.
 */

/** CSS text by stylesheet name (`controls` for src/ui/controls.css), registered by the entry files. */
const STYLES = Symbol.for('ftc.styles');
/** One constructable sheet per CSS text, shared by every root that adopts it. */
const SHEETS = Symbol.for('ftc.sheets');
/** Set by an entry file that drew a first view: how an element takes it over. */
const TAKE_OVER = Symbol.for('ftc.first-paint.take-over');

type Globals = {
  [STYLES]?: Record<string, string>;
  [SHEETS]?: Map<string, CSSStyleSheet>;
  [TAKE_OVER]?: (root: ShadowRoot) => void;
};
const globals = globalThis as Globals;

/** The attribute that marks the first view inside a shadow root until it is taken over. */
export const FIRST_PAINT_ATTRIBUTE = 'data-ftc-first-paint';
/** Set on the first view's wrapper when the visitor submitted it before the runtime came. */
export const SUBMITTED_ATTRIBUTE = 'data-ftc-submitted';

export function registerStyles(styles: Record<string, string>): void {
  globals[STYLES] = { ...globals[STYLES], ...styles };
}

/** The CSS text an entry registered under `name` (empty when none did). */
export function registeredStyle(name: string): string {
  return globals[STYLES]?.[name] ?? '';
}

/**
 * How the library build's modules name a registered stylesheet (scripts/first-paint.ts): its
 * `?inline` imports become `STYLE_REF + name`, read from the registry when a root adopts it. An
 * entry file may then load its element's code before it registers the styles, as those without
 * a first view do (issue 27).
 */
export const STYLE_REF = '\0ftc-style:';

/** CSS text as it is, or the registered stylesheet a STYLE_REF names. */
const cssOf = (css: string) =>
  css.startsWith(STYLE_REF) ? registeredStyle(css.slice(STYLE_REF.length)) : css;

export function styleSheet(css: string): CSSStyleSheet {
  globals[SHEETS] ??= new Map();
  let sheet = globals[SHEETS].get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    globals[SHEETS].set(css, sheet);
  }
  return sheet;
}

/**
 * Adds CSS to a document or shadow root as constructable stylesheets, which a strict
 * Content-Security-Policy (no 'unsafe-inline') allows, unlike <style> tags.
 */
export function adoptStyles(root: Document | ShadowRoot, cssTexts: readonly string[]): void {
  const wanted = cssTexts.map(cssOf).filter(Boolean).map(styleSheet);
  const current = root.adoptedStyleSheets;
  const missing = wanted.filter((sheet) => !current.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...current, ...missing];
}

export interface FirstView {
  tag: string;
  /** The element's first view by language (`en`, `es`), rendered at build time. */
  html: Record<string, string>;
  /** Registered styles of its shadow root; the page gets the design tokens (`tokens`). */
  styles: string[];
}

/** The registered design tokens: adopted by the page, so partners can set them on :root. */
export const PAGE_STYLE = 'tokens';
// The wrapper lays out as if its children were the shadow root's own.
const WRAPPER_CSS = `[${FIRST_PAINT_ATTRIBUTE}]{display:contents}`;

/**
 * Draws the first view of every element of `views` that is in the page and not defined yet, and
 * of any added before its definition arrives.
 */
export function paintFirst(views: readonly FirstView[]): void {
  globals[TAKE_OVER] = takeOverFirstPaint;
  const paint = (element: Element) => {
    const view = views.find((candidate) => candidate.tag === element.localName);
    if (!view || element.shadowRoot || customElements.get(view.tag)) return;
    // The element's language as the runtime picks it (src/i18n/language.ts): nearest `lang`.
    const lang = (element.closest('[lang]')?.getAttribute('lang') || 'en')
      .toLowerCase()
      .split(/[-_]/)[0] as string;
    adoptStyles(document, [registeredStyle(PAGE_STYLE)]);
    const root = element.attachShadow({ mode: 'open' });
    adoptStyles(root, [...view.styles.map(registeredStyle), WRAPPER_CSS]);
    try {
      // Markup made at build time from our own components: no page or visitor input in it.
      root.innerHTML = `<div ${FIRST_PAINT_ATTRIBUTE}>${view.html[lang] ?? view.html.en}</div>`;
    } catch {
      // A page that only takes Trusted Types: the element appears with its runtime instead.
      return;
    }
    const wrapper = root.firstElementChild as Element;
    // A submit before the runtime is kept for it (the form has no action: the page must not
    // reload); the live form handles its own.
    root.addEventListener(
      'submit',
      (event) => {
        if (!wrapper.isConnected) return;
        event.preventDefault();
        wrapper.setAttribute(SUBMITTED_ATTRIBUTE, '');
      },
      true,
    );
  };
  const selector = views.map((view) => view.tag).join();
  const paintWithin = (node: Node) => {
    if (!(node instanceof Element)) return;
    paint(node);
    node.querySelectorAll(selector).forEach(paint);
  };
  paintWithin(document.documentElement);
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(paintWithin);
  });
  observer.observe(document, { childList: true, subtree: true });
  void Promise.all(views.map((view) => customElements.whenDefined(view.tag))).then(() =>
    observer.disconnect(),
  );
}

/**
 * Called by an element in the commit of its first render: takes over the first view drawn in its
 * shadow root, if an entry file drew one (only such entry files carry the code for it).
 */
export function takeOverFirstPaintIn(root: ShadowRoot): void {
  globals[TAKE_OVER]?.(root);
}

// Text areas and selects have what is used here (name, value, form; checked is undefined).
type Control = HTMLInputElement;

/**
 * The element's live view has been committed next to its first paint (paintFirst, above):
 * the first paint goes, and what the visitor did to it carries over, through the live controls'
 * own events: the values typed, the focus and caret, and a submit made before the runtime came
 * (sent now, once). Controls are matched by name, else by position (both views come from the
 * same component).
 */
function takeOverFirstPaint(root: ShadowRoot): void {
  const first = root.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`);
  if (!first) return;
  const controls = 'input,textarea,select';
  const before = Array.from(first.querySelectorAll<Control>(controls));
  const focused = root.activeElement;
  first.remove();
  const after = Array.from(root.querySelectorAll<Control>(controls));
  let form = after[0]?.form;
  before.forEach((control, index) => {
    const twin = (control.name && after.find((live) => live.name === control.name)) || after[index];
    if (!twin) return;
    if (control.type === 'checkbox' || control.type === 'radio') {
      if (control.checked !== twin.checked) twin.click();
    } else if (control.value !== twin.value) {
      // The prototype's setter, so React and Preact see a change as they would from typing.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(twin), 'value')?.set?.call(
        twin,
        control.value,
      );
      twin.dispatchEvent(
        new Event(twin.localName === 'select' ? 'change' : 'input', { bubbles: true }),
      );
    }
    if (control !== focused) return;
    form = twin.form;
    focusWithCaret(twin, control.selectionStart, control.selectionEnd);
  });
  if (first.hasAttribute(SUBMITTED_ATTRIBUTE) && form) {
    // After the carried values have re-rendered the form (Preact renders a microtask later).
    const submitting = form;
    setTimeout(() => submitting.isConnected && submitting.requestSubmit());
  }
}

/** Focuses a field with its caret (or selection) where it was; fields without one keep theirs. */
export function focusWithCaret(field: HTMLElement, start: number | null, end: number | null): void {
  field.focus();
  try {
    (field as HTMLInputElement).setSelectionRange(start, end);
  } catch {
    // Email and number fields have no caret to set.
  }
}
