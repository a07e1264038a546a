/// <reference types="mocha" />
import { expect } from 'chai';
import '../../widgets/account/ftc-account';
import '../../widgets/login/ftc-login';
import type { RootStore } from '../../src/stores/root-store';
import '../../widgets/signup/ftc-signup';
import { PENDING, SESSION, USER } from './api-fixtures';
import {
  accessibilityProblems,
  apiLanguages,
  apiRequests,
  byLabel,
  byRole,
  check,
  deadApi,
  maybeByLabel,
  mountElement,
  recordEvents,
  requestsWhen,
  resetApi,
  scriptApi,
  shadow,
  toastWith,
  typeInto,
  waitFor,
} from './helpers';

const persisted = () => JSON.parse(localStorage.getItem('persist:root') ?? 'null');

function store(): RootStore {
  return (window as unknown as Record<symbol, RootStore>)[
    Symbol.for('ftc-widget-kit.root-store')
  ] as RootStore;
}

async function logOutEverywhere() {
  await store()?.auth.purge();
  sessionStorage.clear();
}

async function submitLogin(root: ShadowRoot, identifier: string, password: string) {
  typeInto(byLabel(root, 'Email or mobile number'), identifier);
  typeInto(byLabel(root, 'Password'), password);
  byRole(root, 'Log in').click();
}

