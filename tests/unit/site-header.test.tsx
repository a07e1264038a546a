import { act, useEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import { usePageFocus } from '../../demo/layout/page-focus';
import { SiteHeader } from '../../demo/layout/site-header';
import { createKit, KitContext } from '../../src/lib/kit-context';
import type { User } from '../../src/stores/auth-store';
import { RootStore } from '../../src/stores/root-store';
import { installFakeApi, MEMBER, removeFakeApi, text, until } from './admin-desk-harness';

// The site's header (issue 24): the account menu (a WAI-ARIA menu button) beside "Log out", and
// the folded menu led by what the viewer came for.
const PARENT = { ...MEMBER, full_name: 'Ana María Pérez' } as User;
const CAREGIVER = { ...MEMBER, id: 8, full_name: 'Carla Ruiz', type: 'service_provider' } as User;

let root: Root | undefined;
beforeEach(installFakeApi);
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  removeFakeApi();
});

async function header(user: User | null, entry: string = paths.home) {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  if (user) store.auth.startSession({ user, token: 't1', refresh_token: 'r1' });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SiteHeader />
            <p>
              <button type="button">Elsewhere</button>
            </p>
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <h1>A page</h1> }],
      },
    ],
    { initialEntries: [entry] },
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

const menuButton = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
const menu = (container: HTMLElement) => container.querySelector<HTMLElement>('[role="menu"]');
const entries = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]')).map(text);
const logOut = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('button')).find((b) =>
    /Log out|Cerrar sesión/.test(text(b)),
  );

