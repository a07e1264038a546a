/// <reference types="mocha" />
// The registry (widgets/registry.ts) is the public docs of every element: it feeds
// custom-elements.json, the .d.ts files, the README table and the /widgets page. This test
// renders each element in its main states against the fake API and holds the registry to what
// the element really does: every `part` token rendered and every `ftc-*` event fired must be
// listed, and every listed part and event must show up in some state (no phantom docs).
import { expect } from 'chai';
import type { RootStore } from '../../src/stores/root-store';
import { detailKeys } from '../../widgets/element-docs';
import { ELEMENTS } from '../../widgets/registry';
import { CAREGIVER_PAGE_1, CAREGIVER_PAGE_2, NO_CAREGIVERS } from './api-fixtures';
import {
  byLabel,
  byRole,
  check,
  fakeApi,
  maybeByLabel,
  resetApi,
  scriptApi,
  selectOption,
  shadow,
  typeInto,
  waitFor,
} from './helpers';

interface Fired {
  tag: string;
  type: string;
  detail: unknown;
}

const USER = {
  id: 7,
  full_name: 'Ana Parent',
  email: 'ana@example.com',
  mobile: '2015550123',
  country_code: '+1',
  is_mobile_verified: 1 as const,
  type: 'user' as const,
  subscription: null,
};
const SESSION = { token: 'access-1', refresh_token: 'refresh-1', user: USER };
const PENDING = {
  mobile: '2015550123',
  country_code: '+1',
  email: 'ana@example.com',
  is_mobile_verified: 0,
};
const PLAN = {
  description: 'A plan.',
  currency: 'USD',
  features: ['Messaging'],
};
const PLANS = [
  { ...PLAN, id: 'basic', name: 'Basic', price: 1499, interval: 'month' },
  { ...PLAN, id: 'plus', name: 'Plus', price: 2599, interval: 'month' },
  { ...PLAN, id: 'plus-year', name: 'Plus Yearly', price: 25990, interval: 'year' },
];
const FAQS = [
  { id: 1, question: 'How do I sign up?', answer: '<p>Choose <strong>Sign up</strong>.</p>' },
  { id: 2, question: 'Is it free?', answer: '<p>Searching is free.</p>' },
];

const seen = new Map<string, Set<string>>(ELEMENTS.map((element) => [element.tag, new Set()]));
const fired: Fired[] = [];
const observers: MutationObserver[] = [];
const originalDispatch = EventTarget.prototype.dispatchEvent;

function store(): RootStore {
  return (window as unknown as Record<symbol, RootStore>)[
    Symbol.for('ftc-widget-kit.root-store')
  ] as RootStore;
}

/** Every part token on `node` and under it, credited to `tag`. */
function collect(tag: string, node: Node) {
  const parts = seen.get(tag) as Set<string>;
  const elements = node instanceof Element ? [node, ...node.querySelectorAll('[part]')] : [];
  if (node instanceof ShadowRoot) elements.push(...node.querySelectorAll('[part]'));
  for (const element of elements) {
    for (const token of element.getAttribute('part')?.split(/\s+/) ?? []) {
      if (token) parts.add(token);
    }
  }
}

/**
 * Mounts an element and records every part its shadow root ever holds, transient states
 * (loading, busy) included, until the test ends.
 */
async function mount(tag: string, attributes: Record<string, string> = {}) {
  for (const old of document.body.querySelectorAll(tag)) old.remove();
  const element = document.createElement(tag);
  element.setAttribute('api-base', await fakeApi());
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const root = shadow(element);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      collect(tag, record.target);
      for (const added of record.addedNodes) collect(tag, added);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true });
  observers.push(observer);
  const ready = nextEvent('ftc-ready', element);
  document.body.append(element);
  await ready;
  collect(tag, root);
  return { element, root };
}

/** Resolves with the next event of that name from `target` (the document by default). */
function nextEvent(name: string, target: EventTarget = document): Promise<CustomEvent> {
  return new Promise((resolve) =>
    target.addEventListener(name, (event) => resolve(event as CustomEvent), { once: true }),
  );
}

async function fresh() {
  await resetApi();
  await store()?.auth.purge();
  store()?.cache.reset();
  sessionStorage.clear();
}

async function submitLogin(root: ShadowRoot) {
  typeInto(byLabel(root, 'Email or mobile number'), 'ana@example.com');
  typeInto(byLabel(root, 'Password'), 'sunshine42');
  byRole(root, 'Log in').click();
}

async function codeStep(root: ShadowRoot) {
  const code = await waitFor(
    () => maybeByLabel(root, 'Verification code') as HTMLInputElement | null,
    { message: 'the code step' },
  );
  // A short code: the field's error; then the whole code, which submits itself.
  byRole(root, 'Verify').click();
  await waitFor(() => root.querySelector('[part~="error"]'), { message: 'the short-code error' });
  typeInto(code, '123456');
}

