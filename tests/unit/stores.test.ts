import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthStore } from '../../src/stores/auth-store';
import { OtpStore } from '../../src/stores/otp-store';
import { PERSIST_KEY } from '../../src/stores/persistence';
import { getRootStore, RootStore } from '../../src/stores/root-store';
import { TabStore } from '../../src/stores/tab-store';
import { TOAST_CLEAR_MS, ToastStore } from '../../src/stores/toast-store';

const parent = { id: 7, full_name: 'Ana Parent', email: 'ana@example.com' };

/** Lets mobx-persist-store's reaction write (its setItem is async). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function persisted() {
  const raw = localStorage.getItem(PERSIST_KEY);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => localStorage.clear());

describe('auth store', () => {
  it('starts logged out', async () => {
    const auth = new AuthStore(localStorage);
    await auth.ready;
    expect(auth.isHydrated).toBe(true);
    expect(auth.isLoggedIn).toBe(false);
    expect(auth.user).toBeNull();
    expect(auth.token).toBeNull();
    expect(auth.refresh_token).toBeNull();
  });

  it('persists exactly the auth state to localStorage["persist:root"]', async () => {
    const auth = new AuthStore(localStorage);
    await auth.ready;
    auth.startSession({ user: parent, token: 'access-1', refresh_token: 'refresh-1' });
    await settle();
    expect(persisted()).toEqual({
      isLoggedIn: true,
      user: parent,
      token: 'access-1',
      refresh_token: 'refresh-1',
    });
  });

  it('restores the persisted session before it reports ready', async () => {
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({ isLoggedIn: true, user: parent, token: 't', refresh_token: 'r' }),
    );
    const auth = new AuthStore(localStorage);
    expect(auth.isHydrated).toBe(false);
    await auth.ready;
    expect(auth.isLoggedIn).toBe(true);
    expect(auth.user?.full_name).toBe('Ana Parent');
    expect(auth.token).toBe('t');
    expect(auth.refresh_token).toBe('r');
  });

  it.each([
    ['not JSON', '{"isLoggedIn": tru'],
    ['an array', '[1,2,3]'],
    ['wrong types', '{"isLoggedIn":"yes","user":5,"token":1,"refresh_token":null}'],
    [
      'a session without a token',
      '{"isLoggedIn":true,"user":{"full_name":"X"},"token":null,"refresh_token":null}',
    ],
    [
      'a user without a name',
      '{"isLoggedIn":true,"user":{"id":1},"token":"t","refresh_token":null}',
    ],
  ])('starts a clean, logged-out state from %s', async (_case, raw) => {
    localStorage.setItem(PERSIST_KEY, raw);
    const auth = new AuthStore(localStorage);
    await auth.ready;
    expect(auth.isLoggedIn).toBe(false);
    expect(auth.user).toBeNull();
    expect(auth.token).toBeNull();
    await settle();
    const stored = persisted();
    expect(stored === null || stored.isLoggedIn === false).toBe(true);
  });

  it('writes nothing at start: a visitor leaves storage empty, a saved session as it was', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    try {
      const visitor = new AuthStore(localStorage);
      await visitor.ready;
      await settle();
      expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
      const saved = JSON.stringify({
        isLoggedIn: true,
        user: parent,
        token: 't',
        refresh_token: 'r',
      });
      localStorage.setItem(PERSIST_KEY, saved);
      setItem.mockClear();
      const member = new AuthStore(localStorage);
      await member.ready;
      await settle();
      expect(member.isLoggedIn).toBe(true);
      expect(setItem).not.toHaveBeenCalled();
      expect(localStorage.getItem(PERSIST_KEY)).toBe(saved);
    } finally {
      setItem.mockRestore();
    }
  });

  it('keeps only the auth state of a saved session that holds more (interface §5)', async () => {
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({
        isLoggedIn: true,
        user: parent,
        token: 't',
        refresh_token: 'r',
        card: '4242',
      }),
    );
    const auth = new AuthStore(localStorage);
    await auth.ready;
    expect(auth.token).toBe('t');
    expect(persisted()).toEqual({ isLoggedIn: true, user: parent, token: 't', refresh_token: 'r' });
  });

  it('reset clears user, token and refresh token', async () => {
    const auth = new AuthStore(localStorage);
    await auth.ready;
    auth.startSession({ user: parent, token: 't', refresh_token: 'r' });
    auth.reset();
    expect([auth.isLoggedIn, auth.user, auth.token, auth.refresh_token]).toEqual([
      false,
      null,
      null,
      null,
    ]);
  });

  it('purge clears the persisted auth and resets to empty', async () => {
    const auth = new AuthStore(localStorage);
    await auth.ready;
    auth.startSession({ user: parent, token: 't', refresh_token: 'r' });
    await settle();
    await auth.purge();
    await settle();
    expect(auth.isLoggedIn).toBe(false);
    const stored = persisted();
    expect(stored === null || (stored.isLoggedIn === false && stored.token === null)).toBe(true);
  });

  it('renders anyway, logged out, exactly when the 5 s persistence timeout ends (storage never answers)', async () => {
    // mobx-persist-store whose hydration never settles, as with a storage that never answers.
    vi.resetModules();
    vi.doMock('mobx-persist-store', async (original) => ({
      ...(await original<typeof import('mobx-persist-store')>()),
      makePersistable: () => new Promise(() => {}),
    }));
    vi.useFakeTimers();
    try {
      const { AuthStore: StuckAuthStore } = await import('../../src/stores/auth-store');
      const { PERSIST_TIMEOUT_MS } = await import('../../src/stores/persistence');
      expect(PERSIST_TIMEOUT_MS).toBe(5000);
      const auth = new StuckAuthStore(localStorage);
      let ready = false;
      void auth.ready.then(() => {
        ready = true;
      });
      await vi.advanceTimersByTimeAsync(4999);
      expect([auth.isHydrated, ready]).toEqual([false, false]);
      await vi.advanceTimersByTimeAsync(1);
      expect([auth.isHydrated, ready]).toEqual([true, true]);
      expect(auth.isLoggedIn).toBe(false);
      expect(auth.token).toBeNull();
    } finally {
      vi.useRealTimers();
      vi.doUnmock('mobx-persist-store');
      vi.resetModules();
    }
  });

  it('works in memory when there is no storage', async () => {
    const auth = new AuthStore(undefined);
    await auth.ready;
    auth.startSession({ user: parent, token: 't' });
    expect(auth.isLoggedIn).toBe(true);
  });
});

describe('toast store (the global message)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a message and whether it is an error, then clears it after 2000 ms', () => {
    const toast = new ToastStore();
    toast.show('Wrong password.', true);
    expect(toast.text).toBe('Wrong password.');
    expect(toast.isError).toBe(true);
    vi.advanceTimersByTime(TOAST_CLEAR_MS - 1);
    expect(toast.text).toBe('Wrong password.');
    vi.advanceTimersByTime(1);
    expect(toast.text).toBe('');
    expect(toast.isError).toBe(false);
  });

  it('a neutral message is not an error', () => {
    const toast = new ToastStore();
    toast.show('Code sent.');
    expect(toast.isError).toBe(false);
  });

  it('a new message restarts the 2 s and counts as a new message even with the same text', () => {
    const toast = new ToastStore();
    toast.show('Try again.', true);
    const first = toast.sequence;
    vi.advanceTimersByTime(1500);
    toast.show('Try again.', true);
    expect(toast.sequence).toBe(first + 1);
    vi.advanceTimersByTime(1500);
    expect(toast.text).toBe('Try again.');
    vi.advanceTimersByTime(500);
    expect(toast.text).toBe('');
  });
});

describe('OTP switch', () => {
  it('switches to the OTP step carrying mobile, email and country code, and back', () => {
    const otp = new OtpStore();
    expect(otp.changeToOtp).toBe(false);
    otp.showOtp({ mobile: '5551234', email: 'ana@example.com', country_code: '+1' });
    expect(otp.changeToOtp).toBe(true);
    expect(otp.values).toEqual({ mobile: '5551234', email: 'ana@example.com', country_code: '+1' });
    otp.hideOtp();
    expect(otp.changeToOtp).toBe(false);
    expect(otp.values.mobile).toBe('');
  });
});

describe('tab store', () => {
  it('remembers the selected tab', () => {
    const tabs = new TabStore();
    expect(tabs.selectedTab).toBeNull();
    tabs.setSelectedTab('caregivers');
    expect(tabs.selectedTab).toBe('caregivers');
  });
});

describe('root store', () => {
  it('is one per page, shared through globalThis rather than a module', async () => {
    const first = getRootStore();
    // A second copy of the module (another entry file or bundle) finds the same store.
    vi.resetModules();
    const again = await import('../../src/stores/root-store');
    expect(again.getRootStore()).toBe(first);
  });

  it('forgets a session: the persisted state purged, then every cache reset', async () => {
    const root = new RootStore({ storage: localStorage });
    await root.ready;
    root.auth.startSession({ user: parent, token: 't', refresh_token: 'r' });
    await settle();
    const order: string[] = [];
    root.onResetCaches(() => order.push(root.auth.isLoggedIn ? 'reset while logged in' : 'reset'));
    const stopped = vi.fn();
    root.onResetCaches(stopped)();
    await root.forgetSession();
    await settle();
    expect(order).toEqual(['reset']);
    expect(stopped).not.toHaveBeenCalled();
    expect([root.auth.isLoggedIn, root.auth.token, root.auth.refresh_token]).toEqual([
      false,
      null,
      null,
    ]);
    const stored = persisted();
    expect(stored === null || (stored.isLoggedIn === false && stored.token === null)).toBe(true);
  });

  it('follows a logout made in another tab', async () => {
    const root = new RootStore({ storage: localStorage, window });
    await root.ready;
    root.auth.startSession({ user: parent, token: 't', refresh_token: 'r' });
    await settle();
    // The other tab purges: the key disappears and this tab hears a storage event.
    localStorage.removeItem(PERSIST_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_KEY, newValue: null }));
    await settle();
    expect(root.auth.isLoggedIn).toBe(false);
    expect(root.auth.token).toBeNull();
  });

  it('follows a login made in another tab', async () => {
    const root = new RootStore({ storage: localStorage, window });
    await root.ready;
    const session = { isLoggedIn: true, user: parent, token: 'other', refresh_token: 'r2' };
    localStorage.setItem(PERSIST_KEY, JSON.stringify(session));
    window.dispatchEvent(
      new StorageEvent('storage', { key: PERSIST_KEY, newValue: JSON.stringify(session) }),
    );
    await settle();
    await settle();
    expect(root.auth.isLoggedIn).toBe(true);
    expect(root.auth.user?.full_name).toBe('Ana Parent');
  });
});
