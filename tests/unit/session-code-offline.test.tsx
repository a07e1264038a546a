// A session's code (src/lib/session-lifecycle.ts) is a separate file, loaded when a saved
// session is first checked or ended. Offline, that download fails: the check that could not run
// leaves the session as it is (spec §8, as when the check's own request fails), and a session
// the server ended still ends on this page. Neither may leave an unhandled rejection behind.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const load = vi.hoisted(() =>
  vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
);
vi.mock('../../src/lib/session-code', () => ({
  sessionCode: { load },
  preloadSessionCode: () => {},
}));

import { defineElement } from '../../src/lib/custom-element';
import { createKit, useKit } from '../../src/lib/kit-context';
import { messagingStoreOf } from '../../src/messaging/use-messaging';
import { PERSIST_KEY } from '../../src/stores/persistence';
import { getRootStore, RootStore } from '../../src/stores/root-store';

const parent = { id: 7, full_name: 'Ana Parent', email: 'ana@example.com' };
const saved = { isLoggedIn: true, user: parent, token: 't', refresh_token: 'r' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function waitFor<T>(read: () => T | undefined | null, timeout = 2000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - start > timeout) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const persisted = () => JSON.parse(localStorage.getItem(PERSIST_KEY) ?? 'null');

let unhandled: unknown[];
const collect = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', collect);
  load.mockClear();
});
afterEach(() => {
  process.off('unhandledRejection', collect);
  vi.unstubAllGlobals();
});

function Greeting() {
  const { store } = useKit();
  return <p>{store.auth.user ? `Hello ${store.auth.user.full_name}` : 'Hello visitor'}</p>;
}

defineElement({ tag: 'ftc-offline-probe', component: Greeting, attributes: {} });

describe('a session whose code cannot load (offline)', () => {
  it('keeps the saved session when its check cannot run, and the element shows it', async () => {
    localStorage.setItem(PERSIST_KEY, JSON.stringify(saved));
    document.body.innerHTML = '<ftc-offline-probe></ftc-offline-probe>';
    const element = document.body.querySelector('ftc-offline-probe') as HTMLElement;
    const text = await waitFor(() => element.shadowRoot?.querySelector('p')?.textContent);
    expect(text).toBe('Hello Ana Parent');
    await waitFor(() => load.mock.calls.length > 0);
    await settle();
    await settle();
    expect(unhandled).toEqual([]);
    expect(getRootStore().auth.isLoggedIn).toBe(true);
    expect(persisted()).toMatchObject({ isLoggedIn: true, token: 't' });
  });

  it('still ends a session the server ended: forgotten here, and the caches reset', async () => {
    localStorage.clear();
    const store = new RootStore({ storage: localStorage });
    await store.ready;
    store.auth.startSession({ user: parent, token: 't', refresh_token: 'r' });
    await settle();
    const cacheReset = vi.fn();
    store.onResetCaches(cacheReset);
    // The stream's ticket is refused for good (403: a suspension), so the server ended it.
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        requests.push(url);
        return new Response(
          JSON.stringify({ success: false, message: 'Your account is suspended.' }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    vi.stubGlobal(
      'EventSource',
      class {
        onopen = null;
        onerror = null;
        addEventListener() {}
        close() {}
      },
    );
    const kit = createKit({ store, notify: () => {}, apiBase: () => 'https://api.test' });
    messagingStoreOf(kit).connect();
    await waitFor(() => !store.auth.isLoggedIn || undefined);
    await settle();
    expect(requests.some((url) => url.includes('/ticket'))).toBe(true);
    expect(load).toHaveBeenCalled();
    expect(cacheReset).toHaveBeenCalledTimes(1);
    expect(store.auth.token).toBeNull();
    const stored = persisted();
    expect(stored === null || (stored.isLoggedIn === false && stored.token === null)).toBe(true);
    expect(unhandled).toEqual([]);
  });
});