/** Each element's main states, as a person or a partner page drives them. */
const SCENARIOS: Record<string, () => Promise<void>> = {
  async 'ftc-newsletter'() {
    const { root } = await mount('ftc-newsletter');
    byRole(root, 'Subscribe').click();
    await waitFor(() => root.querySelector('[part~="error"]'), { message: 'the field error' });
    typeInto(byLabel(root, 'Email'), 'ana@example.com');
    const subscribed = nextEvent('ftc-newsletter-subscribed');
    byRole(root, 'Subscribe').click();
    await subscribed;
  },

  async 'ftc-login'() {
    await scriptApi('POST /v1/user/login', {
      status: 200,
      body: { success: true, message: '', results: PENDING },
    });
    await scriptApi('POST /v1/user/verify-mobile', {
      status: 200,
      body: { success: true, message: '', results: SESSION },
    });
    const { root } = await mount('ftc-login');
    byRole(root, 'Show password').click();
    byRole(root, 'Log in').click();
    await waitFor(() => root.querySelector('[part~="error"]'), { message: 'the field errors' });
    const otpRequired = nextEvent('ftc-otp-required');
    await submitLogin(root);
    await otpRequired;
    const login = nextEvent('ftc-login');
    await codeStep(root);
    await login;
    await waitFor(() => root.textContent?.includes('You are logged in as'), {
      message: 'the logged-in view',
    });
  },

  async 'ftc-signup'() {
    await scriptApi('POST /v1/user/signup', {
      status: 201,
      body: { success: true, message: '', results: PENDING },
    });
    await scriptApi('POST /v1/user/verify-mobile', {
      status: 200,
      body: { success: true, message: '', results: SESSION },
    });
    const { root } = await mount('ftc-signup');
    byRole(root, 'Parent', true).click();
    await waitFor(() => maybeByLabel(root, 'Full name'), { message: 'the form' });
    byRole(root, 'Sign up').click();
    await waitFor(() => root.querySelector('[part~="error"]'), { message: 'the field errors' });
    typeInto(byLabel(root, 'Full name'), 'Ana Parent');
    typeInto(byLabel(root, 'Email'), 'ana@example.com');
    typeInto(byLabel(root, 'Password'), 'sunshine42');
    typeInto(byLabel(root, 'Mobile number'), '(201) 555-0123');
    selectOption(byLabel<HTMLSelectElement>(root, 'Country code'), 'US');
    check(root.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement);
    const signedUp = nextEvent('ftc-signup');
    byRole(root, 'Sign up').click();
    await signedUp;
    const login = nextEvent('ftc-login');
    await codeStep(root);
    await login;
    await waitFor(() => root.textContent?.includes('Welcome to FTC'), { message: 'the welcome' });
  },

  async 'ftc-account'() {
    await scriptApi('POST /v1/user/logout', {
      status: 200,
      body: { success: true, message: 'Logged out.' },
    });
    const { root } = await mount('ftc-account');
    await waitFor(() => root.querySelector('[part~="signup"]'), {
      message: 'the logged-out links',
    });
    store().auth.startSession(SESSION);
    await waitFor(() => root.querySelector('[part~="name"]'), { message: 'the name' });
    const logout = nextEvent('ftc-logout');
    byRole(root, 'Log out').click();
    await logout;
  },

  async 'ftc-subscription'() {
    await scriptApi(
      'GET /v1/user/subscription-plans',
      { status: 500, body: { success: false, message: 'Something went wrong on our side.' } },
      { status: 200, body: { success: true, message: '', results: PLANS } },
    );
    await scriptApi(
      'POST /v1/users/add-promocode',
      { status: 400, body: { success: false, message: 'This promo code has expired.' } },
      {
        status: 200,
        body: {
          success: true,
          message: 'Applied.',
          results: {
            code: 'TEN',
            discount_percent: 10,
            plans: [{ plan_id: 'basic', price: 1349 }],
          },
        },
      },
    );
    await scriptApi('POST /v1/user/buy-subscription', {
      status: 200,
      body: {
        success: true,
        message: '',
        results: { order_id: 'ord_1', checkout_url: '#checkout-ord_1' },
      },
    });
    const { root } = await mount('ftc-subscription');
    (await waitFor(() => maybeButton(root, 'Try again'), { message: 'the error' })).click();
    await waitFor(() => root.querySelector('[part~="switch"]'), { message: 'the plans' });
    // Not logged in: Choose asks to log in.
    const authRequired = nextEvent('ftc-auth-required');
    byRole(root, 'Choose Plus').click();
    await authRequired;
    await waitFor(() => root.querySelector('[part~="banner"]'), { message: 'the log-in banner' });
    // A wrong code, then a good one.
    typeInto(byLabel(root, 'Promo code'), 'OLD');
    byRole(root, 'Apply').click();
    await waitFor(() => root.querySelector('[part~="error"]'), { message: 'the promo error' });
    typeInto(byLabel(root, 'Promo code'), 'TEN');
    byRole(root, 'Apply').click();
    await waitFor(() => root.querySelector('[part~="hint"]'), { message: 'the applied code' });
    // Logged in with a plan whose payment failed (interface §9): the plan, a notice, the plans to
    // change to (the current one marked); a dearer one checks out; then Cancel plan, confirmed.
    const subscription = {
      plan_id: 'plus',
      plan_name: 'Plus',
      interval: 'month' as const,
      price: 2599,
      currency: 'USD',
      status: 'past_due' as const,
      current_period_end: '2030-01-01T12:00:00.000Z',
      auto_renew: true,
      cancel_at: null,
      scheduled_plan_id: null,
    };
    await scriptApi('GET /v1/user/billing', {
      status: 200,
      body: {
        success: true,
        message: '',
        results: { subscription, payment_method: null, orders: [], consent: null },
      },
    });
    await scriptApi('POST /v1/user/subscription/change', {
      status: 200,
      body: {
        success: true,
        message: '',
        results: { order_id: 'ord_2', checkout_url: '#checkout-ord_2' },
      },
    });
    await scriptApi('POST /v1/user/subscription/cancel', {
      status: 200,
      body: {
        success: true,
        message: '',
        results: { ...subscription, auto_renew: false, cancel_at: subscription.current_period_end },
      },
    });
    store().auth.startSession({
      ...SESSION,
      user: {
        ...USER,
        subscription: {
          plan_id: 'plus',
          plan_name: 'Plus',
          interval: 'month' as const,
          status: 'active' as const,
          current_period_end: subscription.current_period_end,
          auto_renew: true,
        },
      },
    });
    await waitFor(() => root.querySelector('[part~="notice"]'), { message: 'the plan' });
    byRole(root, 'Change plan').click();
    await waitFor(() => root.querySelector('[part~="current"]'), { message: 'the current plan' });
    const checkout = nextEvent('ftc-checkout');
    byRole(root, 'Switch to Plus Yearly').click();
    await checkout;
    await waitFor(() => location.hash === '#checkout-ord_2', { message: 'the checkout page' });
    history.replaceState(null, '', location.pathname);
    const cancelled = nextEvent('ftc-subscription-cancelled');
    (
      await waitFor(
        () => {
          const button = byRole(root, 'Cancel plan');
          return button.getAttribute('aria-disabled') ? null : button;
        },
        { message: 'Cancel plan, free again' },
      )
    ).click();
    const dialog = await waitFor(() => root.querySelector('[part~="dialog"]'), {
      message: 'the confirmation',
    });
    byRole(dialog, 'Cancel plan').click();
    await cancelled;
  },

  async 'ftc-faq'() {
    await scriptApi(
      'GET /v1/users/faqs',
      { status: 500, body: { success: false, message: 'Something went wrong on our side.' } },
      { status: 200, body: { success: true, message: '', results: FAQS } },
    );
    const { root } = await mount('ftc-faq');
    const retry = await waitFor(() => maybeButton(root, 'Try again'), { message: 'the error' });
    retry.click();
    const question = await waitFor(
      () => root.querySelector<HTMLButtonElement>('[part~="question"]'),
      { message: 'the questions' },
    );
    question.click();
    await waitFor(() => question.getAttribute('aria-expanded') === 'true', {
      message: 'the open answer',
    });
    typeInto(byLabel(root, 'Search questions'), 'nothing like this');
    await waitFor(() => root.querySelector('[part~="empty"]'), { message: 'the no-match message' });
  },

  async 'ftc-caregiver-search'() {
    const ok = (results: unknown) => ({
      status: 200,
      body: { success: true, message: '', results },
    });
    await scriptApi(
      'GET /v1/caregivers',
      { status: 500, body: { success: false, message: 'Something went wrong on our side.' } },
      ok(CAREGIVER_PAGE_1),
      ok(CAREGIVER_PAGE_2),
      { status: 400, body: { success: false, message: 'We do not know the ZIP code 00000.' } },
      ok(NO_CAREGIVERS),
    );
    // Searches on load (the error, then the cards after "Try again").
    const { root } = await mount('ftc-caregiver-search', { near: '10001' });
    (await waitFor(() => maybeButton(root, 'Try again'), { message: 'the error' })).click();
    await waitFor(() => root.querySelector('[part~="badge"]'), { message: 'the cards' });
    (root.querySelector('[part~="more"]') as HTMLButtonElement).click();
    await waitFor(() => !root.querySelector('[part~="more"]'), { message: 'every card' });
    // A card activated; the page kept.
    const keep = (event: Event) => event.preventDefault();
    document.addEventListener('ftc-caregiver-select', keep, { once: true });
    const selected = nextEvent('ftc-caregiver-select');
    root.querySelector<HTMLAnchorElement>('[part~="card"] a')?.click();
    await selected;
    // An unknown ZIP, then a search with no results.
    typeInto(byLabel(root, 'ZIP code'), '00000');
    byRole(root, 'Search').click();
    await waitFor(() => root.querySelector('[part~="error"]'), { message: 'the ZIP message' });
    typeInto(byLabel(root, 'ZIP code'), '10002');
    byRole(root, 'Search').click();
    await waitFor(() => root.querySelector('[part~="empty"]'), { message: 'the empty state' });
  },
};

