import { type ReactNode, useMemo } from 'react';
import { resolveApiBase } from '../src/config/api-base';
import { env } from '../src/config/env';
import { createApiClient } from '../src/lib/api-client';
import { type Kit, KitContext } from '../src/lib/kit-context';
import { ensureToastHost } from '../src/lib/toasts';
import type { RootStore } from '../src/stores/root-store';

/** The site's KitContext: the page's one store, its toasts, and the API at the page's base. */
export function KitProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  const kit = useMemo<Kit>(
    () => ({
      store,
      notify: ensureToastHost(store.message),
      api: createApiClient({
        baseUrl: () => resolveApiBase(),
        getToken: () => store.auth.token,
        timeoutMs: env.requestTimeoutMs,
      }),
      emit: () => {},
    }),
    [store],
  );
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>;
}
