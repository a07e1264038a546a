import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberCareZip } from '../../demo/account/care-zip';
import { paths } from '../../demo/config/paths';
import { DashboardPage } from '../../demo/pages/account';
import { createKit, KitContext } from '../../src/lib/kit-context';
import type { User } from '../../src/stores/auth-store';
import { RootStore } from '../../src/stores/root-store';
import { CAREGIVERS, PLAN_SUBSCRIPTION, USER } from '../browser/api-fixtures';

// The dashboard's checklist (issue 24): each next step done, or with its link; never a dead end.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let answers: Record<string, unknown>;

beforeEach(() => {
  localStorage.clear();
  answers = {
    'GET /v1/conversations/unread': { unread_count: 0 },
    'GET /v1/conversations': [],
    'GET /v1/user/documents': [],
    'GET /v1/service-provider/documents': [],
    'GET /v1/user/favourites': [],
    'GET /v1/user/jobs': [],
    'GET /v1/jobs': { items: [], total: 0, page: 1, page_size: 10 },
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const route = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    const results = answers[route];
    return results === undefined
      ? new Response(JSON.stringify({ success: false, message: `No ${route}.` }), { status: 404 })
      : new Response(JSON.stringify({ success: true, message: '', results }), { status: 200 });
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
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

async function settle() {
  for (let i = 0; i < 20; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The checklist's items: "label → Done" or "label → link text (href)". */
function checklist(container: Element) {
  const card = container.querySelector('[aria-labelledby="next-steps-heading"]');
  expect(text(card?.querySelector('h2'))).toBe('Your next steps');
  return {
    count: text(card?.querySelector('.ftc-hint')),
    items: Array.from(card?.querySelectorAll('li') ?? [], (item) => {
      const label = text(item.querySelector('.onb-checklist__text')).replace(/: (Done|To do)$/, '');
      const link = item.querySelector('a');
      return `${label} → ${link ? `${text(link)} (${link.getAttribute('href')})` : 'Done'}`;
    }),
    primary: Array.from(card?.querySelectorAll('a.ftc-button') ?? [], text),
  };
}

describe('the dashboard checklist', () => {
  it('a new parent: every step open, each with its link, the first one the main button', async () => {
    const container = await show(USER);
    await settle();
    expect(checklist(container)).toEqual({
      count: '0 of 5 done',
      items: [
        'Search caregivers near your ZIP code → Search (/caregivers)',
        'Save caregivers you like → Find caregivers to save (/caregivers)',
        'Choose a plan to message caregivers → See the plans (/subscription)',
        'Post a job so caregivers can apply → Post a job (/jobs/new)',
        'Message a caregiver → Open messages (/dashboard/messages)',
      ],
      primary: ['Search'],
    });
  });

  it('a parent who gave a ZIP, saved a caregiver, has a plan, a job and a conversation: all done', async () => {
    rememberCareZip(USER.id, '04101');
    answers['GET /v1/user/favourites'] = [CAREGIVERS[0]];
    answers['GET /v1/user/jobs'] = [{ id: 9, title: 'Tuesday sitter', status: 'open' }];
    answers['GET /v1/conversations'] = [
      {
        id: 4,
        other: { id: 101, first_name: 'Maria', kind: 'caregiver' },
        last_message: null,
        unread_count: 0,
        updated_at: '2026-11-20T10:00:00Z',
        blocked: false,
      },
    ];
    const container = await show({ ...USER, subscription: PLAN_SUBSCRIPTION });
    await settle();
    const list = checklist(container);
    expect(list.count).toBe('5 of 5 done');
    expect(list.items.every((item) => item.endsWith('→ Done'))).toBe(true);
    expect(text(container)).toContain('All set.');
  });

  it('a parent with a ZIP but nothing saved: the search is done, saving links to results near the ZIP', async () => {
    rememberCareZip(USER.id, '04101');
    const container = await show(USER);
    await settle();
    const list = checklist(container);
    expect(list.count).toBe('1 of 5 done');
    expect(list.items.slice(0, 2)).toEqual([
      'Search caregivers near your ZIP code → Done',
      'Save caregivers you like → Find caregivers to save (/caregivers?near=04101)',
    ]);
    expect(list.primary).toEqual(['Find caregivers to save']);
  });

  it('a new caregiver: photo, profile, publish, documents and jobs, each with its link', async () => {
    const container = await show({ ...USER, type: 'service_provider' });
    await settle();
    expect(checklist(container)).toEqual({
      count: '0 of 5 done',
      items: [
        'Add a photo → Add a photo (/dashboard/profile)',
        'Complete your profile → Continue your profile (/dashboard/profile/start)',
        'Publish your profile → Publish (/dashboard/profile/start)',
        'Upload documents for your badges → Upload a document (/upload-document)',
        'Apply to jobs near you → Find jobs (/jobs)',
      ],
      primary: ['Add a photo'],
    });
  });

  it('a caregiver with a complete, published profile and a photo: what is left is documents and jobs', async () => {
    const { distance_km: _d, ...card } = CAREGIVERS[1] as (typeof CAREGIVERS)[1];
    answers['GET /v1/service-provider/caregiver-profile'] = {
      ...card,
      photo_url: '/media/caregivers/102/256.webp',
      zip: '04101',
      experience_years: 3,
      bio: 'Homework help.',
      availability: [{ day: 3, from: '15:00', to: '18:00' }],
      published: true,
    };
    answers['GET /v1/jobs'] = {
      items: [{ id: 3, title: 'After school', applied: true }],
      total: 1,
      page: 1,
      page_size: 10,
    };
    const container = await show({ ...USER, type: 'service_provider' });
    await settle();
    const list = checklist(container);
    expect(list.count).toBe('4 of 5 done');
    expect(list.items).toEqual([
      'Add a photo → Done',
      'Complete your profile → Done',
      'Publish your profile → Done',
      'Upload documents for your badges → Upload a document (/upload-document)',
      'Apply to jobs near you → Done',
    ]);
  });
});
