/// <reference types="mocha" />
import { expect } from 'chai';
import type { RootStore } from '../../src/stores/root-store';
import '../../widgets/subscription/ftc-subscription';
import { PLANS } from './api-fixtures';
import {
  accessibilityProblems,
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

  it('marks the plan the user already has', async () => {
    store().auth.startSession({
      user: {
        full_name: 'Ana Parent',
        type: 'user',
        subscription: {
          plan_id: 'family-plus',
          plan_name: 'Family Plus',
          interval: 'month',
          status: 'active',
          current_period_end: '2030-01-31T00:00:00.000Z',
          auto_renew: true,
        },
      },
      token: 'tok',
      refresh_token: 'ref',
    });
    const { root } = await mountPlans();
    const plus = Array.from(root.querySelectorAll('.ftc-plan'))[1] as HTMLElement;
    expect(plus.textContent).to.contain('Your current plan');
    expect(plus.querySelector('button')?.getAttribute('aria-disabled')).to.equal('true');
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
      { name: 'Family Basic', price: '14,99 US$ al mes' },
      { name: 'Family Plus', price: '25,99 US$ al mes' },
    ]);
    // The client's own rule, in Spanish.
    byRole(root, 'Aplicar').click();
    await waitFor(
      () => root.querySelector('.ftc-error')?.textContent === 'Introduce un código promocional.',
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
      expect(cards(root)[0]?.price).to.equal('14,99 US$ al mes');
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});
