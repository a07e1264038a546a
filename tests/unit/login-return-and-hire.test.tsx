import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoginHref } from '../../demo/account/return-to';
import { paths } from '../../demo/config/paths';
import { AfterHire } from '../../demo/market/after-hire';
import { LoginPage } from '../../demo/pages/account';
import type { Application } from '../../src/contract/jobs';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { RootStore } from '../../src/stores/root-store';
import { CAREGIVERS, USER } from '../browser/api-fixtures';

// Issue 24's dead ends: a login that stays on /login, a hire followed by nothing.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
});

async function mount(
  routes: Parameters<typeof createMemoryRouter>[0],
  at: string,
  loggedIn = false,
) {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  if (loggedIn) store.auth.startSession({ user: USER, token: 't1', refresh_token: 'r1' });
  const router = createMemoryRouter(routes, { initialEntries: [at] });
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
  return { container, router, store };
}

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

function LoginLink() {
  return <a href={useLoginHref()}>Log in</a>;
}

describe('login returns to where the visitor was', () => {
  it.each([
    ['/caregivers/101', '/login?next=%2Fcaregivers%2F101'],
    [
      '/caregivers?near=04101&service=nanny',
      '/login?next=%2Fcaregivers%3Fnear%3D04101%26service%3Dnanny',
    ],
    ['/', '/login'],
    ['/signup/parents', '/login'],
    ['/login', '/login'],
  ])('the header link on %s is %s', async (at, href) => {
    const { container } = await mount([{ path: '*', Component: LoginLink }], at);
    expect(container.querySelector('a')?.getAttribute('href')).toBe(href);
  });

  it('a logged-in person on /login goes to `next`, else to the dashboard', async () => {
    const routes = [
      { path: paths.login, Component: LoginPage },
      { path: '/caregivers/:id', element: <h1>Profile</h1> },
      { path: paths.dashboard, element: <h1>Dashboard</h1> },
    ];
    let { router } = await mount(routes, '/login?next=%2Fcaregivers%2F101', true);
    expect(router.state.location.pathname).toBe('/caregivers/101');
    act(() => root?.unmount());
    ({ router } = await mount(routes, '/login', true));
    expect(router.state.location.pathname).toBe(paths.dashboard);
    act(() => root?.unmount());
    // Never off the site.
    ({ router } = await mount(routes, '/login?next=%2F%2Fevil.example', true));
    expect(router.state.location.pathname).toBe(paths.dashboard);
  });
});

describe('after a hire', () => {
  it('says what is next: message, the profile, a review later; bookings in words, not linked', async () => {
    const application: Application = {
      id: 12,
      job_id: 3,
      caregiver: CAREGIVERS[0] as Application['caregiver'],
      message: 'Happy to help.',
      status: 'hired',
      created_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-21T10:00:00Z',
    };
    const { container } = await mount(
      [{ path: '*', element: <AfterHire application={application} name="Maria G." /> }],
      '/jobs/3',
    );
    expect(text(container.querySelector('h3'))).toBe('You hired Maria G.: what happens next');
    expect(
      Array.from(container.querySelectorAll('a'), (a) => `${text(a)} → ${a.getAttribute('href')}`),
    ).toEqual([
      'Message Maria G. → /dashboard/messages/new?caregiver=101&application=12',
      'See Maria G.’s profile → /caregivers/101',
    ]);
    expect(text(container)).toContain('leave a review');
    expect(text(container)).toContain('Booking and paying through FTC is coming soon.');
  });
});
