import { type ReactNode, useMemo } from 'react';
import { resolveApiBase } from '../src/config/api-base';
import { env } from '../src/config/env';
import { createApiClient } from '../src/lib/api-client';
import { type Kit, KitContext } from '../src/lib/kit-context';
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
  const kit = useMemo<Kit>(
    () => ({
      store,
      notify,
      api: createApiClient({
        baseUrl: () => resolveApiBase(),
        getToken: () => store.auth.token,
        timeoutMs: env.requestTimeoutMs,
      }),
      emit: () => {},
    }),
    [store, notify],
  );
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>;
}
