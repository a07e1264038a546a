import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../src/auth/login-form';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { readRefreshToken } from '../../src/lib/secure-session';
import {
  endSession,
  freshestRefreshToken,
  renewSession,
  startSession,
  validateStoredSession,
} from '../../src/lib/session-lifecycle';
import { OtpStore } from '../../src/stores/otp-store';
import { PERSIST_KEY } from '../../src/stores/persistence';
import { RootStore } from '../../src/stores/root-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const USER = { id: 1, full_name: 'Ana Parent', email: 'ana@example.com', type: 'user' as const };
const SESSION = { token: 't1', refresh_token: 'r1', user: USER };
const PENDING = {
  mobile: '2015550123',
  country_code: '+1',
  email: 'ana@example.com',
  is_mobile_verified: 0,
};

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]>;
let sent: { route: string; body: unknown; authorization: string | null }[];

function answer(route: string, ...queue: Answer[]) {
  answers[route] = queue;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  answers = {};
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const route = `${init.method} ${new URL(url).pathname}`;
    const headers = init.headers as Record<string, string>;
    sent.push({
      route,
      body: init.body ? JSON.parse(init.body as string) : undefined,
      authorization: headers.Authorization ?? null,
    });
    const next = answers[route]?.shift() ?? {
      status: 404,
      body: { success: false, message: `No ${route}` },
    };
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
});
afterEach(() => vi.unstubAllGlobals());

async function newStore() {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  return store;
}

function kitFor(store: RootStore, emit = vi.fn()) {
  return createKit({ store, notify: vi.fn(), apiBase: () => 'https://api.test', emit });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

async function renderLogin(store: RootStore, emit = vi.fn(), otp = new OtpStore()) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <KitContext.Provider value={kitFor(store, emit)}>
        <LoginForm otp={otp} />
      </KitContext.Provider>,
    );
  });
  return container;
}

function setValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function logIn(container: HTMLElement) {
  const [identifier, password] = Array.from(container.querySelectorAll('input'));
  await act(async () => {
    setValue(identifier as HTMLInputElement, 'ana@example.com');
    setValue(password as HTMLInputElement, 'sunshine42');
  });
  await act(async () => {
    container
      .querySelector('form')
      ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    for (let i = 0; i < 5; i += 1) await settle();
  });
}

async function untilTrue(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
  expect(check()).toBe(true);
}