describe('<ftc-login>', () => {
  beforeEach(async () => {
    await resetApi();
    await logOutEverywhere();
  });

  it('names its fields, button and link, and is accessible', async () => {
    const element = await mountElement('ftc-login');
    const root = shadow(element);
    expect(byLabel(root, 'Email or mobile number').autocomplete).to.equal('username');
    expect(byLabel(root, 'Password').type).to.equal('password');
    expect(byRole(root, 'Log in').getAttribute('type')).to.equal('submit');
    expect(byRole(root, 'Forgot password?').getAttribute('href')).to.equal('/forgot-password');
    element.setAttribute('forgot-href', '/help/reset');
    await waitFor(() => byRole(root, 'Forgot password?').getAttribute('href') === '/help/reset', {
      message: 'the new link',
    });
    expect(await accessibilityProblems(element)).to.deep.equal([]);
  });

  it('shows what is missing under each field, focuses the first, and sends nothing', async () => {
    const element = await mountElement('ftc-login');
    const root = shadow(element);
    byRole(root, 'Log in').click();
    await waitFor(() => root.querySelector('.ftc-error'), { message: 'the messages' });
    const errors = Array.from(root.querySelectorAll('.ftc-error'), (e) => e.textContent);
    expect(errors).to.deep.equal(['Enter your email or mobile number.', 'Password is required.']);
    expect(root.activeElement).to.equal(byLabel(root, 'Email or mobile number'));
    expect(byLabel(root, 'Email or mobile number').getAttribute('aria-invalid')).to.equal('true');
    expect(await accessibilityProblems(element)).to.deep.equal([]);
    typeInto(byLabel(root, 'Email or mobile number'), 'ana@example.com');
    await waitFor(() => root.querySelectorAll('.ftc-error').length === 1, {
      message: 'the first message to clear',
    });
    expect(await apiRequests()).to.deep.equal([]);
  });

  it('logs in with a token: payload of spec §3, the session persisted, ftc-login fired', async () => {
    await scriptApi('POST /v1/user/login', {
      status: 200,
      body: { success: true, message: 'Welcome back, Ana!', results: SESSION },
    });
    const heard = recordEvents('ftc-login');
    const element = await mountElement('ftc-login');
    const root = shadow(element);
    await submitLogin(root, ' ana@example.com ', 'sunshine42');
    await waitFor(() => root.textContent?.includes('You are logged in as Ana Parent'), {
      message: 'the logged-in view',
    });
    await waitFor(() => heard.of('ftc-login').length > 0, { message: 'ftc-login' });
    const [request] = await apiRequests();
    expect(request?.body).to.deep.equal({
      email: 'ana@example.com',
      password: 'sunshine42',
      type: 'user',
      login_input: 'ana@example.com',
      device: 'web',
    });
    expect(heard.of('ftc-login')).to.have.length(1);
    expect(heard.of('ftc-login')[0]?.detail).to.deep.equal({ user: USER });
    expect(heard.of('ftc-login')[0]?.composed).to.equal(true);
    await waitFor(() => persisted()?.token === 'access-1', { message: 'the persisted session' });
    expect(persisted()).to.deep.equal({
      isLoggedIn: true,
      user: USER,
      token: 'access-1',
      refresh_token: 'refresh-1',
    });
    expect(sessionStorage.getItem('ftc:refresh_token'))
      .to.be.a('string')
      .and.not.contain('refresh-1');
    heard.stop();
  });

  it('picks the endpoint by type, case-insensitively, and sends the type as given', async () => {
    for (const [type, route] of [
      ['USER', 'POST /v1/user/login'],
      ['service_provider', 'POST /v1/service-provider/login'],
      ['caregiver', 'POST /v1/service-provider/login'],
    ]) {
      await resetApi();
      await scriptApi(route as string, { status: 401, body: { success: false, message: 'No.' } });
      const root = shadow(await mountElement('ftc-login', { type: type as string }));
      await submitLogin(root, '2015550123', 'x');
      const [request] = await requestsWhen(1);
      expect(request?.route, type).to.equal(route);
      expect(request?.body).to.include({ type, email: '', login_input: '2015550123' });
    }
  });

  it('switches to the OTP step for an unverified mobile and fires ftc-otp-required', async () => {
    await scriptApi('POST /v1/user/login', {
      status: 200,
      body: { success: true, message: 'Verify your mobile number to continue.', results: PENDING },
    });
    const heard = recordEvents('ftc-otp-required');
    const element = await mountElement('ftc-login');
    const root = shadow(element);
    await submitLogin(root, 'ana@example.com', 'sunshine42');
    const code = await waitFor(
      () => maybeByLabel(root, 'Verification code') as HTMLInputElement | null,
      { message: 'the OTP step' },
    );
    expect(code.autocomplete).to.equal('one-time-code');
    expect(code.inputMode).to.equal('numeric');
    expect(root.activeElement).to.equal(code);
    expect(root.textContent).to.contain('+1 ••• 0123');
    expect(heard.of('ftc-otp-required')[0]?.detail).to.deep.equal({
      mobile: '2015550123',
      country_code: '+1',
      email: 'ana@example.com',
    });
    expect(byRole(root, 'Verify')).to.exist;
    expect(byRole(root, 'Resend code')).to.exist;
    expect(await accessibilityProblems(element)).to.deep.equal([]);
    await toastWith('Verify your mobile number to continue.');
    heard.stop();
  });

  it('verifies a pasted code on the sixth digit, logs in and leaves the OTP step', async () => {
    await scriptApi('POST /v1/user/login', {
      status: 200,
      body: { success: true, message: '', results: PENDING },
    });
    await scriptApi('POST /v1/user/verify-mobile', {
      status: 200,
      body: { success: true, message: 'Your mobile number is verified.', results: SESSION },
    });
    const heard = recordEvents('ftc-login');
    const root = shadow(await mountElement('ftc-login'));
    await submitLogin(root, 'ana@example.com', 'sunshine42');
    const code = await waitFor(
      () => maybeByLabel(root, 'Verification code') as HTMLInputElement | null,
      { message: 'the OTP step' },
    );
    typeInto(code, '123 456');
    await waitFor(() => root.textContent?.includes('You are logged in as Ana Parent'), {
      message: 'the logged-in view',
    });
    const verify = (await apiRequests()).find((r) => r.route === 'POST /v1/user/verify-mobile');
    expect(verify?.body).to.deep.equal({
      mobile: '2015550123',
      email: 'ana@example.com',
      country_code: '+1',
      otp: '123456',
      type: 'user',
    });
    expect(heard.of('ftc-login')[0]?.detail).to.deep.equal({ user: USER });
    expect(maybeByLabel(root, 'Verification code')).to.equal(null);
    await toastWith('Your mobile number is verified.');
    heard.stop();
  });

  it('two on a page: only the one used asks for the code; both show the session once verified', async () => {
    await scriptApi('POST /v1/user/login', {
      status: 200,
      body: { success: true, message: '', results: PENDING },
    });
    await scriptApi('POST /v1/user/verify-mobile', {
      status: 200,
      body: { success: true, message: '', results: SESSION },
    });
    const first = await mountElement('ftc-login');
    const second = document.createElement('ftc-login');
    second.setAttribute('api-base', first.getAttribute('api-base') ?? '');
    const ready = new Promise((resolve) => second.addEventListener('ftc-ready', resolve));
    document.body.append(second);
    await ready;
    await submitLogin(shadow(first), 'ana@example.com', 'sunshine42');
    const code = await waitFor(
      () => maybeByLabel(shadow(first), 'Verification code') as HTMLInputElement | null,
      { message: 'the OTP step' },
    );
    expect(maybeByLabel(shadow(second), 'Verification code')).to.equal(null);
    expect(maybeByLabel(shadow(second), 'Email or mobile number')).to.exist;
    typeInto(code, '123456');
    for (const element of [first, second]) {
      await waitFor(
        () => shadow(element).textContent?.includes('You are logged in as Ana Parent'),
        { message: 'the logged-in view in both' },
      );
    }
    second.remove();
  });

  it('clears and refocuses a wrong code, shows the message, and stays logged out', async () => {
    await scriptApi('POST /v1/user/login', {
      status: 200,
      body: { success: true, message: '', results: PENDING },
    });
    await scriptApi('POST /v1/user/verify-mobile', {
      status: 400,
      body: { success: false, message: 'That code is not right. 4 tries left.' },
    });
    const root = shadow(await mountElement('ftc-login'));
    await submitLogin(root, 'ana@example.com', 'sunshine42');
    const code = await waitFor(
      () => maybeByLabel(root, 'Verification code') as HTMLInputElement | null,
      { message: 'the OTP step' },
    );
    typeInto(code, '000000');
    const toast = await toastWith('That code is not right. 4 tries left.');
    expect(toast.role).to.equal('alert');
    await waitFor(() => code.value === '', { message: 'the code to clear' });
    expect(root.activeElement).to.equal(code);
    expect(store().auth.isLoggedIn).to.equal(false);
  });

  it('resends the code, shows the server message, and counts down before the next', async () => {
    // Make the countdown's one-second ticks instant for this test.
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      realSetTimeout(handler, delay === 1000 ? 1 : delay, ...rest)) as typeof window.setTimeout;
    try {
      await scriptApi('POST /v1/user/login', {
        status: 200,
        body: { success: true, message: '', results: PENDING },
      });
      await scriptApi('POST /v1/user/resend-otp', {
        status: 200,
        body: { success: true, message: 'We sent a new code to +1 ••• 0123.' },
      });
      const root = shadow(await mountElement('ftc-login'));
      await submitLogin(root, 'ana@example.com', 'sunshine42');
      const resend = await waitFor(() => root.querySelector<HTMLElement>('[part="resend"]'), {
        message: 'the resend button',
      });
      await waitFor(() => resend.getAttribute('aria-disabled') === null, {
        message: 'the countdown to end',
      });
      resend.click();
      await toastWith('We sent a new code to +1 ••• 0123.');
      const sent = (await apiRequests()).filter((r) => r.route === 'POST /v1/user/resend-otp');
      expect(sent.map((r) => r.body)).to.deep.equal([{ mobile: '2015550123', country_code: '+1' }]);
    } finally {
      window.setTimeout = realSetTimeout;
    }
  });

  it("shows the server's message on a failed login, and keeps what was typed", async () => {
    await scriptApi('POST /v1/user/login', {
      status: 401,
      body: { success: false, message: 'The email or mobile number and password do not match.' },
    });
    const root = shadow(await mountElement('ftc-login'));
    await submitLogin(root, 'ana@example.com', 'wrong');
    const toast = await toastWith('The email or mobile number and password do not match.');
    expect(toast.role).to.equal('alert');
    expect(byLabel(root, 'Email or mobile number').value).to.equal('ana@example.com');
    expect(store().auth.isLoggedIn).to.equal(false);
  });

  it('shows success:false answers and network failures as error toasts', async () => {
    await scriptApi('POST /v1/user/login', {
      status: 200,
      body: { success: false, message: 'Your account is paused.' },
    });
    const element = await mountElement('ftc-login');
    const root = shadow(element);
    await submitLogin(root, 'ana@example.com', 'x');
    await toastWith('Your account is paused.');
    // Read at the request (src/lib/custom-element.tsx): a base set just before a click counts.
    element.setAttribute('api-base', await deadApi());
    byRole(root, 'Log in').click();
    await toastWith('We could not reach the server. Check your connection and try again.');
  });
});

