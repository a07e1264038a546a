// The live page taking over a page rendered at build time (demo/boot.ts): what the
// visitor typed, chose or submitted before the site's code arrived is not lost. main.tsx reads it
// before rendering (the prerendered markup goes at the first commit) and gives it to the live
// page's fields, matched by name and position, right after that commit.
import { PRERENDERED_ATTRIBUTE } from './boot';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Carried {
  /** `name#n`: the n-th field of that name. */
  key: string;
  value: string;
  checked: boolean | undefined;
}

export interface Takeover {
  fields: Carried[];
  focus: { key: string; start: number | null; end: number | null } | undefined;
  /** The position of a form submitted before the site's code ran, among the page's forms. */
  submitted: number | undefined;
  /** The position of the last button pressed before it ran, among the page's buttons. */
  clicked: number | undefined;
}

const FIELDS = 'input[name], select[name], textarea[name]';

function keyed(scope: ParentNode): Map<string, Field> {
  const seen = new Map<string, number>();
  const found = new Map<string, Field>();
  for (const field of scope.querySelectorAll<Field>(FIELDS)) {
    const n = seen.get(field.name) ?? 0;
    seen.set(field.name, n + 1);
    found.set(`${field.name}#${n}`, field);
  }
  return found;
}

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const changed = (field: Field) =>
  field instanceof HTMLSelectElement
    ? [...field.options].some((option) => option.selected !== option.defaultSelected)
    : isCheckable(field)
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;

/** What the visitor did to the prerendered page in `root`, if it has one. */
export function readTakeover(root: HTMLElement): Takeover | undefined {
  const page = root.querySelector<HTMLElement>(`[${PRERENDERED_ATTRIBUTE}]`);
  if (!page) return undefined;
  const fields: Carried[] = [];
  let focus: Takeover['focus'];
  for (const [key, field] of keyed(page)) {
    if (changed(field)) {
      const checked = isCheckable(field) ? field.checked : undefined;
      fields.push({ key, value: field.value, checked });
    }
    if (field === document.activeElement) {
      const text = field instanceof HTMLSelectElement ? undefined : field;
      let start: number | null = null;
      let end: number | null = null;
      try {
        start = text?.selectionStart ?? null;
        end = text?.selectionEnd ?? null;
      } catch {
        // Fields without a caret (email, number) have none to keep.
      }
      focus = { key, start, end };
    }
  }
  const position = (selector: string, attribute: string) => {
    const index = [...page.querySelectorAll(selector)].findIndex((element) =>
      element.hasAttribute(attribute),
    );
    return index < 0 ? undefined : index;
  };
  return {
    fields,
    focus,
    submitted: position('form', 'data-submitted'),
    clicked: position('button', 'data-clicked'),
  };
}

/** Sets a field as typing does, so that React's handlers see the change. */
function setLikeTyping(field: Field, carried: Carried): void {
  if (isCheckable(field) && carried.checked !== undefined) {
    if (field.checked !== carried.checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, carried.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Gives the live page in `root` what `takeover` carried. */
export function applyTakeover(root: HTMLElement, takeover: Takeover): void {
  const live = keyed(root);
  for (const carried of takeover.fields) {
    const field = live.get(carried.key);
    if (field) setLikeTyping(field, carried);
  }
  const focused = takeover.focus && live.get(takeover.focus.key);
  if (focused && takeover.focus) {
    focused.focus({ preventScroll: true });
    if (!(focused instanceof HTMLSelectElement) && takeover.focus.start !== null) {
      try {
        focused.setSelectionRange(takeover.focus.start, takeover.focus.end ?? takeover.focus.start);
      } catch {
        // As above: no caret on this kind of field.
      }
    }
  }
}

/**
 * Presses again what was pressed on the rendered copy: the last button, then a held submit. After
 * the live page's own mount effects (a menu that closes on a new page would close it again).
 */
export function replayTakeover(root: HTMLElement, takeover: Takeover): void {
  if (takeover.clicked !== undefined) {
    root.querySelectorAll('button')[takeover.clicked]?.click();
  }
  if (takeover.submitted !== undefined) {
    root.querySelectorAll('form')[takeover.submitted]?.requestSubmit();
  }
}
