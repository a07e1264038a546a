import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGES, adminHome, pagesFor } from '../../demo/admin/admin-pages';
import { paths } from '../../demo/config/paths';
import { SiteHeader } from '../../demo/layout/site-header';
import { staffRole } from '../../demo/market/viewer';
import { createKit, KitContext } from '../../src/lib/kit-context';
import type { User } from '../../src/stores/auth-store';
import { RootStore } from '../../src/stores/root-store';
import {
  ADMIN,
  api,
  installFakeApi,
  MEMBER,
  MODERATOR,
  navLinks,
  ok,
  removeFakeApi,
  show,
  text,
  until,
} from './admin-desk-harness';

// The desk's frame (interface §10 "Site"): who sees which pages, and nothing loads for others.
beforeEach(() => {
  installFakeApi();
  api.answers['GET /v1/admin/accounts'] = ok({ items: [], total: 0, page: 1, page_size: 25 });
  api.answers['GET /v1/admin/reports'] = ok({ items: [], total: 0, page: 1, page_size: 25 });
  api.answers['GET /v1/admin/audit'] = ok({ items: [], total: 0, page: 1, page_size: 25 });
});
afterEach(removeFakeApi);

describe('the list of admin pages', () => {
  it('names every §10 page with the role it needs', () => {
    expect(ADMIN_PAGES.map((page) => [page.path, page.role])).toEqual([
      ['/admin', 'admin'],
      ['/admin/accounts', 'moderator'],
      ['/admin/reports', 'moderator'],
      ['/admin/reports?view=hidden', 'moderator'],
      ['/admin/documents', 'moderator'],
      ['/admin/orders', 'admin'],
      ['/admin/promo-codes', 'admin'],
      ['/admin/faqs', 'admin'],
      ['/admin/audit', 'admin'],
    ]);
    expect(pagesFor(null)).toEqual([]);
    expect(pagesFor('moderator').map((page) => page.key)).toEqual([
      'accounts',
      'reports',
      'hidden',
      'documents',
    ]);
    expect(pagesFor('admin')).toHaveLength(ADMIN_PAGES.length);
  });

  it('reads the role from the user: is_admin, staff_role, or none', () => {
    expect(staffRole(null)).toBeNull();
    expect(staffRole(MEMBER)).toBeNull();
    expect(staffRole({ ...MEMBER, staff_role: null })).toBeNull();
    expect(staffRole(MODERATOR)).toBe('moderator');
    expect(staffRole({ ...MEMBER, is_admin: true })).toBe('admin');
    expect(adminHome('moderator')).toBe('/admin/reports');
    expect(adminHome('admin')).toBe('/admin');
    expect(adminHome(null)).toBeNull();
  });
});

describe('the admin nav', () => {
  it('shows a moderator the moderator pages only', async () => {
    const { container } = await show(paths.adminAccounts, MODERATOR);
    expect(navLinks(container)).toEqual([
      ['Accounts', '/admin/accounts'],
      ['Reports', '/admin/reports'],
      ['Hidden content', '/admin/reports?view=hidden'],
      ['Documents', '/admin/documents'],
    ]);
    expect(text(container.querySelector('[aria-current="page"]'))).toBe('Accounts');
    expect(text(container)).toContain('Signed in as Moderator');
  });

  it('shows an admin every page', async () => {
    const { container } = await show(paths.adminAudit, ADMIN);
    expect(navLinks(container).map(([label]) => label)).toEqual([
      'Overview',
      'Accounts',
      'Reports',
      'Hidden content',
      'Documents',
      'Orders',
      'Promo codes',
      'FAQs',
      'Audit log',
    ]);
    await until(() => api.sent.some((s) => s.route === 'GET /v1/admin/audit'));
  });

  it('speaks Spanish', async () => {
    document.documentElement.lang = 'es';
    const { container } = await show(paths.adminReports, MODERATOR);
    expect(navLinks(container).map(([label]) => label)).toContain('Contenido oculto');
  });
});

describe('who may not open the desk', () => {
  for (const [who, user] of [
    ['a member', MEMBER],
    ['a visitor', null],
  ] as const) {
    for (const entry of [
      paths.adminAccounts,
      '/admin/accounts/12',
      paths.adminReports,
      paths.adminAudit,
      paths.adminDocuments,
    ]) {
      it(`${who} opening ${entry} sees it is for staff, with a link home, and nothing is asked`, async () => {
        const { container } = await show(entry, user);
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
        });
        expect(text(container.querySelector('[role="alert"]'))).toContain(
          'This page is for FTC staff (moderators and administrators).',
        );
        const home = Array.from(container.querySelectorAll('a')).find(
          (a) => text(a) === 'Go to the home page',
        );
        expect(home?.getAttribute('href')).toBe('/');
        expect(container.querySelector('nav.admin-nav')).toBeNull();
        expect(api.sent).toEqual([]);
      });
    }
  }

  it('a visitor is offered the login, coming back here', async () => {
    const { container } = await show(`${paths.adminReports}?view=hidden`, null);
    const login = Array.from(container.querySelectorAll('a')).find((a) => text(a) === 'Log in');
    expect(login?.getAttribute('href')).toBe('/login?next=%2Fadmin%2Freports%3Fview%3Dhidden');
  });

  it('a moderator opening the audit log is told it needs an administrator; nothing is asked', async () => {
    const { container } = await show(paths.adminAudit, MODERATOR);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(text(container.querySelector('[role="alert"]'))).toBe(
      'This page needs an administrator. Your role is moderator.',
    );
    expect(navLinks(container).map(([label]) => label)).not.toContain('Audit log');
    expect(api.sent).toEqual([]);
  });
});

describe("the header's Admin link", () => {
  async function header(user: User | null) {
    const store = new RootStore({ storage: localStorage });
    await store.ready;
    if (user) store.auth.startSession({ user, token: 't1', refresh_token: 'r1' });
    const router = createMemoryRouter([{ path: '*', Component: SiteHeader }], {
      initialEntries: ['/'],
    });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const kit = createKit({ store, notify: vi.fn(), apiBase: () => 'https://api.test' });
    await act(async () => {
      root.render(
        <KitContext.Provider value={kit}>
          <RouterProvider router={router} />
        </KitContext.Provider>,
      );
    });
    const links = Array.from(container.querySelectorAll('a'))
      .filter((a) => text(a) === 'Admin')
      .map((a) => [a.className, a.getAttribute('href')]);
    act(() => root.unmount());
    return links;
  }

  it('shows to staff only, in the bar and in the folded menu', async () => {
    expect(await header(null)).toEqual([]);
    expect(await header(MEMBER)).toEqual([]);
    expect(await header(MODERATOR)).toEqual([
      ['site-admin site-admin--menu', '/admin/reports'],
      ['site-admin site-admin--bar', '/admin/reports'],
    ]);
    expect(await header(ADMIN)).toEqual([
      ['site-admin site-admin--menu', '/admin'],
      ['site-admin site-admin--bar', '/admin'],
    ]);
  });
});
