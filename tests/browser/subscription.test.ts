/// <reference types="mocha" />
import { expect } from 'chai';
import type { RootStore } from '../../src/stores/root-store';
import '../../widgets/subscription/ftc-subscription';
import { BILLING, PLAN_SUBSCRIPTION, PLANS } from './api-fixtures';
import {
  accessibilityProblems,
  apiRequests,
  byLabel,
  byRole,
  fakeApi,
  recordEvents,
  requestsWhen,
  resetApi,
  scriptApi,
  shadow,
  toastWith,
  typeInto,
  waitFor,
} from './helpers';

function store(): RootStore {
  return (window as unknown as Record<symbol, RootStore>)[
    Symbol.for('ftc-widget-kit.root-store')
  ] as RootStore;
}

async function mountPlans(attributes: Record<string, string> = {}) {
  for (const old of document.querySelectorAll('ftc-subscription')) old.remove();
  store()?.cache.reset();
  const element = document.createElement('ftc-subscription');
  element.setAttribute('api-base', await fakeApi());
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = shadow(
    await waitFor(() => element.shadowRoot && element, { message: 'the shadow root' }),
  );
  await waitFor(() => root.querySelector('.ftc-plan:not(.ftc-plan--placeholder)'), {
    message: 'the plans',
  });
  return { element, root };
}

const cards = (root: ShadowRoot) =>
  Array.from(root.querySelectorAll('.ftc-plan'), (card) => ({
    name: card.querySelector('h3')?.textContent,
    price: card.querySelector('.ftc-plan__price')?.textContent?.replace(/\s+/g, ' ').trim(),
  }));