function press(target: Element | null, key: string) {
  act(() => {
    target?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

/** The header once the account menu's chunk has come (the button is no longer a placeholder). */
async function memberHeader(user: User, entry?: string) {
  const shown = await header(user, entry);
  await until(() => {
    const button = menuButton(shown.container);
    return !!button && !button.hasAttribute('aria-disabled');
  });
  return shown;
}

describe('the account menu', () => {
  it("shows the member's full name and initials on a closed menu button, with Log out beside it", async () => {
    const { container } = await memberHeader(PARENT);
    const button = menuButton(container);
    expect(text(button?.querySelector('.site-account-menu__name'))).toBe('Ana María Pérez');
    expect(text(button?.querySelector('.site-avatar'))).toBe('AP');
    expect(button?.querySelector('.site-avatar')?.getAttribute('aria-hidden')).toBe('true');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    // Its accessible name is the full name, whatever the bar shows (initials on a phone, a
    // shortened name on a laptop): the name's text is its only text not hidden from readers, and
    // no aria-label overrides it (axe: the label must hold the visible text).
    expect(button?.hasAttribute('aria-label')).toBe(false);
    expect(button?.getAttribute('title')).toBe('Ana María Pérez');
    expect(menu(container)?.hidden).toBe(true);
    expect(button?.getAttribute('aria-controls')).toBe(menu(container)?.id);
    expect(menu(container)?.getAttribute('aria-labelledby')).toBe(button?.id);
    const out = logOut(container);
    expect(out).toBeDefined();
    expect(menu(container)?.contains(out ?? null)).toBe(false);
  });

  it('opens on a click with the entries a parent needs; Log out stays visible beside it', async () => {
    const { container } = await memberHeader(PARENT);
    await act(async () => menuButton(container)?.click());
    expect(menuButton(container)?.getAttribute('aria-expanded')).toBe('true');
    expect(menu(container)?.hidden).toBe(false);
    expect(entries(container)).toEqual([
      'Dashboard',
      'Jobs',
      'Profile',
      'Messages',
      'Bookings',
      'Billing',
      'Settings',
    ]);
    const hrefs = Array.from(container.querySelectorAll('[role="menuitem"]')).map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/dashboard',
      '/jobs',
      '/dashboard/profile',
      '/dashboard/messages',
      '/dashboard/bookings',
      '/dashboard/billing',
      '/dashboard/settings',
    ]);
    expect(document.activeElement && text(document.activeElement)).toBe('Dashboard');
    expect(logOut(container)?.closest('[hidden]')).toBeNull();
  });

  it('the open menu starts with the full name and the account type, a row that is not an entry', async () => {
    const { container } = await memberHeader(PARENT);
    expect(container.querySelector('.site-account-menu__who')).toBeNull();
    await act(async () => menuButton(container)?.click());
    const panel = container.querySelector<HTMLElement>('.site-account-menu__list');
    const who = panel?.firstElementChild;
    expect(who?.className).toBe('site-account-menu__who');
    expect(text(who?.querySelector('.site-account-menu__full-name'))).toBe('Ana María Pérez');
    expect(text(who?.querySelector('.site-account-menu__type'))).toBe('Parent');
    // Not focusable and not in the menu: the arrows move over the entries only.
    expect(who?.querySelector('a, button, [tabindex]')).toBeNull();
    expect(menu(container)?.contains(who ?? null)).toBe(false);
    expect(entries(container)[0]).toBe('Dashboard');
    expect(text(document.activeElement)).toBe('Dashboard');
    // A phone shows the initials alone in the bar: the full name is here in the open panel.
    expect(panel?.hidden).toBe(false);
  });

  it('the name row names a caregiver "Caregiver", in Spanish "Cuidador(a)"', async () => {
    const first = await memberHeader(CAREGIVER);
    await act(async () => menuButton(first.container)?.click());
    expect(text(first.container.querySelector('.site-account-menu__full-name'))).toBe('Carla Ruiz');
    expect(text(first.container.querySelector('.site-account-menu__type'))).toBe('Caregiver');
    act(() => root?.unmount());
    document.documentElement.lang = 'es';
    const { container } = await memberHeader(CAREGIVER);
    await act(async () => menuButton(container)?.click());
    expect(text(container.querySelector('.site-account-menu__full-name'))).toBe('Carla Ruiz');
    expect(text(container.querySelector('.site-account-menu__type'))).toBe('Cuidador(a)');
    expect(menuButton(container)?.getAttribute('title')).toBe('Carla Ruiz');
  });

  it("a caregiver's menu has no Jobs entry (Find jobs is in the bar)", async () => {
    const { container } = await memberHeader(CAREGIVER);
    await act(async () => menuButton(container)?.click());
    expect(entries(container)).toEqual([
      'Dashboard',
      'Profile',
      'Messages',
      'Bookings',
      'Billing',
      'Settings',
    ]);
  });

  it('follows the keyboard: Enter opens on the first entry, arrows wrap, Home/End, Escape returns focus', async () => {
    const { container } = await memberHeader(PARENT);
    const button = menuButton(container);
    button?.focus();
    press(button, 'Enter');
    await until(() => text(document.activeElement) === 'Dashboard');
    const focused = () => text(document.activeElement);
    press(document.activeElement, 'ArrowDown');
    expect(focused()).toBe('Jobs');
    press(document.activeElement, 'ArrowUp');
    press(document.activeElement, 'ArrowUp');
    expect(focused()).toBe('Settings');
    press(document.activeElement, 'ArrowDown');
    expect(focused()).toBe('Dashboard');
    press(document.activeElement, 'End');
    expect(focused()).toBe('Settings');
    press(document.activeElement, 'Home');
    expect(focused()).toBe('Dashboard');
    press(document.activeElement, 'Escape');
    expect(menu(container)?.hidden).toBe(true);
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('↑ on the button opens on the last entry, ↓ on the first', async () => {
    const { container } = await memberHeader(PARENT);
    const button = menuButton(container);
    button?.focus();
    press(button, 'ArrowUp');
    await until(() => text(document.activeElement) === 'Settings');
    press(document.activeElement, 'Escape');
    press(button, 'ArrowDown');
    await until(() => text(document.activeElement) === 'Dashboard');
  });

  it('closes on a press outside and on a new page', async () => {
    const { container, router } = await memberHeader(PARENT);
    await act(async () => menuButton(container)?.click());
    expect(menu(container)?.hidden).toBe(false);
    const elsewhere = Array.from(container.querySelectorAll('button')).find(
      (b) => text(b) === 'Elsewhere',
    );
    act(() => {
      elsewhere?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(menu(container)?.hidden).toBe(true);

    await act(async () => menuButton(container)?.click());
    expect(menu(container)?.hidden).toBe(false);
    await act(async () => {
      await router.navigate(paths.dashboardSettings);
    });
    expect(menu(container)?.hidden).toBe(true);
  });

  it('marks the page the member is on', async () => {
    const { container } = await memberHeader(PARENT, paths.dashboardBilling);
    await act(async () => menuButton(container)?.click());
    const current = container.querySelector('[role="menuitem"][aria-current="page"]');
    expect(text(current)).toBe('Billing');
  });

  it('speaks Spanish', async () => {
    document.documentElement.lang = 'es';
    const { container } = await memberHeader(CAREGIVER);
    await act(async () => menuButton(container)?.click());
    expect(entries(container)).toEqual([
      'Panel',
      'Perfil',
      'Mensajes',
      'Reservas',
      'Facturación',
      'Configuración',
    ]);
    expect(logOut(container)).toBeDefined();
  });
});

describe('the folded menu and the find link, by role', () => {
  const firstOfMenu = (container: HTMLElement) => {
    const first = container.querySelector('nav.site-nav a');
    return [text(first), first?.getAttribute('href')];
  };
  const bar = (container: HTMLElement) => {
    const link = container.querySelector('.site-account a.site-find--bar');
    return [text(link), link?.getAttribute('href')];
  };

  it('a visitor: "Find caregivers" first, then Home; Log in and Sign up, no account menu', async () => {
    const { container } = await header(null);
    expect(firstOfMenu(container)).toEqual(['Find caregivers', '/caregivers']);
    expect(text(container.querySelectorAll('nav.site-nav a')[1])).toBe('Home');
    expect(bar(container)).toEqual(['Find caregivers', '/caregivers']);
    expect(menuButton(container)).toBeNull();
    expect(text(container.querySelector('.site-account'))).toContain('Log in');
  });

  it('a parent: "Find caregivers" first', async () => {
    const { container } = await memberHeader(PARENT);
    expect(firstOfMenu(container)).toEqual(['Find caregivers', '/caregivers']);
    expect(bar(container)).toEqual(['Find caregivers', '/caregivers']);
  });

  it('a caregiver: "Find jobs" first', async () => {
    const { container } = await memberHeader(CAREGIVER);
    expect(firstOfMenu(container)).toEqual(['Find jobs', '/jobs']);
    expect(bar(container)).toEqual(['Find jobs', '/jobs']);
    expect(text(container)).not.toContain('Find caregivers');
  });

  it('in Spanish', async () => {
    document.documentElement.lang = 'es';
    const visitor = await header(null);
    expect(firstOfMenu(visitor.container)).toEqual(['Buscar cuidadores', '/caregivers']);
    act(() => root?.unmount());
    const caregiver = await memberHeader(CAREGIVER);
    expect(firstOfMenu(caregiver.container)).toEqual(['Buscar empleos', '/jobs']);
  });
});

describe("focus on the new page's heading", () => {
  function Frame() {
    const main = useRef<HTMLElement>(null);
    usePageFocus(main);
    return (
      <>
        <Link to="/b">To B</Link>
        <main ref={main}>
          <Outlet />
        </main>
      </>
    );
  }
  function Later() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate('/b?x=1')}>
        Filter
      </button>
    );
  }

  async function site() {
    let resolve: () => void = () => {};
    arrived = new Promise<void>((done) => {
      resolve = done;
    });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Frame,
          children: [
            { index: true, element: <h1>Page A</h1> },
            {
              path: 'b',
              // A page whose heading comes with its data, a moment after the page.
              lazy: async () => ({ Component: BPage }),
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root?.render(<RouterProvider router={router} />));
    return { container, router, resolve };
  }

  let arrived: Promise<void> = Promise.resolve();
  function BPage() {
    const shown = useSettled(arrived);
    return shown ? (
      <>
        <h1>Page B</h1>
        <Later />
      </>
    ) : (
      <p>Loading…</p>
    );
  }

  it('not on the first load; on a navigation, once the heading is there, without an outline class', async () => {
    const { container, router, resolve } = await site();
    expect(document.activeElement).toBe(document.body);
    await act(async () => {
      await router.navigate('/b');
    });
    expect(text(container.querySelector('main'))).toBe('Loading…');
    await act(async () => resolve());
    await until(() => text(document.activeElement) === 'Page B');
    const heading = document.activeElement as HTMLElement;
    expect(heading.tagName).toBe('H1');
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(heading.hasAttribute('data-page-focus')).toBe(true);

    // A change of query alone (a filter) leaves focus where it is.
    const filter = Array.from(container.querySelectorAll('button')).find(
      (b) => text(b) === 'Filter',
    );
    act(() => filter?.focus());
    expect(document.activeElement).toBe(filter);
    await act(async () => filter?.click());
    expect(router.state.location.search).toBe('?x=1');
    expect(document.activeElement).toBe(filter);
  });
});

/** True once `ready` has settled (a page's data arriving). */
function useSettled(ready: Promise<void>) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void ready.then(() => live && setShown(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return shown;
}
