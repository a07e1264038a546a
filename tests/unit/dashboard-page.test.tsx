import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import { DashboardPage } from '../../demo/pages/account';
import { createKit, KitContext } from '../../src/lib/kit-context';
import type { User } from '../../src/stores/auth-store';
import { RootStore } from '../../src/stores/root-store';
import { USER } from '../browser/api-fixtures';

const CAREGIVER = { ...USER, id: 8, full_name: 'Carla Ruiz', type: 'service_provider' } as User;

// The dashboard holds what a member does next (issue 22): each card's next step is a link.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let unread: number;

beforeEach(() => {
  localStorage.clear();
  unread = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const route = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    const answers: Record<string, unknown> = {
      'GET /v1/conversations/unread': { unread_count: unread },
      'GET /v1/user/documents': [],
    };
    const results = answers[route];
    return results === undefined
      ? new Response(JSON.stringify({ success: false, message: `No ${route}.` }), { status: 404 })
      : new Response(JSON.stringify({ success: true, message: '', results }), { status: 200 });
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.documentElement.lang = 'en';
  vi.unstubAllGlobals();
});

async function show(user: User) {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  store.auth.startSession({ user, token: 't1', refresh_token: 'r1' });
  const router = createMemoryRouter([{ path: paths.dashboard, Component: DashboardPage }], {
    initialEntries: [paths.dashboard],
  });
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
  return container;
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

/** The profile card's rows, label → value. */
function profileRows(container: HTMLElement) {
  return Object.fromEntries(
    Array.from(
      container.querySelectorAll('section[aria-labelledby="profile-heading"] dt'),
      (dt) => [text(dt), text(dt.nextElementSibling)],
    ),
  );
}

/** Each card's heading and the links it offers (name → href). */
function cards(container: HTMLElement) {
  return Object.fromEntries(
    Array.from(container.querySelectorAll('section.dashboard__card'), (card) => [
      text(card.querySelector('h2')),
      Array.from(card.querySelectorAll('a'), (a) => `${text(a)} → ${a.getAttribute('href')}`),
    ]),
  );
}

describe('/dashboard', () => {
  it('offers the next step on every card: settings, a plan, messages, documents', async () => {
    const container = await show(USER);
    expect(cards(container)).toMatchObject({
      'Your profile': ['Change name, email or password → /dashboard/settings'],
      'Your subscription': ['Choose a plan → /subscription', 'Billing → /dashboard/billing'],
      Messages: ['Open your messages → /dashboard/messages'],
      'Your documents': ['Upload a document → /upload-document'],
      'Account and privacy': ['Open settings → /dashboard/settings'],
    });
    expect(text(container)).toContain('No unread messages.');
  });

  it("names the documents once: the card's heading, not the list's too", async () => {
    const container = await show(USER);
    await until(() =>
      Boolean(text(container)?.includes('You have not uploaded any document yet.')),
    );
    const headings = Array.from(container.querySelectorAll('h2'), text);
    expect(headings.filter((h) => /documents/i.test(h ?? ''))).toEqual(['Your documents']);
  });

  it("a parent's card is about finding caregivers; the profile card has no caregiver profile link", async () => {
    const container = await show(USER);
    const shown = cards(container);
    expect(shown['Find caregivers']).toEqual([
      'Your saved caregivers → /dashboard/favourites',
      'Find caregivers → /caregivers',
    ]);
    expect(shown['Find jobs']).toBeUndefined();
    expect(shown['Your profile']).toEqual(['Change name, email or password → /dashboard/settings']);
    expect(profileRows(container).Account).toBe('Parent');
  });

  it("a caregiver's card is about finding jobs; editing the profile is on the profile card", async () => {
    const container = await show(CAREGIVER);
    const shown = cards(container);
    expect(shown['Find jobs']).toEqual(['Find jobs → /jobs']);
    expect(shown['Find caregivers']).toBeUndefined();
    expect(text(container)).not.toContain('Your saved caregivers');
    expect(shown['Your profile']).toEqual([
      'Edit your caregiver profile → /dashboard/profile',
      'Change name, email or password → /dashboard/settings',
    ]);
    expect(profileRows(container).Account).toBe('Caregiver');
  });

  it('says how many messages wait, with "Read your messages" first', async () => {
    unread = 2;
    const container = await show(USER);
    await until(() => Boolean(text(container)?.includes('You have 2 unread messages.')));
    expect(cards(container).Messages).toEqual(['Read your messages → /dashboard/messages']);
  });

  it('a cancelled plan says it will not renew and where to resume it; no "Choose a plan"', async () => {
    const container = await show({
      ...USER,
      subscription: {
        plan_id: 'p1',
        plan_name: 'Family Plus',
        interval: 'month',
        status: 'active',
        current_period_end: '2027-06-03T00:00:00Z',
        auto_renew: false,
      },
    } as User);
    const plan = cards(container)['Your subscription'];
    expect(plan).toEqual(['Billing → /dashboard/billing']);
    expect(text(container)).toContain('Ends on June 3, 2027.');
    expect(text(container)).toContain('It will not renew. You can resume it in Billing.');
  });

  it('speaks Spanish', async () => {
    document.documentElement.lang = 'es';
    const container = await show(USER);
    expect(cards(container)['Cuenta y privacidad']).toEqual([
      'Abrir ajustes → /dashboard/settings',
    ]);
    expect(cards(container)['Tus documentos']).toEqual(['Subir un documento → /upload-document']);
    // "empleo", as the header and the menu say ("Empleos"), not "trabajo".
    await until(() => Boolean(text(container)?.includes('Publica un empleo')));
    expect(text(container)).toContain('Publicar un empleo');
    expect(text(container)).not.toMatch(/trabajo/i);
  });

  it("speaks Spanish to a caregiver: Buscar empleos, Cuidador(a), no 'trabajo'", async () => {
    document.documentElement.lang = 'es';
    const container = await show(CAREGIVER);
    expect(cards(container)['Buscar empleos']).toEqual(['Buscar empleos → /jobs']);
    expect(cards(container)['Buscar cuidadores']).toBeUndefined();
    expect(profileRows(container).Cuenta).toBe('Cuidador(a)');
    expect(cards(container)['Tu perfil']?.[0]).toBe(
      'Editar tu perfil de cuidador(a) → /dashboard/profile',
    );
    await until(() => Boolean(text(container)?.includes('Postúlate a empleos cerca de ti')));
    // The checklist's step and the card both lead to the jobs.
    const links = Array.from(
      container.querySelectorAll('a'),
      (a) => `${text(a)} → ${a.getAttribute('href')}`,
    );
    expect(links.filter((link) => link === 'Buscar empleos → /jobs')).toHaveLength(2);
    expect(text(container)).not.toMatch(/trabajo/i);
  });
});
