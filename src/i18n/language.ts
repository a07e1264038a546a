import { baseLanguage } from './catalogue';

/**
 * The language of an element: its own `lang`, else the nearest `lang` above it (crossing
 * shadow roots to their hosts), else `<html lang>`, else English.
 */
export function languageOf(
  node: Element | undefined,
  doc: Document | undefined = globalThis.document,
): string {
  let current: Element | null | undefined = node;
  while (current) {
    const lang = current.getAttribute('lang');
    if (lang) return baseLanguage(lang);
    if (current.parentElement) current = current.parentElement;
    else {
      const root = current.getRootNode();
      current = root instanceof ShadowRoot ? root.host : null;
    }
  }
  return baseLanguage(doc?.documentElement.getAttribute('lang'));
}

const OBSERVER_KEY = Symbol.for('ftc.lang.observer');
type LangWatch = { listeners: Set<() => void>; version: number; observer?: MutationObserver };

/**
 * Calls `listener` whenever a `lang` attribute changes anywhere in the page's light DOM (one
 * observer per page), so every element follows `<html lang>` and its own `lang` at once.
 */
export function watchLanguage(listener: () => void, doc: Document = document): () => void {
  const holder = doc as unknown as Record<symbol, LangWatch | undefined>;
  let watch = holder[OBSERVER_KEY];
  if (!watch) {
    const created: LangWatch = { listeners: new Set(), version: 0 };
    created.observer = new MutationObserver(() => {
      created.version += 1;
      for (const notify of created.listeners) notify();
    });
    created.observer.observe(doc.documentElement, {
      attributes: true,
      attributeFilter: ['lang'],
      subtree: true,
    });
    holder[OBSERVER_KEY] = created;
    watch = created;
  }
  const active = watch;
  active.listeners.add(listener);
  return () => active.listeners.delete(listener);
}

export function languageVersion(doc: Document = document): number {
  return (doc as unknown as Record<symbol, LangWatch | undefined>)[OBSERVER_KEY]?.version ?? 0;
}