describe('<ftc-subscription>', () => {
  beforeEach(async () => {
    await resetApi();
    await store()?.auth.purge();
    sessionStorage.clear();
    await scriptApi('GET /v1/user/subscription-plans', {
      status: 200,
      body: { success: true, message: '', results: PLANS },
    });
  });

  it('lists the plans with prices in their currency, monthly first, and switches to yearly', async () => {
    const { element, root } = await mountPlans();
    expect(cards(root)).to.deep.equal([
      { name: 'Family Basic', price: '$14.99 per month' },
      { name: 'Family Plus', price: '$25.99 per month' },
    ]);
    expect(byRole(root, 'Choose Family Basic')).to.exist;
    const yearly = Array.from(root.querySelectorAll<HTMLInputElement>('input[type="radio"]')).find(
      (r) => r.value === 'year',
    ) as HTMLInputElement;
    yearly.click();
    await waitFor(() => cards(root)[0]?.name === 'Family Plus Yearly', {
      message: 'the yearly plans',
    });
    expect(cards(root)).to.deep.equal([{ name: 'Family Plus Yearly', price: '$259.90 per year' }]);
    expect(await accessibilityProblems(element)).to.deep.equal([]);
  });

  it('applies one promo code to the table: discounted prices beside the originals; Remove restores them', async () => {
    await scriptApi('POST /v1/users/add-promocode', {
      status: 200,
      body: {
        success: true,
        message: 'Promo code FAMILY10 applied.',
        results: {
          code: 'FAMILY10',
          discount_percent: 10,
          plans: [{ plan_id: 'family-plus', price: 2339 }],
        },
      },
    });
    await scriptApi('POST /v1/users/remove-promocode', {
      status: 200,
      body: { success: true, message: 'Promo code removed.' },
    });
    const { root } = await mountPlans();
    typeInto(byLabel(root, 'Promo code'), 'family10');
    byRole(root, 'Apply').click();
    await waitFor(() => cards(root)[1]?.price?.includes('$23.39'), {
      message: 'the discounted price',
    });
    expect(cards(root)).to.deep.equal([
      { name: 'Family Basic', price: '$14.99 per month' },
      { name: 'Family Plus', price: 'was $25.99 now $23.39 per month' },
    ]);
    await toastWith('Promo code FAMILY10 applied.');
    byRole(root, 'Remove').click();
    await waitFor(() => cards(root)[1]?.price === '$25.99 per month', {
      message: 'the price restored',
    });
    const requests = await requestsWhen(3);
    expect(requests.slice(1).map((r) => [r.route, r.body])).to.deep.equal([
      ['POST /v1/users/add-promocode', { code: 'family10', type: 'user' }],
      ['POST /v1/users/remove-promocode', { code: 'FAMILY10' }],
    ]);
  });

  it('explains an invalid or expired code under the field', async () => {
    await scriptApi('POST /v1/users/add-promocode', {
      status: 400,
      body: { success: false, message: 'This promo code has expired.' },
    });
    const { root, element } = await mountPlans();
    typeInto(byLabel(root, 'Promo code'), 'OLD15');
    byRole(root, 'Apply').click();
    await waitFor(
      () => root.querySelector('.ftc-error')?.textContent === 'This promo code has expired.',
      { message: 'the message' },
    );
    expect(byLabel(root, 'Promo code').getAttribute('aria-invalid')).to.equal('true');
    expect(await accessibilityProblems(element)).to.deep.equal([]);
  });

  it('asks a visitor who is not logged in to log in or sign up, fires ftc-auth-required, and keeps the plan', async () => {
    const heard = recordEvents('ftc-auth-required');
    const { root } = await mountPlans({
      'login-href': '/login?next=plans',
      'signup-href': '/signup',
    });
    byRole(root, 'Choose Family Plus').click();
    await waitFor(() => root.querySelector('.ftc-banner'), { message: 'the prompt' });
    expect(root.querySelector('.ftc-banner')?.textContent).to.contain(
      'To choose Family Plus, log in or create an account.',
    );
    expect(byRole(root, 'Log in').getAttribute('href')).to.equal('/login?next=plans');
    expect(byRole(root, 'Sign up').getAttribute('href')).to.equal('/signup');
    expect(heard.of('ftc-auth-required')[0]?.detail).to.deep.equal({ plan_id: 'family-plus' });
    expect(JSON.parse(sessionStorage.getItem('ftc:pending-plan') ?? 'null')).to.deep.equal({
      plan_id: 'family-plus',
      type: 'user',
    });
    heard.stop();

    // After login, the kept plan is offered first.
    store().auth.startSession({
      user: { full_name: 'Ana Parent', type: 'user', subscription: null },
      token: 'tok',
      refresh_token: 'ref',
    });
    await waitFor(() => root.textContent?.includes('You chose Family Plus before logging in.'), {
      message: 'the kept plan',
    });
  });

  it('checks out when logged in: buy-subscription with the promo code, ftc-checkout, then the checkout page', async () => {
    store().auth.startSession({
      user: { full_name: 'Ana Parent', type: 'user', subscription: null },
      token: 'tok',
      refresh_token: 'ref',
    });
    await scriptApi('POST /v1/users/add-promocode', {
      status: 200,
      body: {
        success: true,
        message: 'Applied.',
        results: {
          code: 'WELCOME20',
          discount_percent: 20,
          plans: [{ plan_id: 'family-basic', price: 1199 }],
        },
      },
    });
    await scriptApi('POST /v1/user/buy-subscription', {
      status: 200,
      body: {
        success: true,
        message: 'Checkout created.',
        results: { order_id: 'ord_1', checkout_url: '#checkout-ord_1' },
      },
    });
    const heard = recordEvents('ftc-checkout');
    const { root } = await mountPlans();
    typeInto(byLabel(root, 'Promo code'), 'WELCOME20');
    byRole(root, 'Apply').click();
    await waitFor(() => cards(root)[0]?.price?.includes('$11.99'), { message: 'the discount' });
    byRole(root, 'Choose Family Basic').click();
    await waitFor(() => location.hash === '#checkout-ord_1', { message: 'the checkout page' });
    const buy = (await requestsWhen(3)).find((r) => r.route === 'POST /v1/user/buy-subscription');
    expect(buy?.body).to.deep.equal({ plan_id: 'family-basic', promo_code: 'WELCOME20' });
    expect(buy?.authorization).to.equal('Bearer tok');
    expect(heard.of('ftc-checkout')[0]?.detail).to.deep.equal({
      plan_id: 'family-basic',
      checkout_url: '#checkout-ord_1',
    });
    heard.stop();
    history.replaceState(null, '', location.pathname);
  });

  it('shows an error with a way to try again, and an empty table kindly', async () => {
    await scriptApi(
      'GET /v1/service-provider/subscription-plans',
      { status: 500, body: { success: false, message: 'Something went wrong on our side.' } },
      { status: 200, body: { success: true, message: '', results: [] } },
    );
    for (const old of document.querySelectorAll('ftc-subscription')) old.remove();
    store()?.cache.reset();
    const element = document.createElement('ftc-subscription');
    element.setAttribute('api-base', await fakeApi());
    element.setAttribute('type', 'service_provider');
    document.body.append(element);
    const root = shadow(
      await waitFor(() => element.shadowRoot?.querySelector('[role="alert"]') && element, {
        message: 'the error',
      }),
    );
    expect(root.textContent).to.contain(
      'We could not load the plans: Something went wrong on our side.',
    );
    byRole(root, 'Try again').click();
    await waitFor(
      () => root.textContent?.includes('There are no plans to choose from right now.'),
      { message: 'the empty state' },
    );
  });
});

