/// <reference types="mocha" />
import { expect } from 'chai';
import {
  apiRequests,
  newsletterParts,
  openPartnerPage,
  resetApi,
  scriptApi,
  toastWith,
  typeInto,
  waitFor,
} from './helpers';

const ROUTE = 'POST /v1/users/add-newsletter';

async function subscribeThrough(element: Element, email: string) {
  const { input, button } = newsletterParts(element);
  typeInto(input, email);
  button.click();
}

describe('a partner page with the built bundles', () => {
  beforeEach(async () => {
    await resetApi();
  });

  it('subscribes with only the meta tag, the script tag and the element', async () => {
    await scriptApi(ROUTE, {
      status: 201,
      body: { success: true, message: 'Partner page subscribed.' },
    });
    const { doc, elements } = await openPartnerPage('bundles=a/ftc-newsletter.js');
    const [element] = elements as Element[];
    const { button } = newsletterParts(element as Element);
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(11, 110, 105)');
    await subscribeThrough(element as Element, 'partner@example.com');
    const toast = await toastWith('Partner page subscribed.', doc);
    expect(getComputedStyle(toast.element).backgroundColor).to.equal('rgb(255, 255, 255)');
    expect((await apiRequests()).map((r) => r.body)).to.deep.equal([
      { email: 'partner@example.com' },
    ]);
  });

  it("works and stays styled under Content-Security-Policy: default-src 'self'", async () => {
    await scriptApi(ROUTE, {
      status: 200,
      body: { success: true, message: 'Subscribed under CSP.' },
    });
    await scriptApi(ROUTE, {
      status: 200,
      body: { success: true, message: 'Subscribed under CSP.' },
    });
    const { win, doc, elements } = await openPartnerPage('bundles=a/ftc-newsletter.js&csp=1');
    const [element] = elements as Element[];
    const { button, input } = newsletterParts(element as Element);
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(11, 110, 105)');
    expect(getComputedStyle(input).borderTopStyle).to.equal('solid');

    button.click();
    await waitFor(
      () => newsletterParts(element as Element).error() === 'Email Field is required.',
      { message: 'the message' },
    );

    await subscribeThrough(element as Element, 'csp@example.com');
    const toast = await toastWith('Subscribed under CSP.', doc);
    const container = toast.element.closest('.Toastify__toast-container') as HTMLElement;
    expect(win.getComputedStyle(container).position).to.equal('fixed');
    expect(win.getComputedStyle(toast.element).backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(win.__violations).to.deep.equal([]);
  });

  it('shares one store and one toast container between two entry files from two places', async () => {
    await scriptApi(
      ROUTE,
      { status: 200, body: { success: false, message: 'First element answered.' } },
      { status: 200, body: { success: false, message: 'Second element answered.' } },
    );
    const { win, doc, elements } = await openPartnerPage(
      'bundles=a/ftc-newsletter.js,b/ftc-widgets.js&count=2',
      { live: true },
    );
    expect(elements).to.have.length(2);
    const [first, second] = elements as Element[];

    await subscribeThrough(first as Element, 'one@example.com');
    await toastWith('First element answered.', doc);
    await subscribeThrough(second as Element, 'two@example.com');
    await toastWith('Second element answered.', doc);
    expect(doc.querySelectorAll('[data-ftc-toasts]').length).to.equal(1);
    expect(doc.querySelectorAll('.Toastify__toast-container').length).to.equal(1);

    // The newsletter renders without the store; an element that needs it (from the other
    // bundle) makes the page's one store, and a message set on it shows once in that container.
    expect(Reflect.has(win, Symbol.for('ftc-widget-kit.root-store'))).to.equal(false);
    const account = doc.createElement('ftc-account');
    doc.body.append(account);
    await waitFor(() => account.shadowRoot?.querySelector('a'), { message: 'the account element' });
    const store = (
      win as unknown as Record<symbol, { toast: { show(m: string, e: boolean): void } }>
    )[Symbol.for('ftc-widget-kit.root-store')];
    store?.toast.show('One store, one toast.', true);
    await toastWith('One store, one toast.', doc);
    // A second container would show the first message before the next one: once the next one
    // shows, every copy of the first that will ever show is there.
    store?.toast.show('And the next one.', false);
    await toastWith('And the next one.', doc);
    const copies = Array.from(doc.querySelectorAll('.Toastify__toast')).filter((t) =>
      t.textContent?.includes('One store, one toast.'),
    );
    expect(copies).to.have.length(1);
    expect(win.__violations).to.deep.equal([]);
  });

  it('works with ftc-widgets.js and a one-element entry of the same build on one page', async () => {
    // ftc-widgets.js carries its own copy of the elements' code (vite.lib.config.ts); with a
    // one-element entry beside it, each element is still defined once and the runtime is one.
    await scriptApi(
      ROUTE,
      { status: 200, body: { success: false, message: 'Answered once.' } },
      { status: 200, body: { success: false, message: 'Answered twice.' } },
    );
    const { win, doc, elements } = await openPartnerPage(
      'bundles=a/ftc-newsletter.js,a/ftc-widgets.js,a/ftc-account.js&count=2',
      { live: true },
    );
    const [first, second] = elements as Element[];
    await subscribeThrough(first as Element, 'one@example.com');
    await toastWith('Answered once.', doc);
    await subscribeThrough(second as Element, 'two@example.com');
    await toastWith('Answered twice.', doc);
    expect((await apiRequests()).map((r) => r.body)).to.deep.equal([
      { email: 'one@example.com' },
      { email: 'two@example.com' },
    ]);
    const account = doc.createElement('ftc-account');
    doc.body.append(account);
    await waitFor(() => account.shadowRoot?.querySelector('a'), { message: 'the account element' });
    expect(account.shadowRoot?.querySelectorAll('form, a').length).to.be.greaterThan(0);
    expect(Reflect.has(win, Symbol.for('ftc-widget-kit.root-store'))).to.equal(true);
    expect(doc.querySelectorAll('.Toastify__toast-container').length).to.equal(1);
    // One download of each shared chunk: the runtime is not in ftc-widgets.js's copy.
    const chunks = win.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/chunks\/(core|store)-/.test(path));
    expect(chunks.filter((path) => path.includes('/core-'))).to.have.length(1);
    expect(chunks.filter((path) => path.includes('/store-'))).to.have.length(1);
    expect(win.__violations).to.deep.equal([]);
  });

  it('follows <html lang="es"> and FTCWidgets.setWords across two bundles, at once', async () => {
    const { win, doc, elements } = await openPartnerPage(
      'bundles=a/ftc-newsletter.js,b/ftc-widgets.js&count=2',
      { live: true },
    );
    const buttons = (elements as Element[]).map(
      (element) => element.shadowRoot?.querySelector('button[type="submit"]') as HTMLElement,
    );
    const words = () => buttons.map((button) => button.textContent);
    expect(words()).to.deep.equal(['Subscribe', 'Subscribe']);
    doc.documentElement.setAttribute('lang', 'es');
    await waitFor(() => words().every((word) => word === 'Suscribirme'), {
      message: 'Spanish in both',
    });
    // One partner call, whichever bundle defined FTCWidgets, reaches every element.
    const partner = (win as unknown as { FTCWidgets: { setWords(l: string, w: object): void } })
      .FTCWidgets;
    partner.setWords('es', { newsletter: { subscribe: 'Apúntame' } });
    await waitFor(() => words().every((word) => word === 'Apúntame'), {
      message: 'the partner’s word',
    });
    doc.documentElement.setAttribute('lang', 'en');
    await waitFor(() => words().every((word) => word === 'Subscribe'), {
      message: 'English again',
    });
  });
});
