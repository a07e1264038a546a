import { type ReactNode, useEffect, useMemo } from 'react';
import { resolveApiBase } from '../src/config/api-base';
import { createKit, KitContext } from '../src/lib/kit-context';
import { validateStoredSession } from '../src/lib/session-lifecycle';
import type { Notify } from '../src/lib/toasts';
import type { RootStore } from '../src/stores/root-store';

/** The site's KitContext: the page's one store, its toasts, and the API at the page's base. */
export function KitProvider({
  store,
  notify,
  children,
}: {
  store: RootStore;
  notify: Notify;
  children: ReactNode;
}) {
  const kit = useMemo(
    () => createKit({ store, notify, apiBase: () => resolveApiBase() }),
    [store, notify],
  );
  useEffect(() => {
    void validateStoredSession(store, kit.api);
  }, [store, kit]);
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>;
}