describe('<ftc-signup>', () => {
  beforeEach(async () => {
    await resetApi();
    await logOutEverywhere();
  });

  async function fill(root: ShadowRoot, overrides: Record<string, string> = {}) {
    const values = {
      'Full name': 'Ana Parent',
      Email: 'Ana@Example.com',
      Password: 'sunshine42',
      'Mobile number': '(201) 555-0123',
      ...overrides,
    };
    for (const [label, value] of Object.entries(values)) typeInto(byLabel(root, label), value);
    const country = byLabel<HTMLSelectElement>(root, 'Country code');
    if (country.value !== 'US') {
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
      setter?.call(country, 'US');
      country.dispatchEvent(new Event('change', { bubbles: true }));
    }
    check(root.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement);
  }

  it('shows the choice of Parent or Caregiver first, and is accessible', async () => {
    const element = await mountElement('ftc-signup');
    const root = shadow(element);
    expect(byRole(root, 'Parent', true)).to.exist;
    expect(byRole(root, 'Caregiver', true)).to.exist;
    expect(await accessibilityProblems(element)).to.deep.equal([]);
    byRole(root, 'Caregiver', true).click();
    await waitFor(() => maybeByLabel(root, 'Full name'), { message: 'the form' });
    for (const label of ['Full name', 'Email', 'Password', 'Country code', 'Mobile number']) {
      expect(byLabel(root, label), label).to.exist;
    }
    expect(root.textContent).to.contain('At least 8 characters, with a letter and a number.');
    expect(await accessibilityProblems(element)).to.deep.equal([]);
  });

  it('skips the choice with account-type', async () => {
    const root = shadow(await mountElement('ftc-signup', { 'account-type': 'parent' }));
    expect(maybeByLabel(root, 'Full name')).to.exist;
    expect(root.textContent).to.contain('Sign up as a parent');
  });

  it('shows a message under each invalid field, and clears each when it becomes valid', async () => {
    const element = await mountElement('ftc-signup', { 'account-type': 'parent' });
    const root = shadow(element);
    byRole(root, 'Sign up').click();
    await waitFor(() => root.querySelector('.ftc-error'), { message: 'the messages' });
    const messages = Array.from(root.querySelectorAll('.ftc-error'), (e) => e.textContent);
    expect(messages).to.deep.equal([
      'Full name is required.',
      'Email is required.',
      'Password is required.',
      'Mobile number is required.',
      'Please accept the terms and the privacy policy to continue.',
    ]);
    expect(root.activeElement).to.equal(byLabel(root, 'Full name'));
    expect(await accessibilityProblems(element)).to.deep.equal([]);
    typeInto(byLabel(root, 'Password'), 'short');
    await waitFor(
      () =>
        Array.from(root.querySelectorAll('.ftc-error'), (e) => e.textContent).includes(
          'Use at least 8 characters, with at least one letter and one number.',
        ),
      { message: 'the password rule' },
    );
    typeInto(byLabel(root, 'Mobile number'), '123');
    await waitFor(
      () =>
        Array.from(root.querySelectorAll('.ftc-error'), (e) => e.textContent).includes(
          'Enter a valid mobile number for the country code you chose.',
        ),
      { message: 'the mobile rule' },
    );
    await fill(root);
    await waitFor(() => root.querySelectorAll('.ftc-error').length === 0, {
      message: 'every message to clear',
    });
    expect(await apiRequests()).to.deep.equal([]);
  });

  it('signs up a parent, fires ftc-signup, verifies the code and fires ftc-login', async () => {
    await scriptApi('POST /v1/user/signup', {
      status: 201,
      body: {
        success: true,
        message: 'Your account is created. We sent a code.',
        results: PENDING,
      },
    });
    await scriptApi('POST /v1/user/verify-mobile', {
      status: 200,
      body: { success: true, message: 'Verified.', results: SESSION },
    });
    const heard = recordEvents('ftc-signup', 'ftc-login');
    const root = shadow(await mountElement('ftc-signup'));
    byRole(root, 'Parent', true).click();
    await waitFor(() => maybeByLabel(root, 'Full name'), { message: 'the form' });
    await fill(root);
    byRole(root, 'Sign up').click();
    const toast = await toastWith('Your account is created. We sent a code.');
    expect(toast.role).to.equal('status');
    const [signup] = await apiRequests();
    expect(signup?.body).to.deep.equal({
      full_name: 'Ana Parent',
      email: 'ana@example.com',
      password: 'sunshine42',
      country_code: '+1',
      mobile: '2015550123',
      accept_terms: true,
    });
    expect(heard.of('ftc-signup')[0]?.detail).to.deep.equal({
      account_type: 'parent',
      email: 'ana@example.com',
    });
    const code = await waitFor(
      () => maybeByLabel(root, 'Verification code') as HTMLInputElement | null,
      { message: 'the OTP step' },
    );
    expect(root.activeElement).to.equal(code);
    typeInto(code, '654321');
    await waitFor(() => root.textContent?.includes('Welcome to FTC, Ana!'), {
      message: 'the welcome',
    });
    expect(heard.of('ftc-login')[0]?.detail).to.deep.equal({ user: USER });
    expect(store().auth.isLoggedIn).to.equal(true);
    heard.stop();
  });

  it('signs up a caregiver at the caregiver endpoint and verifies as a caregiver', async () => {
    await scriptApi('POST /v1/service-provider/signup', {
      status: 201,
      body: { success: true, message: 'Created.', results: PENDING },
    });
    await scriptApi('POST /v1/user/verify-mobile', {
      status: 200,
      body: {
        success: true,
        message: 'Verified.',
        results: { ...SESSION, user: { ...USER, type: 'service_provider' } },
      },
    });
    const root = shadow(await mountElement('ftc-signup', { 'account-type': 'caregiver' }));
    await fill(root);
    byRole(root, 'Sign up').click();
    const code = await waitFor(
      () => maybeByLabel(root, 'Verification code') as HTMLInputElement | null,
      { message: 'the OTP step' },
    );
    typeInto(code, '654321');
    await waitFor(() => root.textContent?.includes('Welcome to FTC'), { message: 'the welcome' });
    const routes = (await apiRequests()).map((r) => [r.route, (r.body as { type?: string }).type]);
    expect(routes).to.deep.equal([
      ['POST /v1/service-provider/signup', undefined],
      ['POST /v1/user/verify-mobile', 'service_provider'],
    ]);
  });

  it("shows the server's message and its field errors when it refuses", async () => {
    await scriptApi(
      'POST /v1/user/signup',
      {
        status: 409,
        body: {
          success: false,
          message:
            'An account with this email already exists. Log in instead, or reset your password.',
        },
      },
      {
        status: 400,
        body: {
          success: false,
          message: 'Enter a valid mobile number for the country code you chose.',
          results: {
            errors: [
              {
                field: 'mobile',
                message: 'Enter a valid mobile number for the country code you chose.',
              },
            ],
          },
        },
      },
    );
    const root = shadow(await mountElement('ftc-signup', { 'account-type': 'parent' }));
    await fill(root);
    byRole(root, 'Sign up').click();
    const toast = await toastWith('An account with this email already exists.');
    expect(toast.role).to.equal('alert');
    expect(byLabel(root, 'Email').value).to.equal('Ana@Example.com');
    byRole(root, 'Sign up').click();
    await waitFor(
      () =>
        root.querySelector('.ftc-error')?.textContent ===
        'Enter a valid mobile number for the country code you chose.',
      { message: 'the field error' },
    );
    expect(root.activeElement).to.equal(byLabel(root, 'Mobile number'));
  });
});

