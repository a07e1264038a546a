import { FIRST_PAINT_ATTRIBUTE, SUBMITTED_ATTRIBUTE } from './first-paint';

// Text areas and selects have what is used here (name, value, form; checked is undefined).
type Control = HTMLInputElement;

/**
 * The element's live view has been committed next to its first paint (src/lib/first-paint.ts):
 * the first paint goes, and what the visitor did to it carries over, through the live controls'
 * own events: the values typed, the focus and caret, and a submit made before the runtime came
 * (sent now, once). Controls are matched by name, else by position (both views come from the
 * same component).
 */
export function takeOverFirstPaint(root: ShadowRoot): void {
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
    twin.focus();
    try {
      twin.setSelectionRange(control.selectionStart, control.selectionEnd);
    } catch {
      // A field without a caret (email, number) keeps its own.
    }
  });
  if (first.hasAttribute(SUBMITTED_ATTRIBUTE) && form) {
    // After the carried values have re-rendered the form (Preact renders a microtask later).
    const submitting = form;
    setTimeout(() => submitting.isConnected && submitting.requestSubmit());
  }
}
