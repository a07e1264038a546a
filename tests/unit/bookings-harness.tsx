import type { ComponentType } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import type { Booking } from '../../src/contract/booking-values';
import { createKit, KitContext } from '../../src/lib/kit-context';
import type { Notify } from '../../src/lib/toasts';
import type { User } from '../../src/stores/auth-store';
import { RootStore } from '../../src/stores/root-store';
import { USER } from '../browser/api-fixtures';
import { harness } from './admin-harness';

// Bookings (interface §11) on the site against a fake API at the fetch boundary (admin-harness
// stubs fetch and records what is sent): a parent or a caregiver, in the reader's zone below.
export { harness, ok, press, refused, sentTo, text, type, until } from './admin-harness';

/** The reader's time zone in these tests (the browser's, read through Intl). */
export const READER_ZONE = 'America/Chicago';
process.env.TZ = READER_ZONE;

export const PARENT_WITH_PLAN = {
  ...USER,
  subscription: {
    plan_id: 'family-plus',
    plan_name: 'Family Plus',
    interval: 'month',
    status: 'active',
    current_period_end: '2099-06-03T00:00:00Z',
    auto_renew: true,
  },
} as User;
export const PARENT_WITHOUT_PLAN = { ...USER, subscription: null } as User;
export const CAREGIVER = {
  ...USER,
  id: 9,
  full_name: 'Maria Garcia',
  type: 'service_provider',
} as User;

const HOUR = 3_600_000;

/** A booking `startsIn` hours from now, `length` hours long, seen by a parent (other: Maria). */
export function booking(overrides: Partial<Booking> & { startsIn?: number; length?: number } = {}) {
  const { startsIn = 48, length = 3, ...rest } = overrides;
  const start = Date.now() + startsIn * HOUR;
  return {
    id: 5,
    status: 'confirmed',
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + length * HOUR).toISOString(),
    children: 2,
    hourly_rate: 2250,
    currency: 'USD',
    notes: '',
    respond_by: new Date(Date.now() + 20 * HOUR).toISOString(),
    other: { id: 101, first_name: 'Maria', kind: 'caregiver' },
    hours: null,
    amount_due: null,
    cancelled_by: null,
    late_cancel: false,
    created_at: new Date().toISOString(),
    time_zone: READER_ZONE,
    ...rest,
  } satisfies Booking as Booking;
}

/** The same booking seen by the caregiver (other: the parent Ana). */
export const asCaregiver = (b: Booking): Booking => ({
  ...b,
  other: { id: 7, first_name: 'Ana', kind: 'parent' },
});

export const page = (items: Booking[]) => ({
  items,
  total: items.length,
  page: 1,
  page_size: 20,
});

let root: Root | undefined;
let container: HTMLDivElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

/** `Page` at `url`, for `user` (null: a visitor). */
export async function showAs(Page: ComponentType, path: string, url: string, user: User | null) {
  const store = new RootStore();
  if (user) store.auth.startSession({ user, token: 't1', refresh_token: 'r1' });
  harness.notify = vi.fn<Notify>();
  const kit = createKit({ store, notify: harness.notify, apiBase: () => 'https://api.test' });
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: paths.login, element: <p>Log in page</p> },
      { path: paths.subscription, element: <p>Plans page</p> },
    ],
    { initialEntries: [url] },
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <KitContext.Provider value={kit}>
        <RouterProvider router={router} />
      </KitContext.Provider>,
    );
  });
  return { container, router, kit };
}