describe('<ftc-account>', () => {
  beforeEach(async () => {
    await resetApi();
    await logOutEverywhere();
    history.replaceState(null, '', '/');
  });

  const names = (root: ShadowRoot) =>
    Array.from(root.querySelectorAll('a, button'), (e) => e.textContent?.trim());

  it('logged out: "Log in" and "Sign up" to their hrefs, by page as spec §2 says', async () => {
    const element = await mountElement('ftc-account', {
      'login-href': '/login',
      'signup-href': '/signup',
    });
    const root = shadow(element);
    expect(names(root)).to.deep.equal(['Log in', 'Sign up']);
    expect(byRole(root, 'Log in').getAttribute('href')).to.equal('/login');
    expect(byRole(root, 'Sign up').getAttribute('href')).to.equal('/signup');
    expect(await accessibilityProblems(element)).to.deep.equal([]);

    history.pushState(null, '', '/login');
    await waitFor(() => names(root).join() === 'Sign up', { message: 'only Sign up on /login' });
    history.pushState(null, '', '/signup/parents');
    await waitFor(() => names(root).join() === 'Log in', {
      message: 'only Log in on a sign-up page',
    });
    history.back();
    await waitFor(() => names(root).join() === 'Sign up', { message: 'back on /login' });
    history.replaceState(null, '', '/faq');
    await waitFor(() => names(root).join() === 'Log in,Sign up', { message: 'both elsewhere' });
  });

  it('shows the name at once when <ftc-login> on the same page logs in, and logs out', async () => {
    await scriptApi('POST /v1/user/login', {
      status: 200,
      body: { success: true, message: '', results: SESSION },
    });
    await scriptApi('POST /v1/user/logout', {
      status: 200,
      body: { success: true, message: 'You are logged out.' },
    });
    const account = await mountElement('ftc-account', { 'after-logout': '#logged-out' });
    const login = await mountElement('ftc-login');
    await submitLogin(shadow(login), 'ana@example.com', 'sunshine42');
    const root = shadow(account);
    await waitFor(() => root.textContent?.includes('Ana Parent'), { message: 'the name' });
    expect(await accessibilityProblems(account)).to.deep.equal([]);

    const heard = recordEvents('ftc-logout');
    byRole(root, 'Log out').click();
    await waitFor(() => heard.of('ftc-logout').length === 1, { message: 'ftc-logout' });
    await waitFor(() => names(root).join() === 'Log in,Sign up', {
      message: 'the logged-out view',
    });
    expect(location.hash).to.equal('#logged-out');
    const stored = persisted();
    expect(stored === null || stored.isLoggedIn === false).to.equal(true);
    const logout = (await requestsWhen(2)).find((r) => r.route === 'POST /v1/user/logout');
    expect(logout?.body).to.deep.equal({ refresh_token: 'refresh-1' });
    expect(sessionStorage.getItem('ftc:refresh_token')).to.equal(null);
    heard.stop();
    history.replaceState(null, '', '/');
  });
});

