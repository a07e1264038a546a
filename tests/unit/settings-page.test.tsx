import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import { RequireLogin } from '../../demo/pages/account';
import { SettingsPage } from '../../demo/pages/settings';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { RootStore } from '../../src/stores/root-store';
import { USER } from '../browser/api-fixtures';

// The site's settings page (interface §9 "Account", "Your data") against a fake API at the
// fetch boundary: each section's request, its spinner, a field error and the toast.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Answer = { status: number; body: unknown };
let root: Root | undefined;
let answers: Record<string, Answer | Answer[]>;
let sent: { route: string; body: unknown }[];
/** Routes whose answer waits for `release()`: the spinner is on screen meanwhile. */
let held: Set<string>;
let waiting: (() => void)[];

const ok = (results?: unknown, message = ''): Answer => ({
  status: 200,
  body: { success: true, message, ...(results === undefined ? {} : { results }) },
});
const fieldError = (field: string, message: string): Answer => ({
  status: 400,
  body: { success: false, message, results: { errors: [{ field, message }] } },
});

const SESSIONS = [
  {
    id: 's1',
    device: 'Chrome on Android',
    created_at: '2027-05-01T10:00:00Z',
    last_used_at: '2027-05-03T09:30:00Z',
    current: true,
  },
  {
    id: 's2',
    device: 'Safari on iPhone',
    created_at: '2027-04-20T08:00:00Z',
    last_used_at: '2027-05-02T18:00:00Z',
    current: false,
  },
  {
    id: 's3',
    device: 'Firefox on Windows',
    created_at: '2027-04-01T08:00:00Z',
    last_used_at: '2027-04-02T08:00:00Z',
    current: false,
  },
];
const SETTINGS = {
  email: {
    messages: true,
    applications: true,
    bookings: true,
    reminders: true,
    newsletter: false,
    tips: true,
  },
  sms: { bookings: true },
};

