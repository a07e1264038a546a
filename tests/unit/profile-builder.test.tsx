import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import { ProfileBuilder } from '../../demo/market/profile-builder';
import { ProfileBuilderPage } from '../../demo/pages/profile-editor';
import type { OwnProfile, ProfileUpdate } from '../../src/contract/caregivers';
import { createKit, KitContext } from '../../src/lib/kit-context';
import type { User } from '../../src/stores/auth-store';
import { RootStore } from '../../src/stores/root-store';
import { CAREGIVERS, USER } from '../browser/api-fixtures';

// The caregiver's profile builder (issue 24): progress, a save per step, resuming where it
// stopped, ending on the published profile.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CAREGIVER: User = { ...USER, id: 31, full_name: 'Rosa Diaz', type: 'service_provider' };

let root: Root | undefined;
let saved: OwnProfile | null;
let puts: ProfileUpdate[];

function profileOf(body: ProfileUpdate): OwnProfile {
  const { distance_km: _distance, ...card } = CAREGIVERS[0] as (typeof CAREGIVERS)[0];
  return {
    ...card,
    id: 55,
    first_name: 'Rosa',
    last_initial: 'D',
    badges: [],
    photo_url: null,
    headline: body.headline,
    bio: body.bio ?? '',
    zip: body.zip,
    hourly_rate: body.hourly_rate,
    experience_years: body.experience_years,
    services: body.services,
    age_groups: body.age_groups,
    languages: body.languages,
    availability: body.availability,
    published: body.published,
  } as OwnProfile;
}