describe('auth transitions of spec §4, one each', () => {
  it('logged out → logged in when login answers with a token', async () => {
    const store = await newStore();
    answer('POST /v1/user/login', {
      status: 200,
      body: { success: true, message: 'Welcome back!', results: SESSION },
    });
    const emit = vi.fn();
    await logIn(await renderLogin(store, emit));
    await untilTrue(() => store.auth.isLoggedIn);
    expect(store.auth.token).toBe('t1');
    expect(store.auth.user).toEqual(USER);
    await untilTrue(() => emit.mock.calls.length > 0);
    expect(emit).toHaveBeenCalledWith('ftc-login', { user: USER });
  });

  it('a 200 without a token and is_mobile_verified 0 switches to the OTP step with mobile, email, country_code', async () => {
    const store = await newStore();
    answer('POST /v1/user/login', {
      status: 200,
      body: { success: true, message: 'Verify.', results: PENDING },
    });
    const emit = vi.fn();
    const otp = new OtpStore();
    const container = await renderLogin(store, emit, otp);
    await logIn(container);
    await untilTrue(() => otp.changeToOtp);
    expect(otp.values).toEqual({
      mobile: '2015550123',
      email: 'ana@example.com',
      country_code: '+1',
    });
    expect(store.auth.isLoggedIn).toBe(false);
    expect(emit).toHaveBeenCalledWith('ftc-otp-required', {
      mobile: '2015550123',
      country_code: '+1',
      email: 'ana@example.com',
    });
    expect(container.textContent).toContain('Verify your mobile number');
  });

  it('logged out → logged in on OTP verification success, which switches the OTP step off', async () => {
    const store = await newStore();
    answer('POST /v1/user/login', {
      status: 201,
      body: { success: true, message: '', results: PENDING },
    });
    answer('POST /v1/user/verify-mobile', {
      status: 200,
      body: { success: true, message: 'Verified.', results: SESSION },
    });
    const otp = new OtpStore();
    const container = await renderLogin(store, vi.fn(), otp);
    await logIn(container);
    await untilTrue(() => otp.changeToOtp);
    const code = container.querySelector('input[autocomplete="one-time-code"]') as HTMLInputElement;
    await act(async () => setValue(code, '123456'));
    await untilTrue(() => store.auth.isLoggedIn);
    expect(otp.changeToOtp).toBe(false);
    expect(store.auth.token).toBe('t1');
  });

  it('logged in → logged out on OTP verification failure', async () => {
    const store = await newStore();
    await startSession(store, SESSION);
    const otp = new OtpStore();
    otp.showOtp({ mobile: '2015550123', email: 'ana@example.com', country_code: '+1' });
    answer('POST /v1/user/verify-mobile', {
      status: 400,
      body: { success: false, message: 'That code is not right.' },
    });
    const container = await renderLogin(store, vi.fn(), otp);
    const code = container.querySelector('input[autocomplete="one-time-code"]') as HTMLInputElement;
    await act(async () => setValue(code, '000000'));
    await untilTrue(() => !store.auth.isLoggedIn);
    expect(store.auth.token).toBeNull();
    expect(store.toast.text).toBe('That code is not right.');
    expect(store.toast.isError).toBe(true);
  });

  it('logged out → logged in on token validation: user and token from the profile answer', async () => {
    const store = await newStore();
    store.auth.startSession({
      user: { ...USER, full_name: 'Old Name' },
      token: 't1',
      refresh_token: 'r1',
    });
    answer('GET /v1/user', {
      status: 200,
      body: { success: true, message: '', results: { ...USER, full_name: 'New Name' } },
    });
    await validateStoredSession(store, kitFor(store).api);
    expect(store.auth.isLoggedIn).toBe(true);
    expect(store.auth.user?.full_name).toBe('New Name');
    expect(store.auth.token).toBe('t1');
    expect(sent[0]?.authorization).toBe('Bearer t1');
  });

  it('token validation failure ends the session silently', async () => {
    const store = await newStore();
    store.auth.startSession({ user: USER, token: 't1', refresh_token: 'r1' });
    answer('GET /v1/user', { status: 401, body: { success: false, message: 'Expired.' } });
    answer('POST /v1/user/refresh-token', {
      status: 401,
      body: { success: false, message: 'Log in again.' },
    });
    await validateStoredSession(store, kitFor(store).api);
    expect(store.auth.isLoggedIn).toBe(false);
    expect(store.toast.text).toBe('');
  });

  it('logged in → logged out on logout: persisted state purged, caches reset, user and tokens cleared, server told', async () => {
    const store = await newStore();
    await startSession(store, SESSION);
    await settle();
    expect(JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}').isLoggedIn).toBe(true);
    const reset = vi.fn();
    store.onResetCaches(reset);
    answer('POST /v1/user/logout', {
      status: 200,
      body: { success: true, message: 'You are logged out.' },
    });
    await endSession(store, kitFor(store).api);
    await settle();
    expect([
      store.auth.isLoggedIn,
      store.auth.user,
      store.auth.token,
      store.auth.refresh_token,
    ]).toEqual([false, null, null, null]);
    const stored = JSON.parse(localStorage.getItem(PERSIST_KEY) ?? 'null');
    expect(stored === null || stored.isLoggedIn === false).toBe(true);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      { route: 'POST /v1/user/logout', body: { refresh_token: 'r1' }, authorization: null },
    ]);
    expect(sessionStorage.getItem('ftc:refresh_token')).toBeNull();
  });
});

