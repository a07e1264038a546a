import { mark } from '../lib/marks';
import { ResourceCache } from '../lib/resource-cache';
import { ActivityStore } from './activity-store';
import { AuthStore } from './auth-store';
import { PERSIST_KEY } from './persistence';
import { ROOT_STORE_KEY, type RootStoreRegistry } from './registry';
import { TabStore } from './tab-store';
import { ToastStore } from './toast-store';

export interface RootStoreOptions {
  /** Where the auth state persists; `undefined` keeps it in memory only. */
  storage?: Storage | undefined;
  /** Window whose `storage` events keep tabs in step. */
  window?: Window | undefined;
}

/** One store per domain concept, under one root (MobX "defining data stores"). */
export class RootStore {
  readonly auth: AuthStore;
  readonly toast = new ToastStore();
  readonly tab = new TabStore();
  readonly activity = new ActivityStore();
  /** API lists shared by every component of the page (reset on logout). */
  readonly cache = new ResourceCache();

  constructor({ storage, window: win }: RootStoreOptions = {}) {
    this.auth = new AuthStore(storage);
    void this.auth.ready.then(() => mark('store-restored'));
    this.onResetCaches(() => this.cache.reset());
    // interface §5: logging in or out in one tab is reflected in every tab of the origin.
    win?.addEventListener('storage', (event) => {
      if (event.key === PERSIST_KEY || event.key === null) void this.auth.reload();
    });
  }

  private readonly cacheResets = new Set<() => void>();

  /** Data caches register here; logout resets them all (spec §4: the API cache is reset). */
  onResetCaches(reset: () => void): () => void {
    this.cacheResets.add(reset);
    return () => this.cacheResets.delete(reset);
  }

  resetCaches(): void {
    for (const reset of this.cacheResets) reset();
  }

  /**
   * The session forgotten on this page (spec §4): the persisted state purged, user and tokens
   * cleared, then every data cache reset. A logout does this and more (the refresh token's copy,
   * the revoke); a session ended while its code cannot load (offline) does this alone.
   */
  async forgetSession(): Promise<void> {
    await this.auth.purge();
    this.resetCaches();
  }

  /** Resolves once the persisted state is restored (spec §2: before anything is shown). */
  get ready(): Promise<void> {
    return this.auth.ready;
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage blocked (sandboxed iframe, privacy settings): keep the session in memory.
    return undefined;
  }
}

/**
 * The page's one root store. It lives on `globalThis`, not in a module variable, so every
 * entry file and every copy of the bundle on the page shares it (interface §2).
 */
export function getRootStore(): RootStore {
  const registry = globalThis as RootStoreRegistry;
  registry[ROOT_STORE_KEY] ??= new RootStore({
    storage: browserStorage(),
    window: typeof window === 'undefined' ? undefined : window,
  });
  return registry[ROOT_STORE_KEY];
}
