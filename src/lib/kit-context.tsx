import { createContext, useContext } from 'react';
import type { RootStore } from '../stores/root-store';
import type { ApiClient } from './api-client';
import type { Notify } from './toasts';

/** What every feature component needs from its surroundings, element or site. */
export interface Kit {
  store: RootStore;
  api: ApiClient;
  notify: Notify;
  /** Fires a bubbling, composed CustomEvent from the element (a no-op in the site). */
  emit: (name: string, detail?: unknown) => void;
}

export const KitContext = createContext<Kit | null>(null);

export function useKit(): Kit {
  const kit = useContext(KitContext);
  if (!kit) throw new Error('useKit() needs a <KitContext.Provider> above it.');
  return kit;
}
