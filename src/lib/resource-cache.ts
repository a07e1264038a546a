import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** spec §9: data no one uses is dropped after 60 s. */
export const UNUSED_DATA_MS = 60_000;

export type ResourceState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

interface Entry {
  state: ResourceState<unknown>;
  promise?: Promise<void>;
  listeners: Set<() => void>;
  users: number;
  dropTimer?: ReturnType<typeof setTimeout>;
}

const LOADING: ResourceState<never> = { status: 'loading' };

/**
 * Lists read from the API, cached by key and shared by every component on the page (each
 * element is its own React root, so the cache lives with the page's store, not in a
 * context). An entry nobody shows is dropped 60 s after its last user left; `reset()`
 * (logout) drops everything. A small cache of our own rather than TanStack Query: it is all
 * the kit needs, and it costs every element a few hundred bytes instead of about 13 kB.
 */
export class ResourceCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly unusedMs = UNUSED_DATA_MS) {}

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: LOADING, listeners: new Set(), users: 0 };
      this.entries.set(key, entry);
    }
    return entry;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  state<T>(key: string): ResourceState<T> {
    return (this.entries.get(key)?.state ?? LOADING) as ResourceState<T>;
  }

  /**
   * Loads `key` unless it is loaded or loading; `force` loads again (a retry). A page that
   * carried an answer in its HTML loads it from there (`async () => data`) before its first render.
   */
  load<T>(key: string, fetcher: () => Promise<T>, force = false): Promise<void> {
    const entry = this.entry(key);
    if (entry.promise && !force) return entry.promise;
    if (entry.state.status === 'success' && !force) return Promise.resolve();
    if (entry.state.status !== 'loading') this.set(entry, LOADING);
    const current = (): boolean => this.entries.get(key) === entry && entry.promise === promise;
    const promise: Promise<void> = fetcher()
      .then(
        (data) => {
          if (current()) this.set(entry, { status: 'success', data });
        },
        (error: unknown) => {
          if (current())
            this.set(entry, {
              status: 'error',
              error: error instanceof Error ? error : new Error(String(error)),
            });
        },
      )
      .finally(() => {
        if (entry.promise === promise) entry.promise = undefined;
      });
    entry.promise = promise;
    return promise;
  }

  /** A component starts showing `key`: it is kept while anyone shows it. */
  subscribe(key: string, listener: () => void): () => void {
    const entry = this.entry(key);
    entry.users += 1;
    entry.listeners.add(listener);
    clearTimeout(entry.dropTimer);
    return () => {
      entry.listeners.delete(listener);
      entry.users -= 1;
      if (entry.users > 0) return;
      entry.dropTimer = setTimeout(() => {
        if (entry.users === 0 && this.entries.get(key) === entry) this.entries.delete(key);
      }, this.unusedMs);
    };
  }

  /** Drops everything (logout: spec §4 "the API cache is reset"); what is on screen reloads. */
  reset(): void {
    for (const [key, entry] of [...this.entries]) {
      clearTimeout(entry.dropTimer);
      entry.promise = undefined;
      if (entry.users === 0) this.entries.delete(key);
      else this.set(entry, LOADING);
    }
  }

  private set(entry: Entry, state: ResourceState<unknown>) {
    entry.state = state;
    for (const listener of entry.listeners) listener();
  }
}

/**
 * The cached value of `key`, loading it with `fetcher` when nobody has; `reload()` retries.
 * Pass `key: null` to load nothing.
 */
export function useResource<T>(
  cache: ResourceCache,
  key: string | null,
  fetcher: () => Promise<T>,
): ResourceState<T> & { reload: () => void } {
  const subscribe = useCallback(
    (listener: () => void) => (key ? cache.subscribe(key, listener) : () => {}),
    [cache, key],
  );
  // On a server (demo/render-route.tsx) too the cache's state: a seeded answer renders there.
  const snapshot = () => (key ? cache.state<T>(key) : (LOADING as ResourceState<T>));
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fetcher is read when loading starts.
  useEffect(() => {
    if (key && state.status === 'loading') void cache.load(key, fetcher);
  }, [cache, key, state]);
  const reload = useCallback(() => {
    if (key) void cache.load(key, fetcher, true);
  }, [cache, key, fetcher]);
  return { ...state, reload };
}
