import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import { BillingPage, ReceiptPage } from '../../demo/pages/billing';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { RootStore } from '../../src/stores/root-store';
import { BILLING, RECEIPT, USER } from '../browser/api-fixtures';

// The site's billing pages (interface §9) against a fake API at the fetch boundary.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let answers: Record<string, { status: number; body: unknown }>;
let sent: { route: string; body: unknown }[];
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  localStorage.clear();
  sent = [];
  answers = {
    'GET /v1/user/billing': { status: 200, body: { success: true, message: '', results: BILLING } },
    'GET /v1/user/subscription-plans': {
      status: 200,
      body: { success: true, message: '', results: [] },
    },
    'GET /v1/orders/ord_2/receipt': {
      status: 200,
      body: { success: true, message: '', results: RECEIPT },
    },
    'POST /v1/user/billing/payment-method': {
      status: 200,
      body: { success: true, message: '', results: { url: 'https://pay.example/card/1' } },
    },
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const route = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    sent.push({ route, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[route] ?? {
      status: 404,
      body: { success: false, message: `No ${route}.` },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.documentElement.lang = 'en';
  vi.unstubAllGlobals();
});

async function show(path: string) {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  store.auth.startSession({ user: USER, token: 't1', refresh_token: 'r1' });
  const router = createMemoryRouter(
    [
      { path: paths.dashboardBilling, Component: BillingPage },
      { path: paths.dashboardReceipt, Component: ReceiptPage },
    ],
    { initialEntries: [path] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const kit = createKit({ store, notify: vi.fn(), apiBase: () => 'https://api.test' });
  await act(async () => {
    root?.render(
      <KitContext.Provider value={kit}>
        <RouterProvider router={router} />
      </KitContext.Provider>,
    );
  });
  return { container, router };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
  expect(check()).toBe(true);
}

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim();

describe('/dashboard/billing', () => {
  it('shows the plan, the card and the orders with links to their receipts', async () => {
    const { container } = await show('/dashboard/billing');
    await until(() => Boolean(container.querySelector('.ftc-orders')));
    expect(text(container.querySelector('h1'))).toBe('Billing');
    expect(text(container.querySelector('.ftc-billing__summary'))).toBe(
      'Family Plus · renews on June 3, 2027 · $25.99 per month',
    );
    expect(text(container.querySelector('.ftc-card-on-file'))).toContain(
      'Visa ending in 4242 · Expires 08/2029',
    );
    const rows = Array.from(container.querySelectorAll('.ftc-orders tbody tr'), (row) =>
      Array.from(row.querySelectorAll('td'), (cell) => text(cell)),
    );
    expect(rows).toEqual([
      ['May 3, 2027', 'Family Plus', '$25.99', 'Paid', 'Receipt'],
      ['Apr 3, 2027', 'Family Plus', '$25.99 ($10.00 refunded)', 'Partly refunded', 'Receipt'],
    ]);
    const link = container.querySelector('.ftc-orders a');
    expect(link?.getAttribute('href')).toBe('/dashboard/billing/receipts/ord_2');
    expect(link?.getAttribute('aria-label')).toBe('Receipt for Family Plus, May 3, 2027');
  });

  it('"Update card" asks for the provider\'s page and goes there', async () => {
    const { container } = await show('/dashboard/billing');
    await until(() => Boolean(container.querySelector('.ftc-card-on-file button')));
    await act(async () => {
      (container.querySelector('.ftc-card-on-file button') as HTMLButtonElement).click();
    });
    await until(() => assign.mock.calls.length === 1);
    expect(assign).toHaveBeenCalledWith('https://pay.example/card/1');
    expect(sent.filter((r) => r.route.startsWith('POST')).map((r) => r.route)).toEqual([
      'POST /v1/user/billing/payment-method',
    ]);
  });

  it('says so when there is no plan, no card and no order', async () => {
    answers['GET /v1/user/billing'] = {
      status: 200,
      body: {
        success: true,
        message: '',
        results: { subscription: null, payment_method: null, orders: [], consent: null },
      },
    };
    const { container } = await show('/dashboard/billing');
    await until(() => Boolean(container.textContent?.includes('No orders yet.')));
    expect(container.textContent).toContain('You have no plan right now.');
    expect(container.textContent).toContain('No card on file.');
    expect(container.querySelector('.ftc-card-on-file button')).toBeNull();
  });

  it('speaks Spanish, dates and prices through Intl', async () => {
    document.documentElement.lang = 'es';
    const { container } = await show('/dashboard/billing');
    await until(() => Boolean(container.querySelector('.ftc-orders')));
    expect(text(container.querySelector('h1'))).toBe('Facturación');
    expect(text(container.querySelector('.ftc-billing__summary'))).toBe(
      'Family Plus · se renueva el 3 de junio de 2027 · $25.99 al mes',
    );
    expect(text(container.querySelector('.ftc-orders tbody td:nth-child(3)'))).toBe('$25.99');
  });
});

describe('/dashboard/billing/receipts/:orderId', () => {
  it('shows the receipt, printable', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    window.print = print;
    const { container } = await show('/dashboard/billing/receipts/ord_2');
    await until(() => Boolean(container.querySelector('.ftc-receipt')));
    const receipt = container.querySelector('.ftc-receipt');
    expect(text(receipt?.querySelector('h2'))).toBe('Receipt FTC-000042');
    expect(text(receipt)).toContain('Issued May 3, 2027');
    expect(text(receipt)).toContain('Ana Parent');
    expect(
      Array.from(receipt?.querySelectorAll('tfoot th, tfoot td') ?? [], (cell) => text(cell)),
    ).toEqual(['Total', '$25.99']);
    expect(text(receipt)).toContain('Paid with Visa ending in 4242');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/dashboard/billing');
    await act(async () => {
      (container.querySelector('.ftc-receipt__print') as HTMLButtonElement).click();
    });
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("says so for an order that is not the member's (404)", async () => {
    const { container } = await show('/dashboard/billing/receipts/ord_x');
    await until(() => Boolean(container.querySelector('[role="alert"]')));
    expect(text(container.querySelector('[role="alert"]'))).toBe(
      'There is no such receipt on your account.',
    );
  });
});
