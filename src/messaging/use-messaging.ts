import { reaction } from 'mobx';
import { useEffect } from 'react';
import { type Kit, useKit } from '../lib/kit-context';
import { sessionCode } from '../lib/session-code';
import type { RootStore } from '../stores/root-store';
import { messagingApi, streamUrl } from './messaging-api';
import { MessagingStore } from './messaging-store';

/** One messaging store (and so one stream) per page's root store: one per tab. */
const stores = new WeakMap<RootStore, MessagingStore>();
const running = new WeakSet<MessagingStore>();

export function messagingStoreOf(kit: Kit): MessagingStore {
  let store = stores.get(kit.store);
  if (!store) {
    store = new MessagingStore({
      api: messagingApi(kit.api),
      streamUrl: (ticket, after) => streamUrl(kit.apiBase(), ticket, after),
      openStream: typeof EventSource === 'undefined' ? undefined : (url) => new EventSource(url),
      // A session the server ended (a logout elsewhere, a suspension: interface §10) ends here
      // at once, as a failed check of a stored session does (spec §8): no revoke, it is over.
      onSessionOver: () => {
        if (!kit.store.auth.isLoggedIn) return;
        sessionCode
          .load()
          .then(({ endSession }) => endSession(kit.store, kit.api, { revoke: false }))
          // Without the session code (offline), the session still ends here: the saved one is
          // forgotten and what it showed with it.
          .catch(() => kit.store.forgetSession());
      },
    });
    stores.set(kit.store, store);
  }
  return store;
}

/**
 * Keeps the store with the session, once per page: a login (or another account) starts the
 * stream, a logout stops it and forgets what it held; back online, a waiting stream reconnects.
 */
function follow(kit: Kit, store: MessagingStore) {
  if (running.has(store)) return;
  running.add(store);
  reaction(
    () => (kit.store.auth.isLoggedIn ? (kit.store.auth.user?.id ?? 'session') : null),
    (who, previous) => {
      if (previous !== undefined) store.reset();
      if (who === null) return;
      store.connect();
      // The badge does not wait for the stream (which may be slow to come, or not come).
      void store.refreshUnread();
    },
    { fireImmediately: true },
  );
  kit.store.onResetCaches(() => store.reset());
  if (typeof window !== 'undefined') window.addEventListener('online', () => store.stream?.wake());
}

/** The tab's messaging store; the first caller starts it following the session. */
export function useMessaging(): MessagingStore {
  const kit = useKit();
  const store = messagingStoreOf(kit);
  useEffect(() => follow(kit, store), [kit, store]);
  return store;
}