describe('the auth elements in Spanish', () => {
  const pageLang = document.documentElement.getAttribute('lang');
  beforeEach(async () => {
    await resetApi();
    await logOutEverywhere();
  });
  afterEach(() => {
    if (pageLang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', pageLang);
  });

  const errorsOf = (root: ShadowRoot) =>
    Array.from(root.querySelectorAll('.ftc-error'), (e) => e.textContent);

  it('<ftc-login lang="es"> names its fields, button and link in Spanish, and says what is missing', async () => {
    const element = await mountElement('ftc-login', { lang: 'es' });
    const root = shadow(element);
    expect(byLabel(root, 'Correo electrónico o número de móvil').autocomplete).to.equal('username');
    expect(byLabel(root, 'Contraseña').type).to.equal('password');
    expect(byRole(root, 'Mostrar contraseña').textContent).to.equal('Mostrar');
    expect(byRole(root, '¿Olvidaste tu contraseña?')).to.exist;
    byRole(root, 'Iniciar sesión').click();
    await waitFor(() => root.querySelector('.ftc-error'), { message: 'the messages' });
    expect(errorsOf(root)).to.deep.equal([
      'Escribe tu correo electrónico o número de móvil.',
      'La contraseña es obligatoria.',
    ]);
    expect(root.activeElement).to.equal(byLabel(root, 'Correo electrónico o número de móvil'));
    expect(await accessibilityProblems(element)).to.deep.equal([]);

    // Changing `lang` re-renders at once, the messages already shown included.
    element.setAttribute('lang', 'en');
    await waitFor(() => maybeByLabel(root, 'Email or mobile number'), {
      message: 'the English labels',
    });
    expect(errorsOf(root)).to.deep.equal([
      'Enter your email or mobile number.',
      'Password is required.',
    ]);
    expect(byRole(root, 'Log in')).to.exist;
  });

  it('asks the API in Spanish and shows the OTP step in Spanish, plurals included', async () => {
    await scriptApi('POST /v1/user/login', {
      status: 200,
      body: { success: true, message: 'Verifica tu móvil.', results: PENDING },
    });
    const element = await mountElement('ftc-login', { lang: 'es' });
    const root = shadow(element);
    typeInto(byLabel(root, 'Correo electrónico o número de móvil'), 'ana@example.com');
    typeInto(byLabel(root, 'Contraseña'), 'sunshine42');
    byRole(root, 'Iniciar sesión').click();
    const code = await waitFor(
      () => maybeByLabel(root, 'Código de verificación') as HTMLInputElement | null,
      { message: 'the OTP step' },
    );
    expect(root.activeElement).to.equal(code);
    expect(root.textContent).to.contain('Verifica tu número de móvil');
    expect(root.textContent).to.contain(
      'Introduce el código de 6 dígitos que enviamos al +1 ••• 0123.',
    );
    expect(root.textContent).to.match(/Podrás pedir un código nuevo en \d+ segundos\./);
    expect(byRole(root, 'Reenviar código')).to.exist;
    typeInto(code, '12');
    byRole(root, 'Verificar').click();
    await waitFor(
      () => errorsOf(root).includes('Introduce el código de 6 dígitos que te enviamos.'),
      { message: 'the code message' },
    );
    expect(await accessibilityProblems(element)).to.deep.equal([]);
    const languages = await apiLanguages();
    expect(languages).to.deep.equal([{ route: 'POST /v1/user/login', language: 'es' }]);
  });

  it('<ftc-signup> follows <html lang="es">, country names included, and switches back at once', async () => {
    document.documentElement.setAttribute('lang', 'es-MX');
    const element = await mountElement('ftc-signup');
    const root = shadow(element);
    expect(byRole(root, 'Familia', true)).to.exist;
    byRole(root, 'Cuidador(a)', true).click();
    await waitFor(() => maybeByLabel(root, 'Nombre completo'), { message: 'the form' });
    for (const label of [
      'Nombre completo',
      'Correo electrónico',
      'Contraseña',
      'Código de país',
      'Número de móvil',
    ]) {
      expect(byLabel(root, label), label).to.exist;
    }
    const country = byLabel<HTMLSelectElement>(root, 'Código de país');
    expect(Array.from(country.options).find((o) => o.value === 'US')?.textContent).to.equal(
      '+1 Estados Unidos',
    );
    expect(root.textContent).to.contain('Al menos 8 caracteres, con una letra y un número.');
    expect(byRole(root, 'Términos y condiciones')).to.exist;
    byRole(root, 'Registrarme').click();
    await waitFor(() => root.querySelector('.ftc-error'), { message: 'the messages' });
    expect(errorsOf(root)).to.deep.equal([
      'El nombre completo es obligatorio.',
      'El correo electrónico es obligatorio.',
      'La contraseña es obligatoria.',
      'El número de móvil es obligatorio.',
      'Acepta los términos y la política de privacidad para continuar.',
    ]);
    expect(await accessibilityProblems(element)).to.deep.equal([]);

    document.documentElement.setAttribute('lang', 'en');
    await waitFor(() => maybeByLabel(root, 'Full name'), { message: 'the English form' });
    expect(errorsOf(root)[0]).to.equal('Full name is required.');
    expect(byRole(root, 'Sign up')).to.exist;
    expect(await apiRequests()).to.deep.equal([]);
  });

  it('<ftc-account lang="es"> says "Iniciar sesión" and "Registrarse"', async () => {
    history.replaceState(null, '', '/');
    const root = shadow(await mountElement('ftc-account', { lang: 'es' }));
    expect(byRole(root, 'Iniciar sesión').getAttribute('href')).to.equal('/login');
    expect(byRole(root, 'Registrarse').getAttribute('href')).to.equal('/signup');
    expect(root.querySelector('nav')?.getAttribute('aria-label')).to.equal('Cuenta');
  });
});
