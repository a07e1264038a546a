import type { ComponentChild, ContainerNode } from 'preact';
import { createRoot as createCompatRoot, hydrateRoot } from 'preact/compat/client';

/**
 * `react-dom/client` for the lite build only (vite.lite.config.ts aliases it here): preact/compat's
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

export function createRoot(container: ContainerNode): Root {
  const root = createCompatRoot(container);
  let mounted = false;
  return {
    render(children: ComponentChild) {
      if (!mounted) {
        mounted = true;
        root.render(children);
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