function maybeButton(root: ShadowRoot, name: string): HTMLElement | null {
  try {
    return byRole(root, name);
  } catch {
    return null;
  }
}

describe('the registry documents every part and event the elements have (widgets/registry.ts)', () => {
  before(async () => {
    // Each element from its own entry, as the registry lists it.
    await Promise.all(ELEMENTS.map((element) => import(/* @vite-ignore */ `/${element.entry}`)));
    EventTarget.prototype.dispatchEvent = function record(this: EventTarget, event: Event) {
      if (this instanceof HTMLElement && this.localName.startsWith('ftc-')) {
        if (event.type.startsWith('ftc-')) {
          fired.push({
            tag: this.localName,
            type: event.type,
            detail: (event as CustomEvent).detail,
          });
        }
      }
      return originalDispatch.call(this, event);
    };
  });
  after(async () => {
    EventTarget.prototype.dispatchEvent = originalDispatch;
    for (const observer of observers) observer.disconnect();
    for (const element of ELEMENTS) {
      for (const old of document.body.querySelectorAll(element.tag)) old.remove();
    }
    await fresh();
  });

  it('has scenarios for exactly the registered elements', () => {
    expect(Object.keys(SCENARIOS).sort()).to.deep.equal(ELEMENTS.map((e) => e.tag).sort());
  });

  for (const { tag } of ELEMENTS) {
    it(`drives <${tag}> through its states`, async function () {
      this.timeout(20_000);
      const scenario = SCENARIOS[tag];
      if (!scenario) throw new Error(`no scenario for ${tag}: add one to SCENARIOS`);
      await fresh();
      await scenario();
    });
  }

  it('renders no part the registry does not list', () => {
    const undocumented = ELEMENTS.flatMap((element) => {
      const listed = new Set(element.parts.map((part) => part.name));
      return [...(seen.get(element.tag) ?? [])]
        .filter((part) => !listed.has(part))
        .map((part) => `${element.tag}: ${part}`);
    });
    expect(undocumented).to.deep.equal([]);
  });

  it('lists no part that no state renders (or says why it cannot be tested)', () => {
    const phantom = ELEMENTS.flatMap((element) =>
      element.parts
        .filter((part) => !part.untested && !seen.get(element.tag)?.has(part.name))
        .map((part) => `${element.tag}: ${part.name}`),
    );
    expect(phantom).to.deep.equal([]);
  });

  it("fires only the registry's events, with the registry's detail keys", () => {
    const problems = fired.flatMap(({ tag, type, detail }) => {
      const documented = ELEMENTS.find((e) => e.tag === tag)?.events.find((e) => e.name === type);
      if (!documented) return [`${tag} fired ${type}, which the registry does not list`];
      const keys = Object.keys((detail ?? {}) as object).sort();
      const expected = detailKeys(documented.detail).sort();
      return keys.join() === expected.join()
        ? []
        : [`${tag} ${type}: detail keys ${keys} instead of ${expected}`];
    });
    expect(problems).to.deep.equal([]);
  });

  it('fires every event the registry lists', () => {
    const silent = ELEMENTS.flatMap((element) =>
      element.events
        .filter((event) => !fired.some((f) => f.tag === element.tag && f.type === event.name))
        .map((event) => `${element.tag}: ${event.name}`),
    );
    expect(silent).to.deep.equal([]);
  });

  it("observes exactly the registry's attributes", () => {
    for (const element of ELEMENTS) {
      const observed = (
        customElements.get(element.tag) as unknown as { observedAttributes: string[] }
      ).observedAttributes;
      expect([...observed].sort(), element.tag).to.deep.equal(
        element.attributes.map((attribute) => attribute.name).sort(),
      );
    }
  });
});
