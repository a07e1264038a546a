import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import { CaregiverJobs } from '../../demo/market/caregiver-jobs';
import { HeroSearch } from '../../demo/market/search-bar';
import { CaregiverSearchPage } from '../../demo/pages/caregivers';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { RootStore } from '../../src/stores/root-store';
import { CAREGIVER_PAGE_1, USER } from '../browser/api-fixtures';

// Issue 24's search: the bar, the chips, miles, the client's checks and the server's problems in
// the page's words, against a fake API at the fetch boundary.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Answer = { status: number; body: unknown };
let root: Root | undefined;
/** Every API request's path and query, in order. */
let sent: string[];
let answer: (url: URL) => Answer;

const ok = (results: unknown): Answer => ({
  status: 200,
  body: { success: true, message: '', results },
});
const RAW_ZIP = 'near: we do not know the ZIP code 00000. Check it, or search near "lat,lng".';
const RAW_RATES = 'min_rate cannot be more than max_rate.';

beforeEach(() => {
  localStorage.clear();
  sent = [];
  answer = () => ok(CAREGIVER_PAGE_1);
  vi.stubGlobal('fetch', async (url: string) => {
    const parsed = new URL(url);
    sent.push(`${parsed.pathname}${parsed.search}`);
    const { status, body } = answer(parsed);
    return new Response(JSON.stringify(body), { status });
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function show(
  entry: string,
  {
    lang = 'en',
    element = <CaregiverSearchPage />,
    path = paths.caregivers as string,
  }: { lang?: string; element?: ReactElement; path?: string } = {},
) {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  store.auth.startSession({ user: USER, token: 't1', refresh_token: 'r1' });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: paths.caregivers, element: <CaregiverSearchPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  const container = document.createElement('div');
  container.lang = lang;
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
  await settle();
  return { container, router };
}

async function settle() {
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

function field(scope: ParentNode, label: string): HTMLInputElement | HTMLSelectElement {
  const found = Array.from(scope.querySelectorAll('label')).find((l) => text(l) === label);
  const control = found && document.getElementById(found.htmlFor);
  if (!control) throw new Error(`no field ${label}`);
  return control as HTMLInputElement;
}

/** The message tied to a field (aria-describedby), as a screen reader reads it. */
const messageOf = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => text(document.getElementById(id)))
    .join(' ');

async function type(control: HTMLInputElement | HTMLSelectElement, value: string) {
  await act(async () => {
    const proto = control instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

function button(scope: ParentNode, name: string): HTMLButtonElement {
  const found = Array.from(scope.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? text(b)) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
  await settle();
}

/** Submits the field's form with its button, as a person does. */
async function submit(control: HTMLInputElement | HTMLSelectElement) {
  const form = control.form as HTMLFormElement;
  await click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
}

const searches = () => sent.filter((s) => s.startsWith('/v1/caregivers?'));
const lastQuery = () => new URLSearchParams(searches().at(-1)?.split('?')[1]);

describe('the results page', () => {
  it('shows the ZIP code and service in the bar, the filters as chips, distances in miles', async () => {
    const { container } = await show(
      '/caregivers?near=10001&radius_km=16.09&service=babysitting&min_rate=1500&max_rate=2500',
    );
    const bar = container.querySelector('search.cg-bar') as HTMLElement;
    expect((field(bar, 'ZIP code') as HTMLInputElement).value).toBe('10001');
    expect(field(bar, 'Service').value).toBe('babysitting');
    const chips = Array.from(container.querySelectorAll('.cg-chip__label'), text);
    expect(chips).toEqual(['Babysitting', 'Within 10 miles', '$15 to $25 an hour']);
    // The distance is chosen in miles.
    expect(field(container, 'Distance').value).toBe('10');
    expect(text(container.querySelector('.ftc-cg-card'))).toContain('0.7 mi away');
    expect(text(container)).not.toMatch(/\bkm\b/);
    // The API keeps kilometres.
    expect(lastQuery().get('radius_km')).toBe('16.09');
  });

  it('removes a chip with its named button: the URL and the request lose that filter only', async () => {
    const { container, router } = await show(
      '/caregivers?near=10001&radius_km=16.09&service=babysitting&service=nanny&min_rate=1500&max_rate=2500',
    );
    const before = searches().length;
    await click(button(container, 'Remove filter: Babysitting'));
    const url = new URLSearchParams(router.state.location.search);
    expect(url.getAll('service')).toEqual(['nanny']);
    expect(url.get('near')).toBe('10001');
    expect(url.get('radius_km')).toBe('16.09');
    expect(searches().length).toBe(before + 1);
    expect(lastQuery().getAll('service')).toEqual(['nanny']);
    expect(lastQuery().get('min_rate')).toBe('1500');

    await click(button(container, 'Remove filter: $15 to $25 an hour'));
    expect(lastQuery().get('min_rate')).toBeNull();
    expect(lastQuery().get('max_rate')).toBeNull();
    expect(lastQuery().get('radius_km')).toBe('16.09');

    await click(button(container, 'Clear all'));
    const cleared = new URLSearchParams(router.state.location.search);
    expect([...cleared.keys()]).toEqual(['near']);
    expect(container.querySelector('.cg-chips')).toBeNull();
  });

  it('sends nothing for a ZIP code that is not 5 digits, and says so next to the field', async () => {
    const { container, router } = await show('/caregivers');
    const before = searches().length;
    const zip = field(container.querySelector('search') as HTMLElement, 'ZIP code');
    await type(zip, '123');
    await submit(zip);
    expect(messageOf(zip)).toBe('Enter a 5-digit ZIP code, like 10001.');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(searches().length).toBe(before);
    expect(router.state.location.search).toBe('');
  });

  it('sends nothing when the lowest rate is above the highest', async () => {
    const { container, router } = await show('/caregivers?near=10001');
    const before = searches().length;
    const min = field(container, 'Lowest rate ($ an hour)');
    await type(min, '30');
    await type(field(container, 'Highest rate ($ an hour)'), '20');
    await submit(min);
    expect(messageOf(min)).toBe('The lowest rate cannot be more than the highest rate.');
    expect(searches().length).toBe(before);
    expect(router.state.location.search).toBe('?near=10001');
  });

  it('says an unknown ZIP code in its own words, next to the field and above the results', async () => {
    answer = () => ({
      status: 400,
      body: {
        success: false,
        message: RAW_ZIP,
        results: { code: 'unknown_zip', errors: [{ field: 'near', message: RAW_ZIP }] },
      },
    });
    const { container } = await show('/caregivers?near=00000');
    const words = 'We could not find the ZIP code 00000. Check it and try again.';
    expect(messageOf(field(container, 'ZIP code'))).toBe(words);
    expect(text(container.querySelector('[role="alert"]'))).toContain(words);
    expect(text(container)).not.toContain('lat,lng');
    expect(text(container)).not.toContain('near:');
  });

  it('says a link’s rates in the wrong order in its own words, never the server’s', async () => {
    answer = () => ({
      status: 400,
      body: {
        success: false,
        message: RAW_RATES,
        results: { errors: [{ field: 'min_rate', message: RAW_RATES }] },
      },
    });
    const { container } = await show('/caregivers?min_rate=3000&max_rate=2000');
    const words = 'The lowest rate cannot be more than the highest rate. Change one of them.';
    expect(text(container.querySelector('[role="alert"]'))).toContain(words);
    expect(messageOf(field(container, 'Lowest rate ($ an hour)'))).toBe(words);
    expect(text(container)).not.toContain(RAW_RATES);
  });

  it('a server failure is the page’s words with "Try again"', async () => {
    answer = () => ({ status: 500, body: { success: false, message: 'Database exploded.' } });
    const { container } = await show('/caregivers?near=10001');
    const alert = container.querySelector('[role="alert"]');
    expect(text(alert)).toContain('We could not load the results.');
    expect(text(alert)).not.toContain('Database exploded.');
    button(container, 'Try again');
  });

  it('speaks Spanish: chips, miles, the check', async () => {
    document.documentElement.lang = 'es';
    try {
      const { container } = await show('/caregivers?near=10001&radius_km=16.09&service=nanny', {
        lang: 'es',
      });
      const chips = Array.from(container.querySelectorAll('.cg-chip__label'), text);
      expect(chips).toEqual(['Niñera', 'A menos de 10 millas']);
      button(container, 'Quitar filtro: Niñera');
      expect(text(container.querySelector('.ftc-cg-card'))).toContain('a 0.7 mi');
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});

describe('the home hero', () => {
  it('goes to /caregivers?near=ZIP&service=… and checks the ZIP code first', async () => {
    const { container, router } = await show('/', { element: <HeroSearch />, path: '/' });
    const zip = field(container, 'ZIP code');
    await type(zip, '9021');
    await submit(zip);
    expect(messageOf(zip)).toBe('Enter a 5-digit ZIP code, like 10001.');
    expect(router.state.location.pathname).toBe('/');

    await type(zip, '90210');
    await type(field(container, 'Service'), 'tutoring');
    await submit(zip);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/caregivers?near=90210&service=tutoring',
    );
    expect(lastQuery().get('near')).toBe('90210');
  });
});

describe('the caregivers’ job search', () => {
  const jobs = (url: URL): Answer =>
    url.searchParams.get('near') === '00000'
      ? {
          status: 400,
          body: {
            success: false,
            message: RAW_ZIP,
            results: { code: 'unknown_zip', errors: [{ field: 'near', message: RAW_ZIP }] },
          },
        }
      : ok({
          items: [
            {
              id: 1,
              title: 'After-school help',
              city: 'New York',
              state: 'NY',
              distance_km: 8,
              services: ['after_school'],
              age_groups: ['school_age'],
              hourly_rate_max: 2500,
              currency: 'USD',
              starts_on: '2031-03-03',
              schedule: 'Weekdays 3–6 pm',
              description: 'Help with homework.',
              parent_first_name: 'Ana',
              applied: false,
              status: 'open',
              created_at: '2031-02-01T10:00:00Z',
            },
          ],
          total: 1,
          page: 1,
          page_size: 10,
          applications_left: null,
        });

  it('has a ZIP code and a distance in miles; an unknown ZIP is said in the page’s words', async () => {
    answer = jobs;
    const { container, router } = await show('/jobs', {
      element: <CaregiverJobs hasPlan />,
      path: paths.jobs,
    });
    expect(text(container.querySelector('.job-list'))).toContain('5 mi');
    const zip = field(container, 'ZIP code');
    await type(zip, '12');
    await submit(zip);
    expect(messageOf(zip)).toContain('Enter a 5-digit ZIP code, like 10001.');
    expect(router.state.location.search).toBe('');

    await type(zip, '00000');
    await type(field(container, 'Distance'), '10');
    await submit(zip);
    expect(router.state.location.search).toBe('?near=00000&radius_km=16.09');
    const jobSearch = sent.filter((s) => s.startsWith('/v1/jobs?')).at(-1) ?? '';
    expect(jobSearch).toContain('near=00000');
    expect(jobSearch).toContain('radius_km=16.09');
    const words = 'We could not find the ZIP code 00000. Check it and try again.';
    expect(messageOf(zip)).toContain(words);
    expect(text(container.querySelector('[role="alert"]'))).toContain(words);
    expect(text(container)).not.toContain('lat,lng');
  });
});
