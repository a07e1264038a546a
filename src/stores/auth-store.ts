import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { clearPersistedStore, hydrateStore, makePersistable } from 'mobx-persist-store';
import type { User as ApiUser } from '../contract/auth';
import type { AccountType } from '../contract/endpoints';
import {
  PERSIST_KEY,
  PERSIST_TIMEOUT_MS,
  type PersistedAuth,
  parsePersistedAuth,
  validatedStorage,
} from './persistence';

/**
 * A user as the API returns it (the contract's `User`); `full_name` is what the UI shows. The
 * rest may be missing from an older stored session, which is restored as it was kept.
 */
export type User = Pick<ApiUser, 'full_name'> & Partial<ApiUser>;

/** Which of the API's two account families a user belongs to (its paths, interface §4). */
export const accountTypeOfUser = (user: User | null): AccountType =>
  user?.type === 'service_provider' ? 'service_provider' : 'user';

export interface Session {
  user: User | null;
  token: string;
  refresh_token?: string | null;
}

/** The persisted part of the state (spec §3): the only thing under `persist:root`. */
export const PERSISTED_AUTH_FIELDS = ['isLoggedIn', 'user', 'token', 'refresh_token'] as const;

export class AuthStore {
  isLoggedIn = false;
  user: User | null = null;
  token: string | null = null;
  refresh_token: string | null = null;
  /** True once the persisted state has been read (or the read gave up after 5 s). */
  isHydrated = false;

  private readonly storage: Storage | undefined;
  readonly ready: Promise<void>;

  constructor(storage: Storage | undefined) {
    this.storage = storage;
    makeObservable<AuthStore>(this, {
      isLoggedIn: observable,
      user: observableRef,
      token: observable,
      refresh_token: observable,
      isHydrated: observable,
      startSession: action,
      setUser: action,
      reset: action,
    });
    this.ready = this.hydrate();
  }

  private async hydrate(): Promise<void> {
    if (this.storage) {
      const persisted = makePersistable(
        this,
        {
          name: PERSIST_KEY,
          properties: [...PERSISTED_AUTH_FIELDS],
          storage: validatedStorage(this.storage),
          // Written when the session changes, not again at start with what was just read: the
          // first write to localStorage costs a page 5-6 ms before its element is live (issue 27).
          // validatedStorage rewrites what it read when that was not exactly the auth state.
        },
        { fireImmediately: false },
      );
      // spec §9: rendering never waits more than the persistence timeout.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PERSIST_TIMEOUT_MS);
      });
      await Promise.race([
        persisted.then(
          () => undefined,
          () => undefined,
        ),
        timeout,
      ]);
      clearTimeout(timer);
    }
    runInAction(() => {
      this.isHydrated = true;
    });
  }

  /** Logged out → logged in (spec §4). */
  startSession({ user, token, refresh_token }: Session): void {
    this.user = user;
    this.token = token;
    if (refresh_token !== undefined) this.refresh_token = refresh_token;
    this.isLoggedIn = true;
  }

  setUser(user: User | null): void {
    this.user = user;
  }

  /** Back to the empty, logged-out state. */
  reset(): void {
    this.isLoggedIn = false;
    this.user = null;
    this.token = null;
    this.refresh_token = null;
  }

  /** Global purge (spec §4): clears the persisted auth and resets to empty. */
  async purge(): Promise<void> {
    this.reset();
    await clearPersistedStore(this);
  }

  /**
   * The persisted state as it is now in the shared storage (every tab of the origin writes it),
   * read synchronously; null when there is none, it cannot be read, or it is kept in memory.
   */
  readPersisted(): PersistedAuth | null {
    if (!this.storage) return null;
    try {
      return parsePersistedAuth(this.storage.getItem(PERSIST_KEY));
    } catch {
      return null;
    }
  }

  /** Re-reads the persisted state, e.g. after another tab changed it. */
  async reload(): Promise<void> {
    if (!this.storage) return;
    if (this.storage.getItem(PERSIST_KEY) === null) {
      this.reset();
      return;
    }
    await hydrateStore(this);
  }
}
