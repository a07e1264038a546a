import type { ComponentChild, ContainerNode } from 'preact';
import { createRoot as createCompatRoot, hydrateRoot } from 'preact/compat/client';
import { FIRST_PAINT_ATTRIBUTE, focusWithCaret } from './first-paint';

/**
 * `react-dom/client` for the lite build and the site (vite.lite.config.ts aliases it here): preact/compat's
 * roots, updated the way React 19 updates them. A root's first render is at once; later calls
 * (r2wc renders at every attribute change) are batched to a microtask, so attributes set one
 * after another make one render, as in React, and not one search per attribute. (Rendering
 * them in the middle of an event, as React does for input, would reset a controlled input's
 * value before its handler reads it: Preact has no React-style controlled-input restore.)
 */
type Root = ReturnType<typeof createCompatRoot>;

const pending = new Map<Root, ComponentChild>();
let scheduled = false;

function flush() {
  scheduled = false;
  for (const [root, children] of pending) {
    pending.delete(root);
    root.render(children);
  }
}

/**
 * Preact renders into a container by reusing or dropping what is in it; an element's first paint
 * (src/lib/first-paint.ts) must stay, as it does under React, until the element takes it over
 * after this render. It steps aside for the render, focus and caret kept, before the browser
 * paints.
 */
function renderBesideFirstPaint(container: ContainerNode, render: () => void): void {
  const first = (container as ParentNode).querySelector?.(`[${FIRST_PAINT_ATTRIBUTE}]`);
  if (!first) {
    render();
    return;
  }
  const focused = (container as ShadowRoot).activeElement as HTMLInputElement | null;
  const caret = [focused?.selectionStart ?? null, focused?.selectionEnd ?? null] as const;
  first.remove();
  render();
  (container as ParentNode).prepend(first);
  if (focused && first.contains(focused)) focusWithCaret(focused, ...caret);
}

/**
 * React's root replaces what its container held (a page prerendered into the site's `#root`, the
 * boot spinner) at its first commit; Preact would diff against it and keep or reuse those nodes.
 * An element's shadow root keeps its first paint, as above.
 */
function renderInPlaceOfContent(container: ContainerNode, render: () => void): void {
  if ((container as Node).nodeType === Node.ELEMENT_NODE) (container as Element).replaceChildren();
  render();
}

export function createRoot(container: ContainerNode): Root {
  const root = createCompatRoot(container);
  let mounted = false;
  return {
    render(children: ComponentChild) {
      if (!mounted) {
        mounted = true;
        const first = () => root.render(children);
        if ((container as Node).nodeType === Node.ELEMENT_NODE) {
          renderInPlaceOfContent(container, first);
        } else {
          renderBesideFirstPaint(container, first);
        }
        return;
      }
      pending.set(root, children);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(flush);
      }
    },
    unmount() {
      pending.delete(root);
      root.unmount();
    },
  };
}

export { hydrateRoot };
export default { createRoot, hydrateRoot };