describe('<ftc-subscription lang="es">', () => {
  beforeEach(async () => {
    await resetApi();
    await store()?.auth.purge();
    sessionStorage.clear();
    await scriptApi('GET /v1/user/subscription-plans', {
      status: 200,
      body: { success: true, message: '', results: PLANS },
    });
  });
  afterEach(() => {
    for (const old of document.querySelectorAll('ftc-subscription')) old.remove();
  });

  it('shows Spanish labels and prices formatted for es, and follows a change of lang at once', async () => {
    const { element, root } = await mountPlans({ lang: 'es' });
    // Plan names come from the server as they are; the words around them are Spanish.
    byRole(root, 'Elegir Family Plus');
    expect(byLabel(root, 'Código promocional')).to.be.instanceOf(HTMLInputElement);
    byRole(root, 'Aplicar');
    expect(root.querySelector('legend')?.textContent).to.equal('Periodo de facturación');
    expect(cards(root)).to.deep.equal([
      { name: 'Family Basic', price: '$14.99 al mes' },
      { name: 'Family Plus', price: '$25.99 al mes' },
    ]);
    // The client's own rule, in Spanish.
    byRole(root, 'Aplicar').click();
    await waitFor(
      () => root.querySelector('.ftc-error')?.textContent === 'Ingresa un código promocional.',
      { message: 'the Spanish message' },
    );
    element.setAttribute('lang', 'en');
    await waitFor(() => cards(root)[1]?.price === '$25.99 per month', { message: 'English again' });
    byRole(root, 'Choose Family Plus');
  });

  it('follows <html lang="es"> when it has no lang of its own', async () => {
    document.documentElement.lang = 'es';
    try {
      const { root } = await mountPlans();
      byRole(root, 'Elegir Family Basic');
      expect(cards(root)[0]?.price).to.equal('$14.99 al mes');
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});

// interface §9 "Elements and site": a member with a plan manages it here.
const MEMBER = {
  full_name: 'Ana Parent',
  type: 'user',
  subscription: {
    plan_id: 'family-plus',
    plan_name: 'Family Plus',
    interval: 'month',
    status: 'active',
    current_period_end: PLAN_SUBSCRIPTION.current_period_end,
    auto_renew: true,
  },
} as const;

const ok = (results: unknown, message = '') => ({
  status: 200,
  body: { success: true, message, results },
});

async function mountMember(
  subscription: Record<string, unknown> = PLAN_SUBSCRIPTION,
  attributes: Record<string, string> = {},
) {
  await scriptApi('GET /v1/user/billing', ok({ ...BILLING, subscription }));
  store().auth.startSession({ user: MEMBER, token: 'tok', refresh_token: 'ref' });
  for (const old of document.querySelectorAll('ftc-subscription')) old.remove();
  store()?.cache.reset();
  const element = document.createElement('ftc-subscription');
  element.setAttribute('api-base', await fakeApi());
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = shadow(
    await waitFor(() => element.shadowRoot && element, { message: 'the shadow root' }),
  );
  await waitFor(() => root.querySelector('.ftc-billing__summary'), {
    message: "the member's plan",
  });
  return { element, root };
}

const summary = (root: ShadowRoot) =>
  root.querySelector('.ftc-billing__summary')?.textContent?.replace(/\s+/g, ' ').trim();
const focused = (root: ShadowRoot) => (root.activeElement as HTMLElement | null)?.textContent;
const posts = async () =>
  (await apiRequests()).filter((request) => request.route.startsWith('POST '));

describe('<ftc-subscription> for a member with a plan', () => {
  beforeEach(async () => {
    await resetApi();
    await store()?.auth.purge();
    sessionStorage.clear();
    await scriptApi('GET /v1/user/subscription-plans', ok(PLANS));
  });
  afterEach(() => {
    for (const old of document.querySelectorAll('ftc-subscription')) old.remove();
  });

  it('shows the plan and its renewal date, and cancels in two clicks: a confirmation naming the end date, then one request', async () => {
    const cancelled = {
      ...PLAN_SUBSCRIPTION,
      auto_renew: false,
      cancel_at: PLAN_SUBSCRIPTION.current_period_end,
    };
    await scriptApi('POST /v1/user/subscription/cancel', {
      ...ok(cancelled, 'Your plan is cancelled. It stays active until June 3, 2027.'),
      delayMs: 150,
    });
    const heard = recordEvents('ftc-subscription-cancelled');
    const { element, root } = await mountMember();
    expect(summary(root)).to.equal('Family Plus · renews on June 3, 2027 · $25.99 per month');
    expect(await accessibilityProblems(element)).to.deep.equal([]);

    byRole(root, 'Cancel plan').click();
    const dialog = await waitFor(() => root.querySelector('[role="alertdialog"]'), {
      message: 'the confirmation',
    });
    const title = root.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).to.equal('Cancel Family Plus?');
    expect(
      root.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
    ).to.contain('Your plan stays active until June 3, 2027.');
    await waitFor(() => focused(root) === 'Keep plan', { message: 'focus on Keep plan' });
    expect(await accessibilityProblems(element)).to.deep.equal([]);

    const confirm = byRole(dialog, 'Cancel plan');
    confirm.click();
    await waitFor(() => confirm.getAttribute('aria-disabled') === 'true', { message: 'busy' });
    confirm.click(); // a second press while the call is in flight sends nothing more
    await waitFor(() => summary(root)?.startsWith('Family Plus · ends on June 3, 2027'), {
      message: 'the end date',
    });
    expect(root.querySelector('[part~="notice"]')?.textContent).to.contain('Ends on June 3, 2027.');
    await waitFor(() => focused(root) === 'Resume plan', { message: 'focus on Resume plan' });
    expect(root.querySelector('[role="alertdialog"]')).to.equal(null);
    expect((await posts()).map((r) => [r.route, r.body, r.authorization])).to.deep.equal([
      ['POST /v1/user/subscription/cancel', {}, 'Bearer tok'],
    ]);
    expect(heard.of('ftc-subscription-cancelled').map((e) => e.detail)).to.deep.equal([
      { plan_id: 'family-plus', cancel_at: '2027-06-03T12:00:00.000Z' },
    ]);
    heard.stop();
    await toastWith('Your plan is cancelled. It stays active until June 3, 2027.');
    // The session's user says so too (the dashboard reads it).
    expect(store().auth.user?.subscription?.auto_renew).to.equal(false);
  });

  it('Keep plan and Escape close the confirmation, send nothing and give focus back', async () => {
    const { root } = await mountMember();
    byRole(root, 'Cancel plan').click();
    await waitFor(() => focused(root) === 'Keep plan', { message: 'focus on Keep plan' });
    byRole(root, 'Keep plan').click();
    await waitFor(() => !root.querySelector('[role="alertdialog"]'), { message: 'closed' });
    await waitFor(() => focused(root) === 'Cancel plan', { message: 'focus back' });

    byRole(root, 'Cancel plan').click();
    const dialog = await waitFor(() => root.querySelector('[role="alertdialog"]'), {
      message: 'open again',
    });
    await waitFor(() => focused(root) === 'Keep plan', { message: 'focus on Keep plan' });
    (root.activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    await waitFor(() => !dialog.isConnected, { message: 'Escape closes' });
    await waitFor(() => focused(root) === 'Cancel plan', { message: 'focus back' });
    expect(await posts()).to.deep.equal([]);
  });

  it('resumes a cancelled plan', async () => {
    const cancelled = {
      ...PLAN_SUBSCRIPTION,
      auto_renew: false,
      cancel_at: PLAN_SUBSCRIPTION.current_period_end,
    };
    await scriptApi(
      'POST /v1/user/subscription/resume',
      ok(PLAN_SUBSCRIPTION, 'Your plan renews again.'),
    );
    const { root } = await mountMember(cancelled);
    expect(summary(root)).to.equal('Family Plus · ends on June 3, 2027 · $25.99 per month');
    expect(() => byRole(root, 'Change plan')).to.throw();
    byRole(root, 'Resume plan').click();
    await waitFor(() => summary(root)?.startsWith('Family Plus · renews on June 3, 2027'), {
      message: 'renewing again',
    });
    await waitFor(() => focused(root) === 'Cancel plan', { message: 'focus on Cancel plan' });
    await toastWith('Your plan renews again.');
    expect((await posts()).map((r) => r.route)).to.deep.equal([
      'POST /v1/user/subscription/resume',
    ]);
  });

  it('changes to a cheaper plan at the period end, and shows the schedule', async () => {
    await scriptApi(
      'POST /v1/user/subscription/change',
      ok({ ...PLAN_SUBSCRIPTION, scheduled_plan_id: 'family-basic' }),
    );
    const { element, root } = await mountMember();
    const toggle = byRole(root, 'Change plan');
    toggle.click();
    await waitFor(() => root.querySelector('[part~="current"]'), { message: 'the plans' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(root.querySelector('[part~="current"]')?.textContent).to.contain('Your current plan');
    expect(await accessibilityProblems(element)).to.deep.equal([]);
    byRole(root, 'Switch to Family Basic').click();
    await waitFor(
      () =>
        root.querySelector('[part~="notice"]')?.textContent ===
        'Changes to Family Basic on June 3, 2027',
      { message: 'the schedule' },
    );
    await toastWith('Your plan changes to Family Basic on June 3, 2027. Nothing is charged now.');
    expect((await posts()).map((r) => [r.route, r.body])).to.deep.equal([
      ['POST /v1/user/subscription/change', { plan_id: 'family-basic' }],
    ]);
  });

  it('changes to a dearer plan through the checkout of the prorated order', async () => {
    await scriptApi(
      'POST /v1/user/subscription/change',
      ok({ order_id: 'ord_9', checkout_url: '#checkout-ord_9' }),
    );
    const heard = recordEvents('ftc-checkout');
    const { root } = await mountMember();
    byRole(root, 'Change plan').click();
    (
      await waitFor(
        () =>
          root.querySelector('[part~="current"]') && byRole(root, 'Switch to Family Plus Yearly'),
        { message: 'the plans' },
      )
    ).click();
    await waitFor(() => location.hash === '#checkout-ord_9', { message: 'the checkout page' });
    expect(heard.of('ftc-checkout')[0]?.detail).to.deep.equal({
      plan_id: 'family-plus-year',
      checkout_url: '#checkout-ord_9',
    });
    heard.stop();
    history.replaceState(null, '', location.pathname);
  });

  it('says what went wrong: a refused cancel stays in the confirmation; a plan that cannot load offers to try again', async () => {
    await scriptApi('POST /v1/user/subscription/cancel', {
      status: 409,
      body: { success: false, message: 'This plan has already ended.' },
    });
    const { root } = await mountMember();
    byRole(root, 'Cancel plan').click();
    const dialog = await waitFor(() => root.querySelector('[role="alertdialog"]'), {
      message: 'the confirmation',
    });
    byRole(dialog, 'Cancel plan').click();
    await waitFor(
      () => dialog.querySelector('[role="alert"]')?.textContent === 'This plan has already ended.',
      { message: 'the reason' },
    );
    await toastWith('This plan has already ended.');

    await resetApi();
    await scriptApi(
      'GET /v1/user/billing',
      { status: 500, body: { success: false, message: 'Something went wrong on our side.' } },
      ok(BILLING),
    );
    store().cache.reset();
    await waitFor(
      () =>
        root
          .querySelector('[role="alert"]')
          ?.textContent?.includes('We could not load your plan: Something went wrong on our side.'),
      { message: 'the error' },
    );
    byRole(root, 'Try again').click();
    await waitFor(() => summary(root)?.startsWith('Family Plus · renews on'), {
      message: 'the plan again',
    });
  });

  it('shows a failed payment with Update card, which opens the card page', async () => {
    await scriptApi('POST /v1/user/billing/payment-method', ok({ url: '#card-page' }));
    const { root } = await mountMember({ ...PLAN_SUBSCRIPTION, status: 'past_due' });
    expect(root.querySelector('[part~="notice"]')?.textContent).to.contain(
      'Payment failed — update your card',
    );
    byRole(root, 'Update card').click();
    await waitFor(() => location.hash === '#card-page', { message: 'the card page' });
    history.replaceState(null, '', location.pathname);
  });

  it('shows the plan table to a member whose plan has expired', async () => {
    await scriptApi(
      'GET /v1/user/billing',
      ok({ ...BILLING, subscription: { ...PLAN_SUBSCRIPTION, status: 'expired' } }),
    );
    store().auth.startSession({ user: MEMBER, token: 'tok', refresh_token: 'ref' });
    const { root } = await mountPlans();
    expect(byRole(root, 'Choose Family Basic')).to.exist;
  });

  it('speaks Spanish, with dates and prices through Intl', async () => {
    const { root } = await mountMember(PLAN_SUBSCRIPTION, { lang: 'es' });
    expect(summary(root)).to.equal(
      'Family Plus · se renueva el 3 de junio de 2027 · $25.99 al mes',
    );
    byRole(root, 'Cambiar de plan');
    byRole(root, 'Cancelar plan').click();
    const dialog = await waitFor(() => root.querySelector('[role="alertdialog"]'), {
      message: 'the confirmation',
    });
    expect(dialog.textContent).to.contain('Tu plan sigue activo hasta el 3 de junio de 2027.');
    byRole(root, 'Mantener plan');
  });
});
