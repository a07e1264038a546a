import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountArea } from '../../src/auth/account-area';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { webAddress } from '../../src/lib/location';
import { startSession } from '../../src/lib/session-lifecycle';
import { CHECKOUT_URL_INVALID, SubscriptionTable } from '../../src/plans/subscription-table';
import { RootStore } from '../../src/stores/root-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const USER = { id: 1, full_name: 'Ana Parent', email: 'ana@example.com', type: 'user' as const };
const PLAN = {
  id: 'family-monthly',
  name: 'Family',
  description: 'For one family',
  price: 2599,
  currency: 'USD',
  interval: 'month',
  features: ['Search caregivers'],
};

let checkoutUrl: string;
let root: Root | undefined;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  checkoutUrl = 'https://pay.example/checkout/1';
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const body =
      path === '/v1/user/subscription-plans'
        ? { success: true, message: '', results: [PLAN] }
        : path === '/v1/user/buy-subscription'
          ? { success: true, message: '', results: { order_id: '1', checkout_url: checkoutUrl } }
          : { success: true, message: 'ok' };
    return new Response(JSON.stringify(body), { status: init.method === 'POST' ? 201 : 200 });
  });
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

async function render(store: RootStore, element: React.ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const kit = createKit({ store, notify: vi.fn(), apiBase: () => 'https://api.test' });
  await act(async () => {
    root?.render(<KitContext.Provider value={kit}>{element}</KitContext.Provider>);
  });
  return container;
}

async function loggedInStore() {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  await startSession(store, { token: 't1', refresh_token: 'r1', user: USER });
  return store;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
  expect(check()).toBe(true);
}

function button(container: HTMLElement, text: string): HTMLButtonElement {
  const found = Array.from(container.querySelectorAll('button')).find((b) =>
    b.textContent?.includes(text),
  );
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

describe('webAddress: only http(s) addresses are followed', () => {
  it.each([
    ['https://pay.example/c/1', 'https://pay.example/c/1'],
    ['http://pay.example/c/1', 'http://pay.example/c/1'],
    ['/login', 'http://localhost:3000/login'],
    ['  JavaScript:alert(1)', undefined],
    ['javascript:alert(document.cookie)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (input, expected) => {
    expect(webAddress(input)).toBe(expected);
  });
});

describe('checkout_url from buy-subscription', () => {
  async function choosePlan() {
    const store = await loggedInStore();
    const container = await render(store, <SubscriptionTable />);
    await until(() => container.textContent?.includes('Choose Family') ?? false);
    await act(async () => {
      button(container, 'Choose Family').click();
    });
    return { store, container };
  }

  it('goes to an https checkout', async () => {
    const { store } = await choosePlan();
    await until(() => assign.mock.calls.length > 0);
    expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/1');
    expect(store.toast.isError).toBe(false);
  });

  it('never follows a javascript: checkout_url, and says so', async () => {
    checkoutUrl = 'javascript:alert(document.domain)';
    const { store } = await choosePlan();
    await until(() => store.toast.text === CHECKOUT_URL_INVALID);
    expect(store.toast.isError).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('after-logout of the account area', () => {
  async function logOutWith(afterLogout: string) {
    const store = await loggedInStore();
    const container = await render(store, <AccountArea afterLogout={afterLogout} />);
    await act(async () => {
      button(container, 'Log out').click();
    });
    await until(() => !store.auth.isLoggedIn);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }

  it('goes to a relative or http(s) address', async () => {
    await logOutWith('/login');
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/login');
  });

  it('ignores a javascript: address and stays', async () => {
    await logOutWith('javascript:alert(1)');
    expect(assign).not.toHaveBeenCalled();
  });
});