beforeEach(() => {
  localStorage.clear();
  sent = [];
  held = new Set();
  waiting = [];
  answers = {
    'GET /v1/user/sessions': ok(SESSIONS),
    'GET /v1/user/notification-settings': ok(SETTINGS),
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const route = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    sent.push({ route, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (held.has(route)) await new Promise<void>((resolve) => waiting.push(resolve));
    const planned = answers[route];
    const answer = (Array.isArray(planned) ? planned.shift() : planned) ?? {
      status: 404,
      body: { success: false, message: `No ${route}.` },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.documentElement.lang = 'en';
  vi.unstubAllGlobals();
});

async function show({ loggedIn = true } = {}) {
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  if (loggedIn) store.auth.startSession({ user: USER, token: 't1', refresh_token: 'r1' });
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <p>Home</p> },
      { path: paths.login, element: <p>Log in</p> },
      {
        path: paths.dashboard,
        element: (
          <RequireLogin>
            <Outlet />
          </RequireLogin>
        ),
        children: [{ path: paths.dashboardSettings, Component: SettingsPage }],
      },
    ],
    { initialEntries: [paths.dashboardSettings] },
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
  return { container, router, store };
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

function section(container: HTMLElement, title: string): HTMLElement {
  const heading = Array.from(container.querySelectorAll('h2')).find((h) => text(h) === title);
  if (!heading) throw new Error(`no section ${title}`);
  return heading.closest('section') as HTMLElement;
}

function input(scope: HTMLElement, label: string): HTMLInputElement {
  const found = Array.from(scope.querySelectorAll('label')).find((l) => text(l) === label);
  const field = found && (document.getElementById(found.htmlFor) ?? found.querySelector('input'));
  if (!field) throw new Error(`no field ${label}`);
  return field as HTMLInputElement;
}

async function type(scope: HTMLElement, label: string, value: string) {
  const field = input(scope, label);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const findButton = (scope: HTMLElement, name: string) =>
  Array.from(scope.querySelectorAll('button')).find(
    (b) => text(b) === name || b.getAttribute('aria-label') === name,
  );

function button(scope: HTMLElement, name: string): HTMLButtonElement {
  const found = findButton(scope, name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

async function press(scope: HTMLElement, name: string) {
  const target = button(scope, name);
  await act(async () => {
    if (target.type === 'submit') target.closest('form')?.requestSubmit();
    else target.click();
  });
}

/** Presses a held route's button: its spinner shows until the answer comes. */
async function pressAndWait(scope: HTMLElement, name: string, route: string) {
  held.add(route);
  await press(scope, name);
  await until(() => waiting.length === 1);
  expect(button(scope, name).querySelector('[data-testid="spinner"]')).not.toBeNull();
  expect(button(scope, name).getAttribute('aria-disabled')).toBe('true');
  held.delete(route);
  await act(async () => waiting.shift()?.());
  // Done: the spinner is gone (or the button, when the answer moved on to another step).
  await until(() => !findButton(scope, name)?.querySelector('[data-testid="spinner"]'));
}

const bodiesOf = (route: string) => sent.filter((r) => r.route === route).map((r) => r.body);
const errorOf = (field: HTMLInputElement) =>
  text(document.getElementById(field.getAttribute('aria-describedby')?.split(' ').pop() ?? ''));

describe('/dashboard/settings', () => {
  it('has a section for each part of the account', async () => {
    const { container } = await show();
    expect(text(container.querySelector('h1'))).toBe('Settings');
    expect(Array.from(container.querySelectorAll('h2'), (h) => text(h))).toEqual([
      'Name',
      // A parent's optional photo (issue 24; the photo step itself: tests/unit/photo-step.test.tsx).
      'Your photo (optional)',
      'Email',
      'Mobile number',
      'Password',
      'Where you are logged in',
      'Notifications',
      'Your data',
    ]);
  });

  it('Name: checks the rule, sends PATCH, shows the spinner, then the toast and the new name', async () => {
    answers['PATCH /v1/user/account'] = ok({ ...USER, full_name: 'Ana María Parent' }, 'Saved.');
    const { container, store } = await show();
    const name = section(container, 'Name');
    await type(name, 'Full name', ' ');
    await press(name, 'Save name');
    expect(errorOf(input(name, 'Full name'))).toBe('Full name is required.');
    expect(bodiesOf('PATCH /v1/user/account')).toEqual([]);

    await type(name, 'Full name', 'Ana María Parent');
    await pressAndWait(name, 'Save name', 'PATCH /v1/user/account');
    expect(bodiesOf('PATCH /v1/user/account')).toEqual([{ full_name: 'Ana María Parent' }]);
    expect(store.toast.text).toBe('Saved.');
    expect(store.toast.isError).toBe(false);
    expect(store.auth.user?.full_name).toBe('Ana María Parent');
  });

  it('Email: a wrong password stays under its field, what was typed stays; then the link is sent', async () => {
    answers['POST /v1/user/account/email'] = [
      fieldError('password', 'That password is not right.'),
      ok(undefined, ''),
    ];
    const { container, store } = await show();
    const email = section(container, 'Email');
    expect(text(email)).toContain('Your login email is ana@example.com.');
    await type(email, 'New email', 'ana.new@example.com');
    await type(email, 'Password', 'wrong-one1');
    await pressAndWait(email, 'Change email', 'POST /v1/user/account/email');
    expect(errorOf(input(email, 'Password'))).toBe('That password is not right.');
    expect(input(email, 'New email').value).toBe('ana.new@example.com');
    expect(input(email, 'Password').value).toBe('wrong-one1');
    expect(store.toast.isError).toBe(true);

    await type(email, 'Password', 'sunshine42');
    await press(email, 'Change email');
    await until(() => Boolean(email.querySelector('.ftc-notice')));
    expect(bodiesOf('POST /v1/user/account/email')).toEqual([
      { email: 'ana.new@example.com', password: 'wrong-one1' },
      { email: 'ana.new@example.com', password: 'sunshine42' },
    ]);
    const said =
      'We sent a link to ana.new@example.com. Your login stays ana@example.com until you open it.';
    expect(text(email.querySelector('.ftc-notice'))).toBe(said);
    expect(store.toast.text).toBe(said);
    expect(store.auth.user?.email).toBe('ana@example.com');
  });

  it('Mobile: a code goes to the new number, and the number changes once it is verified', async () => {
    answers['POST /v1/user/account/mobile'] = ok(undefined, 'We sent a code.');
    answers['POST /v1/user/account/mobile/verify'] = [
      fieldError('otp', 'That code is not right.'),
      ok(undefined, ''),
    ];
    const { container, store } = await show();
    const mobile = section(container, 'Mobile number');
    expect(text(mobile)).toContain('Your number is +1 2015550123.');
    await type(mobile, 'Country code', '44');
    await type(mobile, 'New mobile number', '7700 900123');
    await press(mobile, 'Send a code');
    expect(errorOf(input(mobile, 'Password'))).toBe('Password is required.');
    await type(mobile, 'Password', 'sunshine42');
    await pressAndWait(mobile, 'Send a code', 'POST /v1/user/account/mobile');
    expect(bodiesOf('POST /v1/user/account/mobile')).toEqual([
      { country_code: '+44', mobile: '7700900123', password: 'sunshine42' },
    ]);
    expect(input(mobile, 'Code from the text message')).toBeTruthy();
    expect(store.toast.text).toBe('We sent a code.');

    // "Use another number" comes back with the number as typed.
    await press(mobile, 'Use another number');
    expect(input(mobile, 'New mobile number').value).toBe('7700900123');
    expect(input(mobile, 'Country code').value).toBe('+44');
    await type(mobile, 'Password', 'sunshine42');
    await press(mobile, 'Send a code');
    await until(() => bodiesOf('POST /v1/user/account/mobile').length === 2);
    await until(() => Boolean(mobile.querySelector('.ftc-otp__input')));

    const code = input(mobile, 'Code from the text message');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await type(mobile, 'Code from the text message', '12 34 56');
    expect(code.value).toBe('123456');
    await pressAndWait(mobile, 'Verify', 'POST /v1/user/account/mobile/verify');
    expect(errorOf(input(mobile, 'Code from the text message'))).toBe('That code is not right.');
    await press(mobile, 'Verify');
    await until(() => store.auth.user?.mobile === '7700900123');
    expect(bodiesOf('POST /v1/user/account/mobile/verify')).toEqual([
      { otp: '123456' },
      { otp: '123456' },
    ]);
    expect(store.auth.user?.country_code).toBe('+44');
    expect(store.toast.text).toBe('Your number is now +44 7700900123.');
    expect(text(mobile)).toContain('Your number is +44 7700900123.');
    // Back to an empty form for the next change.
    expect(input(mobile, 'New mobile number').value).toBe('');
  });

  it("Password: the answer is this device's new session, kept like a login's", async () => {
    answers['POST /v1/user/reset-password'] = [
      fieldError('current_password', 'Your current password is not right.'),
      ok({ token: 't2', refresh_token: 'r2' }, 'Password changed.'),
    ];
    const { container, store } = await show();
    const password = section(container, 'Password');
    await type(password, 'Current password', 'old-one1');
    await type(password, 'New password', 'short');
    await press(password, 'Change password');
    expect(errorOf(input(password, 'New password'))).toBe(
      'Use at least 8 characters, with at least one letter and one number.',
    );
    await type(password, 'New password', 'brand-new-42');
    await pressAndWait(password, 'Change password', 'POST /v1/user/reset-password');
    expect(errorOf(input(password, 'Current password'))).toBe(
      'Your current password is not right.',
    );
    expect(store.auth.token).toBe('t1');
    await press(password, 'Change password');
    await until(() => store.toast.text === 'Password changed.');
    expect(store.auth.refresh_token).toBe('r2');
    // Every other session ended: the list on the page is asked for again.
    await until(() => bodiesOf('GET /v1/user/sessions').length === 2);
    expect(store.auth.isLoggedIn).toBe(true);
    expect(store.toast.text).toBe('Password changed.');
    expect(bodiesOf('POST /v1/user/reset-password')).toEqual([
      { current_password: 'old-one1', password: 'brand-new-42' },
      { current_password: 'old-one1', password: 'brand-new-42' },
    ]);
    expect(input(password, 'New password').value).toBe('');
  });

  it('Sessions: devices in words, this device, End one, End all other sessions', async () => {
    answers['DELETE /v1/user/sessions/s2'] = ok(undefined, '');
    answers['POST /v1/user/sessions/end-others'] = ok(undefined, 'Logged out elsewhere.');
    const { container, store } = await show();
    const sessions = section(container, 'Where you are logged in');
    await until(() => sessions.querySelectorAll('li').length === 3);
    const rows = Array.from(sessions.querySelectorAll('li'), (row) => text(row));
    expect(rows[0]).toBe(
      'Chrome on Android This device Logged in May 1, 2027, 10:00 AM · last used May 3, 2027, 9:30 AM',
    );
    expect(sessions.querySelectorAll('li')[0]?.querySelector('button')).toBeNull();
    await pressAndWait(
      sessions,
      'End the session on Safari on iPhone',
      'DELETE /v1/user/sessions/s2',
    );
    expect(store.toast.text).toBe('That session is ended.');
    expect(sessions.querySelectorAll('li').length).toBe(2);
    await pressAndWait(sessions, 'End all other sessions', 'POST /v1/user/sessions/end-others');
    expect(store.toast.text).toBe('Logged out elsewhere.');
    expect(Array.from(sessions.querySelectorAll('li strong'), (s) => text(s))).toEqual([
      'Chrome on Android',
    ]);
    expect(text(sessions)).toContain('No other sessions.');
  });

  it('Notifications: the kinds as boxes, the always-sent note, and PUT on Save', async () => {
    answers['PUT /v1/user/notification-settings'] = [
      { status: 400, body: { success: false, message: 'Something is off.' } },
      ok({ ...SETTINGS, email: { ...SETTINGS.email, tips: false } }, ''),
    ];
    const { container, store } = await show();
    const notifications = section(container, 'Notifications');
    await until(() => notifications.querySelectorAll('input[type="checkbox"]').length === 7);
    expect(text(notifications)).toContain(
      'Receipts, codes, security and legal notices are always sent.',
    );
    const tips = input(notifications, 'Tips and news');
    expect(tips.checked).toBe(true);
    expect(input(notifications, 'Newsletter').checked).toBe(false);
    await act(async () => tips.click());
    await pressAndWait(notifications, 'Save notifications', 'PUT /v1/user/notification-settings');
    expect(text(notifications.querySelector('[role="alert"]'))).toBe('Something is off.');
    expect(input(notifications, 'Tips and news').checked).toBe(false);
    await press(notifications, 'Save notifications');
    await until(() => store.toast.text === 'Your notification settings are saved.');
    expect(bodiesOf('PUT /v1/user/notification-settings')[1]).toEqual({
      ...SETTINGS,
      email: { ...SETTINGS.email, tips: false },
    });
  });

  it('Your data: Export says an email is coming', async () => {
    answers['POST /v1/user/account/export'] = ok({ id: 'x1', status: 'preparing' }, '');
    const { container, store } = await show();
    const data = section(container, 'Your data');
    await pressAndWait(data, 'Export my data', 'POST /v1/user/account/export');
    const said = "We are preparing your data. You'll get an email with a link when it is ready.";
    expect(text(data.querySelector('.ftc-notice'))).toBe(said);
    expect(store.toast.text).toBe(said);
  });

  it('Your data: Delete asks for the password in a confirmation, then logs out and goes home', async () => {
    answers['POST /v1/user/account/delete'] = [
      fieldError('password', 'That password is not right.'),
      ok(undefined, 'Your account is deleted.'),
    ];
    const { container, store, router } = await show();
    const data = section(container, 'Your data');
    await press(data, 'Delete account');
    const dialog = data.querySelector('[role="alertdialog"]') as HTMLElement;
    expect(text(dialog)).toContain('undoes it for 14 days');
    expect(document.activeElement).toBe(input(dialog, 'Password'));
    await press(dialog, 'Keep my account');
    expect(data.querySelector('[role="alertdialog"]')).toBeNull();

    await press(data, 'Delete account');
    const again = data.querySelector('[role="alertdialog"]') as HTMLElement;
    await type(again, 'Password', 'wrong-one1');
    await pressAndWait(again, 'Delete my account', 'POST /v1/user/account/delete');
    expect(errorOf(input(again, 'Password'))).toBe('That password is not right.');
    expect(store.auth.isLoggedIn).toBe(true);
    await type(again, 'Password', 'sunshine42');
    await press(again, 'Delete my account');
    await until(() => store.toast.text === 'Your account is deleted.');
    expect(store.auth.isLoggedIn).toBe(false);
    // Home, not the login page that a logged-out /dashboard path sends to.
    expect(router.state.location.pathname).toBe('/');
    expect(text(container)).toBe('Home');
    expect(bodiesOf('POST /v1/user/account/delete')).toEqual([
      { password: 'wrong-one1' },
      { password: 'sunshine42' },
    ]);
  });

  it('is for logged-in members: logged out, it goes to /login and back', async () => {
    const { router } = await show({ loggedIn: false });
    await until(() => router.state.location.pathname === '/login');
    expect(router.state.location.search).toBe('?next=%2Fdashboard%2Fsettings');
  });

  it('speaks Spanish: headings, field errors and dates', async () => {
    document.documentElement.lang = 'es';
    const { container } = await show();
    expect(text(container.querySelector('h1'))).toBe('Ajustes');
    const name = section(container, 'Nombre');
    await type(name, 'Nombre completo', '');
    await press(name, 'Guardar nombre');
    expect(errorOf(input(name, 'Nombre completo'))).toBe('El nombre completo es obligatorio.');
    const sessions = section(container, 'Dónde has iniciado sesión');
    await until(() => sessions.querySelectorAll('li').length === 3);
    expect(text(sessions.querySelector('li'))).toContain('Este dispositivo');
    expect(text(sessions.querySelector('li'))).toContain('1 may 2027');
    expect(text(section(container, 'Notificaciones'))).toContain(
      'Los recibos, los códigos y los avisos de seguridad y legales se envían siempre.',
    );
  });
});