beforeEach(() => {
  localStorage.clear();
  saved = null;
  puts = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const route = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    const ok = (results: unknown) =>
      new Response(JSON.stringify({ success: true, message: '', results }), { status: 200 });
    if (route === 'GET /v1/service-provider/caregiver-profile') {
      // As the server does: a new caregiver's profile is an empty, unpublished draft.
      return ok(
        saved ?? {
          ...profileOf({
            headline: '',
            bio: '',
            zip: '',
            hourly_rate: 0,
            experience_years: 0,
            services: [],
            age_groups: [],
            languages: [],
            availability: [],
            published: false,
          }),
          zip: null,
          city: null,
          state: null,
        },
      );
    }
    if (route === 'PUT /v1/service-provider/caregiver-profile') {
      const body = JSON.parse(String(init.body)) as ProfileUpdate;
      puts.push(body);
      saved = profileOf(body);
      return ok(saved);
    }
    return new Response(JSON.stringify({ success: false, message: `No ${route}.` }), {
      status: 404,
    });
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function show(element?: React.ReactNode) {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  store.auth.startSession({ user: CAREGIVER, token: 't1', refresh_token: 'r1' });
  const router = createMemoryRouter(
    [
      {
        path: paths.dashboardProfileStart,
        element: element ?? <ProfileBuilderPage />,
      },
      { path: paths.caregiverProfile, element: <h1>Public profile</h1> },
      { path: paths.dashboard, element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [paths.dashboardProfileStart] },
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
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

const progress = (container: Element) => text(container.querySelector('.onb-progress__count'));
const current = (container: Element) => text(container.querySelector('[aria-current="step"]'));
const heading = (container: Element) => text(container.querySelector('form h2'));

async function fill(container: Element, label: string, value: string) {
  const found = Array.from(container.querySelectorAll('label')).find((l) => text(l) === label);
  const control = found && (document.getElementById(found.htmlFor) as HTMLInputElement | null);
  if (!control) throw new Error(`no field ${label}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(
      control,
      value,
    );
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function check(container: Element, label: string) {
  const found = Array.from(container.querySelectorAll('label.ftc-check')).find(
    (l) => text(l) === label,
  );
  const box = found?.querySelector('input');
  if (!box) throw new Error(`no box ${label}`);
  await act(async () => box.click());
}

async function press(container: Element, name: string) {
  const found = Array.from(container.querySelectorAll('button')).find((b) => text(b) === name);
  if (!found) throw new Error(`no button ${name}`);
  await act(async () => {
    found.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the profile builder', () => {
  it('walks six steps with progress, keeps a new profile on the device until it is complete, then saves each step', async () => {
    const { container } = await show();
    await until(() => progress(container) === 'Step 1 of 6');
    expect(current(container)).toBe('Photo');
    expect(heading(container)).toBe('Photo');
    // The page gives the builder the photo step: choosing a photo, with its guidelines.
    expect(
      Array.from(container.querySelectorAll('button, label'), text).some((t) =>
        t.includes('Choose a photo'),
      ),
    ).toBe(true);
    expect(Array.from(container.querySelectorAll('button'), text)).not.toContain('Back');

    await press(container, 'Save and continue');
    await until(() => progress(container) === 'Step 2 of 6');
    expect(current(container)).toBe('Headline and about');
    expect(document.activeElement).toBe(container.querySelector('form h2'));

    // The step's own rules, before anything is sent.
    await press(container, 'Save and continue');
    expect(text(container)).toContain('Headline needs 10 to 120 characters.');
    expect(progress(container)).toBe('Step 2 of 6');

    await fill(container, 'Headline', 'Patient sitter for toddlers');
    await fill(container, 'About you', 'I have cared for my three nephews.');
    await press(container, 'Save and continue');
    await until(() => progress(container) === 'Step 3 of 6');
    // Not a whole profile yet: kept on this device, nothing sent.
    expect(puts).toHaveLength(0);
    expect(text(container)).toContain('Saved on this device.');
    expect(container.querySelector('.onb-progress__step--done')?.textContent).toContain('(done)');

    await press(container, 'Save and continue');
    expect(text(container)).toContain('Services: choose at least one.');
    await check(container, 'Babysitting');
    await check(container, 'Toddlers (1–3)');
    await press(container, 'Save and continue');
    await until(() => progress(container) === 'Step 4 of 6');
    expect(puts).toHaveLength(0);

    await fill(container, 'ZIP code', '04101');
    await fill(container, 'Hourly rate (US$)', '21.50');
    await fill(container, 'Years of experience', '4');
    await press(container, 'Save and continue');
    await until(() => progress(container) === 'Step 5 of 6');
    // Complete now: the whole profile is on FTC, hidden until it is published.
    expect(puts).toEqual([
      {
        headline: 'Patient sitter for toddlers',
        bio: 'I have cared for my three nephews.',
        zip: '04101',
        hourly_rate: 2150,
        experience_years: 4,
        services: ['babysitting'],
        age_groups: ['toddler'],
        languages: [],
        availability: [],
        published: false,
      },
    ]);

    // Back keeps what was written.
    await press(container, 'Back');
    await until(() => progress(container) === 'Step 4 of 6');
    const zip = Array.from(container.querySelectorAll('input')).find((i) => i.name === 'zip');
    expect(zip?.value).toBe('04101');
    await press(container, 'Save and continue');
    await until(() => progress(container) === 'Step 5 of 6');
    expect(puts).toHaveLength(2);
  });

  it('resumes at the step where the caregiver stopped, and publishing ends on the public profile', async () => {
    let { container, router } = await show();
    await until(() => progress(container) === 'Step 1 of 6');
    await press(container, 'Save and continue');
    await until(() => progress(container) === 'Step 2 of 6');
    await fill(container, 'Headline', 'Weekend nanny near the park');
    await press(container, 'Save and continue');
    await until(() => progress(container) === 'Step 3 of 6');

    // Another visit: the same step, with what was typed before.
    ({ container, router } = await show());
    await until(() => progress(container) === 'Step 3 of 6');
    await press(container, 'Back');
    await until(() => progress(container) === 'Step 2 of 6');
    const headline = Array.from(container.querySelectorAll('input')).find(
      (i) => i.name === 'headline',
    );
    expect(headline?.value).toBe('Weekend nanny near the park');
    await press(container, 'Save and continue');
    await check(container, 'Nanny');
    await press(container, 'Save and continue');
    await until(() => progress(container) === 'Step 4 of 6');
    await fill(container, 'ZIP code', '04101');
    await fill(container, 'Hourly rate (US$)', '30');
    await fill(container, 'Years of experience', '10');
    await press(container, 'Save and continue');
    await until(() => progress(container) === 'Step 5 of 6');

    // Another visit once the profile is on FTC: the step after the last one saved.
    ({ container, router } = await show());
    await until(() => progress(container) === 'Step 5 of 6');
    expect(current(container)).toBe('Availability');
    await press(container, 'Add hours');
    await press(container, 'Save and continue');
    await until(() => progress(container) === 'Step 6 of 6');
    expect(puts.at(-1)?.availability).toEqual([{ day: 1, from: '09:00', to: '17:00' }]);
    // The card as families will see it.
    expect(text(container.querySelector('.ftc-cg'))).toContain('Weekend nanny near the park');

    await press(container, 'Publish my profile');
    await until(() => router.state.location.pathname === '/caregivers/55');
    expect(puts.at(-1)?.published).toBe(true);
    expect(localStorage.getItem('ftc-profile-builder:31')).toBeNull();
  });

  it('opens a saved profile at its first open step; "Save without publishing" ends on the dashboard', async () => {
    saved = profileOf({
      headline: 'Overnight care for infants',
      bio: '',
      zip: '04101',
      hourly_rate: 2500,
      experience_years: 6,
      services: ['overnight'],
      age_groups: ['infant'],
      languages: ['en'],
      availability: [{ day: 2, from: '18:00', to: '23:00' }],
      published: false,
    });
    const { container, router } = await show();
    await until(() => progress(container) === 'Step 6 of 6');
    expect(current(container)).toBe('Publish');
    await press(container, 'Save without publishing');
    await until(() => router.state.location.pathname === paths.dashboard);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.published).toBe(false);
  });

  it('shows the photo step it is given', async () => {
    const { container } = await show(
      <ProfileBuilder
        profile={undefined}
        photoStep={({ name, photoUrl }) => (
          <p>
            Choose a photo here, {name} ({photoUrl ?? 'none yet'})
          </p>
        )}
      />,
    );
    await until(() => progress(container) === 'Step 1 of 6');
    expect(text(container.querySelector('form'))).toContain(
      'Choose a photo here, Rosa D (none yet)',
    );
    expect(text(container.querySelector('form'))).not.toContain('from your profile editor');
  });

  it('speaks Spanish', async () => {
    document.documentElement.lang = 'es';
    try {
      const { container } = await show();
      await until(() => progress(container) === 'Paso 1 de 6');
      expect(current(container)).toBe('Foto');
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});