describe('the secondary client (spec §6)', () => {
  it('renews with the refresh token from the encrypted session storage as bearer, once for simultaneous callers', async () => {
    const store = await newStore();
    await startSession(store, SESSION);
    answer('POST /v1/user/refresh-token', {
      status: 200,
      body: { success: true, message: '', results: { token: 't2', refresh_token: 'r2' } },
    });
    const [first, second] = await Promise.all([
      renewSession(store, () => 'https://api.test'),
      renewSession(store, () => 'https://api.test'),
    ]);
    expect([first, second]).toEqual([true, true]);
    expect(sent).toEqual([
      { route: 'POST /v1/user/refresh-token', body: undefined, authorization: 'Bearer r1' },
    ]);
    expect(store.auth.token).toBe('t2');
    expect(store.auth.refresh_token).toBe('r2');
  });

  it('retries a request answered 401 once with the renewed token', async () => {
    const store = await newStore();
    await startSession(store, SESSION);
    answer(
      'GET /v1/user',
      { status: 401, body: { success: false, message: 'Expired.' } },
      { status: 200, body: { success: true, message: '', results: USER } },
    );
    answer('POST /v1/user/refresh-token', {
      status: 200,
      body: { success: true, message: '', results: { token: 't2', refresh_token: 'r2' } },
    });
    const response = await kitFor(store).api.get('/v1/user');
    expect(response.status).toBe(200);
    expect(sent.map((r) => `${r.route} ${r.authorization}`)).toEqual([
      'GET /v1/user Bearer t1',
      'POST /v1/user/refresh-token Bearer r1',
      'GET /v1/user Bearer t2',
    ]);
  });
  /** What another tab of the origin leaves in the shared storage when it renews. */
  function otherTabRenewed(token = 't-other', refresh = 'r-other') {
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({ isLoggedIn: true, user: USER, token, refresh_token: refresh }),
    );
  }

  it('renews with the token another tab renewed, not this tab’s stale session-storage copy', async () => {
    const store = await newStore();
    await startSession(store, SESSION);
    otherTabRenewed();
    answer('POST /v1/user/refresh-token', {
      status: 200,
      body: { success: true, message: '', results: { token: 't3', refresh_token: 'r3' } },
    });
    expect(await renewSession(store, () => 'https://api.test')).toBe(true);
    expect(sent.map((r) => r.authorization)).toEqual(['Bearer r-other']);
    expect(store.auth.token).toBe('t3');
    expect(store.auth.refresh_token).toBe('r3');
    expect(readRefreshToken()).toBe('r3');
    expect(JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}').refresh_token).toBe('r3');
  });

  it('adopts the session another tab renewed when a request is refused, and retries with the result', async () => {
    const store = await newStore();
    await startSession(store, SESSION);
    answer(
      'GET /v1/user',
      { status: 401, body: { success: false, message: 'Expired.' } },
      { status: 200, body: { success: true, message: '', results: USER } },
    );
    answer('POST /v1/user/refresh-token', {
      status: 200,
      body: { success: true, message: '', results: { token: 't3', refresh_token: 'r3' } },
    });
    const api = kitFor(store).api;
    otherTabRenewed();
    expect((await api.get('/v1/user')).status).toBe(200);
    expect(sent.map((r) => `${r.route} ${r.authorization}`)).toEqual([
      'GET /v1/user Bearer t1',
      'POST /v1/user/refresh-token Bearer r-other',
      'GET /v1/user Bearer t3',
    ]);
  });

  it('reads the freshest token at the moment of the renewal', async () => {
    const store = await newStore();
    await startSession(store, SESSION);
    expect(await freshestRefreshToken(store)).toBe('r1');
    otherTabRenewed('t-b', 'r-b');
    expect(await freshestRefreshToken(store)).toBe('r-b');
    expect(store.auth.token).toBe('t-b');
    expect(readRefreshToken()).toBe('r-b');
  });

  it('falls back to this tab’s own copy when the shared storage holds no session', async () => {
    const store = new RootStore();
    await store.ready;
    await startSession(store, SESSION);
    expect(await freshestRefreshToken(store)).toBe('r1');
  });
});
