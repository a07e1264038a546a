import { createContext, useContext } from 'react';
import { env } from '../config/env';
import { languageOf } from '../i18n/language';
import type { RootStore } from '../stores/root-store';
import { type ApiClient, createApiClient } from './api-client';
import { sessionCode } from './session-code';
import type { Notify } from './toast-notify';

/** What every feature component needs from its surroundings, element or site. */
export interface Kit {
  store: RootStore;
  api: ApiClient;
  notify: Notify;
  /** Fires a bubbling, composed CustomEvent from the element (a no-op in the site). */
  emit: (name: string, detail?: unknown) => void;
  /** The custom element, for its light-DOM content; undefined in the site. */
  host?: HTMLElement | undefined;
  /** The API base in use (for the rare call the client cannot make: uploads with progress). */
  apiBase: () => string;
}

export interface KitOptions {
  /**
   * The page's store; or, for an element that renders without it (store-free-element.tsx), a
   * way to read it if something on the page has made it.
   */
  store: RootStore | (() => RootStore | undefined);
  notify: Notify;
  /** The API base, read on every request (it may follow an attribute). */
  apiBase: () => string;
  emit?: Kit['emit'];
  host?: HTMLElement;
}

/** The one way a Kit is made, for an element or for the site. */
export function createKit({ store, notify, apiBase, emit = () => {}, host }: KitOptions): Kit {
  const current = typeof store === 'function' ? store : () => store;
  return {
    get store() {
      const found = current();
      if (!found) throw new Error('This element renders without the page store (useKit().store).');
      return found;
    },
    notify,
    emit,
    host,
    apiBase,
    api: createApiClient({
      baseUrl: apiBase,
      getToken: () => current()?.auth.token ?? null,
      timeoutMs: env.requestTimeoutMs,
      // Loaded with the first renewal: a page without a session never needs it.
      renewToken: () => {
        const found = current();
        if (!found) return Promise.resolve(false);
        return sessionCode
          .load()
          .then(({ renewSession }) => renewSession(found, apiBase, env.requestTimeoutMs));
      },
      onActivity: (delta) => current()?.activity.change(delta),
      language: () => languageOf(host),
    }),
  };
}

export const KitContext = createContext<Kit | null>(null);

export function useKit(): Kit {
  const kit = useContext(KitContext);
  if (!kit) throw new Error('useKit() needs a <KitContext.Provider> above it.');
  return kit;
}
