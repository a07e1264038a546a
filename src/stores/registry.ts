import type { RootStore } from './root-store';

/** Where the page's one root store lives: on `globalThis`, shared by every bundle (interface §2). */
export const ROOT_STORE_KEY = Symbol.for('ftc-widget-kit.root-store');

export type RootStoreRegistry = { [ROOT_STORE_KEY]?: RootStore };

/**
 * The page's root store if something on the page has made it, else undefined. Reads no MobX:
 * an element that renders without the store (src/lib/store-free-element.tsx) uses it to send a
 * session's token when one is on the page, without loading the store itself.
 */
export function peekRootStore(): RootStore | undefined {
  return (globalThis as RootStoreRegistry)[ROOT_STORE_KEY];
}
