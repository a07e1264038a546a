/// <reference types="mocha" />
import { expect } from 'chai';
import '../../widgets/newsletter/ftc-newsletter';
import {
  apiLanguages,
  apiRequests,
  deadApi,
  fakeApi,
  newsletterParts,
  resetApi,
  scriptApi,
  toasts,
  toastWith,
  typeInto,
  waitFor,
} from './helpers';

const ROUTE = 'POST /v1/users/add-newsletter';

async function mountNewsletter(attributes = '') {
  for (const element of document.body.querySelectorAll('ftc-newsletter')) element.remove();
  const holder = document.createElement('div');
  holder.innerHTML = `<ftc-newsletter api-base="${await fakeApi()}" ${attributes}></ftc-newsletter>`;
  const element = holder.firstElementChild as HTMLElement;
  document.body.append(element);
  await waitFor(() => element.shadowRoot?.querySelector('form'), { message: 'the form' });
  return { element, ...newsletterParts(element) };
}

describe('<ftc-newsletter> in Chromium', () => {
  beforeEach(async () => {
    await resetApi();
  });

  it('names its field "Email" and its button "Subscribe"', async () => {
    const { input, button } = await mountNewsletter();
    expect(input.labels?.[0]?.textContent).to.equal('Email');
    expect(input.type).to.equal('email');
    expect(input.autocomplete).to.equal('email');
    expect(button.textContent).to.equal('Subscribe');
    expect(button.type).to.equal('submit');
  });

  it('applies its styles inside the shadow root and takes the theme colour from the page', async () => {
    const { element, button, input } = await mountNewsletter();
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(11, 110, 105)');
    expect(getComputedStyle(input).borderTopStyle).to.equal('solid');
    element.style.setProperty('--ftc-color-primary', 'rgb(200, 0, 0)');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(200, 0, 0)');
    // Page styles do not leak in.
    const style = document.createElement('style');
    style.textContent = 'button { background: rgb(0, 0, 255) !important; }';
    document.head.append(style);
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(200, 0, 0)');
    style.remove();
  });

  it('renders and subscribes without the page store: no MobX downloaded, persist:root untouched', async () => {
    localStorage.setItem('persist:root', 'not json');
    await scriptApi(ROUTE, {
      status: 200,
      body: { success: true, message: 'Storeless, subscribed.' },
    });
    const { input, button } = await mountNewsletter();
    typeInto(input, 'storeless@example.com');
    button.click();
    await toastWith('Storeless, subscribed.');
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name.replace(/^.*\//, ''));
    expect(scripts.filter((name) => /^store-.*\.js$/.test(name))).to.deep.equal([]);
    expect(Reflect.has(globalThis, Symbol.for('ftc-widget-kit.root-store'))).to.equal(false);
    // Nothing restored, so nothing cleaned up either: the page's own value stays as it was.
    expect(localStorage.getItem('persist:root')).to.equal('not json');
    localStorage.removeItem('persist:root');
  });

  it('fires ftc-ready once it has rendered', async () => {
    const holder = document.createElement('div');
    const ready = new Promise<Event>((resolve) =>
      holder.addEventListener('ftc-ready', resolve, { once: true }),
    );
    holder.innerHTML = `<ftc-newsletter api-base="${await fakeApi()}"></ftc-newsletter>`;
    document.body.append(holder);
    const event = await ready;
    expect((event.target as HTMLElement).shadowRoot?.querySelector('form')).to.exist;
    holder.remove();
  });

  it('fires ftc-ready in a later task: a listener added just after connecting hears it', async () => {
    // The first render is synchronous (element-base.tsx, `mount`); a page that adds its
    // listener right after the element is in the page, or after importing the entry file,
    // must still hear it.
    const element = document.createElement('ftc-newsletter');
    element.setAttribute('api-base', await fakeApi());
    document.body.append(element);
    const heard: Event[] = [];
    element.addEventListener('ftc-ready', (event) => heard.push(event));
    await waitFor(() => heard.length > 0, { message: 'ftc-ready' });
    expect(element.shadowRoot?.querySelector('form')).to.exist;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).to.have.length(1);
    element.remove();
  });

  it('shows the required and invalid messages under the field, and clears them when valid', async () => {
    const { input, button, error } = await mountNewsletter();
    button.click();
    await waitFor(() => error(), { message: 'an error' });
    expect(error()).to.equal('Email Field is required.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(
      newsletterParts(
        input.getRootNode() instanceof ShadowRoot
          ? (input.getRootNode() as ShadowRoot).host
          : input,
      ).root.activeElement,
    ).to.equal(input);

    typeInto(input, 'anna@example');
    await waitFor(() => error() === 'Please enter valid email address.', {
      message: 'the invalid message',
    });
    typeInto(input, 'anna@example.com');
    await waitFor(() => error() === null, { message: 'the message to clear' });
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(await apiRequests()).to.deep.equal([]);
  });

  it('posts the email, shows a spinner while waiting, then clears the field, toasts and fires the event', async () => {
    await scriptApi(ROUTE, {
      delayMs: 400,
      status: 200,
      body: { success: true, message: 'Almost there: check your inbox to confirm.' },
    });
    const { element, input, button, root } = await mountNewsletter();
    const heard: CustomEvent[] = [];
    document.addEventListener(
      'ftc-newsletter-subscribed',
      (event) => heard.push(event as CustomEvent),
      {
        once: true,
      },
    );

    typeInto(input, '  anna@example.com ');
    button.click();
    await waitFor(() => root.querySelector('.ftc-spinner'), { message: 'the spinner' });
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.textContent).to.equal('Subscribe');

    const toast = await toastWith('Almost there: check your inbox to confirm.');
    expect(toast.role).to.equal('status');
    expect(toast.element.className).to.contain('Toastify__toast--success');
    await waitFor(() => input.value === '', { message: 'the field to clear' });
    expect(root.querySelector('.ftc-spinner')).to.equal(null);
    expect(heard).to.have.length(1);
    expect(heard[0]?.detail).to.deep.equal({ email: 'anna@example.com' });
    expect(heard[0]?.target).to.equal(element);
    expect(heard[0]?.bubbles && heard[0]?.composed).to.equal(true);

    const requests = await apiRequests();
    expect(requests).to.deep.equal([
      { route: ROUTE, body: { email: 'anna@example.com' }, authorization: null },
    ]);
  });

  it('shows the server message as an error toast when success is false, and keeps what was typed', async () => {
    await scriptApi(ROUTE, {
      status: 200,
      body: { success: false, message: 'This address is already subscribed.' },
    });
    const { input, button } = await mountNewsletter();
    const heard: Event[] = [];
    document.addEventListener('ftc-newsletter-subscribed', (event) => heard.push(event));
    typeInto(input, 'dup@example.com');
    button.click();
    const toast = await toastWith('This address is already subscribed.');
    expect(toast.role).to.equal('alert');
    expect(toast.element.className).to.contain('Toastify__toast--error');
    expect(input.value).to.equal('dup@example.com');
    expect(heard).to.have.length(0);
  });

  it("shows a 4xx answer's message as an error toast", async () => {
    await scriptApi(ROUTE, {
      status: 429,
      body: {
        success: false,
        message: 'Too many sign-ups from this address. Try again in 10 minutes.',
      },
    });
    const { input, button } = await mountNewsletter();
    typeInto(input, 'busy@example.com');
    button.click();
    const toast = await toastWith('Too many sign-ups from this address. Try again in 10 minutes.');
    expect(toast.role).to.equal('alert');
  });

  it("shows the exception's message when the request itself fails", async () => {
    const { element, input, button } = await mountNewsletter();
    element.setAttribute('api-base', await deadApi()); // nothing listens there
    typeInto(input, 'offline@example.com');
    button.click();
    await toastWith('We could not reach the server. Check your connection and try again.');
    expect(input.value).to.equal('offline@example.com');
  });

  it('shows a readable message when the answer is not JSON', async () => {
    await scriptApi(ROUTE, { status: 200, raw: '<html>oops</html>' });
    const { input, button } = await mountNewsletter();
    typeInto(input, 'html@example.com');
    button.click();
    await toastWith('The server sent an answer we could not read. Please try again later.');
  });

  it('never sends twice on a double click', async () => {
    await scriptApi(ROUTE, {
      delayMs: 300,
      status: 200,
      body: { success: true, message: 'Subscribed once.' },
    });
    const { input, button, error } = await mountNewsletter();
    typeInto(input, 'twice@example.com');
    button.click();
    button.click();
    await toastWith('Subscribed once.');
    button.click(); // the field is empty now: a validation message, no request
    // Validation runs before any request: once its message shows, the click is over.
    await waitFor(() => error(), { message: 'the validation message' });
    expect((await apiRequests()).length).to.equal(1);
  });

  it('keeps the honeypot away from people and drops a filled one quietly', async () => {
    const { root, input, button } = await mountNewsletter();
    const honeypot = root.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).to.exist;
    expect(honeypot?.tabIndex).to.equal(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).to.exist;
    const box = honeypot?.getBoundingClientRect();
    expect((box?.right ?? 0) <= 0 || (box?.width ?? 0) <= 1).to.equal(true);

    const before = new Set(toasts().map((toast) => toast.element));
    if (honeypot) honeypot.value = 'http://spam.example';
    typeInto(input, 'bot@example.com');
    button.click();
    // A dropped submission clears the field and sends nothing: wait for the clearing.
    await waitFor(() => input.value === '', { message: 'the field cleared' });
    expect(await apiRequests()).to.deep.equal([]);
    expect(toasts().filter((toast) => !before.has(toast.element))).to.deep.equal([]);
  });

  it('follows an api-base changed after mount', async () => {
    const { element, input, button } = await mountNewsletter('');
    element.setAttribute('api-base', await deadApi());
    typeInto(input, 'moved@example.com');
    // An earlier test may have left the same toast: this submission's own is awaited, and the
    // form takes a new submission once it has said so.
    const unreachable = 'We could not reach the server. Check your connection and try again.';
    const failures = () => toasts().filter((toast) => toast.text.includes(unreachable)).length;
    const earlier = failures();
    button.click();
    await waitFor(() => failures() > earlier, { message: 'the failure of this submission' });
    await toastWith(unreachable);
    // Read at the request (src/lib/custom-element.tsx): a base set just before a click counts.
    element.setAttribute('api-base', await fakeApi());
    button.click();
    await toastWith('Thanks for subscribing! Please check your inbox to confirm.');
    expect((await apiRequests()).map((request) => request.body)).to.deep.equal([
      { email: 'moved@example.com' },
    ]);
  });

  it('uses one toast container, in the light DOM, top-right, styled, closing after 4 s', async () => {
    await scriptApi(ROUTE, { status: 200, body: { success: true, message: 'Container check.' } });
    const { input, button } = await mountNewsletter();
    typeInto(input, 'container@example.com');
    button.click();
    const toast = await toastWith('Container check.');
    expect(document.querySelectorAll('[data-ftc-toasts]').length).to.equal(1);
    const container = toast.element.closest('.Toastify__toast-container') as HTMLElement;
    expect(container.className).to.contain('Toastify__toast-container--top-right');
    const style = getComputedStyle(container);
    expect(style.position).to.equal('fixed');
    const box = container.getBoundingClientRect();
    expect(box.top).to.be.lessThan(100);
    expect(window.innerWidth - box.right).to.be.lessThan(100);
    expect(getComputedStyle(toast.element).backgroundColor).to.equal('rgb(255, 255, 255)');
    const bar = toast.element.querySelector('.Toastify__progress-bar--wrp');
    expect(bar ? getComputedStyle(bar).opacity : '0').to.equal('0');
    await waitFor(() => !toasts().some((t) => t.text.includes('Container check.')), {
      message: 'the toast to close',
      timeout: 6000,
    });
  });
});

describe('<ftc-newsletter> in Spanish', () => {
  const pageLang = document.documentElement.getAttribute('lang');
  type SetWords = (lang: string, words: object) => void;
  type Partners = { FTCWidgets: { setWords: SetWords; setMessages: SetWords } };
  const partners = () => (window as unknown as Partners).FTCWidgets;

  beforeEach(async () => {
    await resetApi();
  });
  afterEach(() => {
    if (pageLang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', pageLang);
    // Back to the shipped words.
    partners().setWords('es', { newsletter: { subscribe: 'Suscribirme' } });
  });

  /** Mounts one element; its words are whatever the language makes them. */
  async function mountAny(attributes = '') {
    for (const element of document.body.querySelectorAll('ftc-newsletter')) element.remove();
    const holder = document.createElement('div');
    holder.innerHTML = `<ftc-newsletter api-base="${await fakeApi()}" ${attributes}></ftc-newsletter>`;
    const element = holder.firstElementChild as HTMLElement;
    document.body.append(element);
    await waitFor(() => element.shadowRoot?.querySelector('form'), { message: 'the form' });
    return { element };
  }

  /** The field and the button, by whatever they are called now. */
  function parts(element: Element) {
    const root = element.shadowRoot as ShadowRoot;
    const input = root.querySelector('input[type="email"]') as HTMLInputElement;
    return {
      root,
      input,
      label: () => input.labels?.[0]?.textContent,
      button: root.querySelector('button[type="submit"]') as HTMLButtonElement,
      error: () => root.querySelector('.ftc-error')?.textContent ?? null,
    };
  }

  it('lang="es" on the element: Spanish names and messages, Accept-Language: es', async () => {
    const { element } = await mountAny('lang="es"');
    const { input, label, button, error } = parts(element);
    expect(label()).to.equal('Correo electrónico');
    expect(button.textContent).to.equal('Suscribirme');
    button.click();
    await waitFor(() => error() === 'El correo electrónico es obligatorio.', {
      message: 'the message',
    });
    typeInto(input, 'ana@example');
    await waitFor(() => error() === 'Introduce un correo electrónico válido.', {
      message: 'the rule',
    });
    typeInto(input, 'ana@example.com');
    button.click();
    await toastWith('Thanks for subscribing! Please check your inbox to confirm.');
    expect(await apiLanguages()).to.deep.equal([{ route: ROUTE, language: 'es' }]);
  });

  it('a transport failure is told in Spanish', async () => {
    const { element } = await mountAny('lang="es"');
    const { input, button } = parts(element);
    element.setAttribute('api-base', await deadApi());
    typeInto(input, 'offline@example.com');
    button.click();
    await toastWith(
      'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
  });

  it('follows <html lang> and its own lang as they change, at once', async () => {
    document.documentElement.setAttribute('lang', 'es');
    const { element } = await mountAny();
    const { label, button } = parts(element);
    expect(button.textContent).to.equal('Suscribirme');
    document.documentElement.setAttribute('lang', 'en-US');
    await waitFor(() => button.textContent === 'Subscribe', {
      message: 'English from <html lang>',
    });
    element.setAttribute('lang', 'es');
    await waitFor(() => label() === 'Correo electrónico', { message: 'Spanish from its own lang' });
    element.setAttribute('lang', 'fr');
    await waitFor(() => button.textContent === 'Subscribe', {
      message: 'English for a language not shipped',
    });
  });

  it('FTCWidgets.setWords changes a string of a rendered element at once', async () => {
    const { element } = await mountAny('lang="es"');
    const { button } = parts(element);
    expect(button.textContent).to.equal('Suscribirme');
    partners().setWords('es', { newsletter: { subscribe: 'Apúntame' } });
    await waitFor(() => button.textContent === 'Apúntame', { message: 'the partner’s word' });
    expect(parts(element).label()).to.equal('Correo electrónico');
  });

  it('FTCWidgets.setMessages, the first name of setWords, still works (README, CHANGELOG)', async () => {
    const { element } = await mountAny('lang="es"');
    const { button } = parts(element);
    expect(button.textContent).to.equal('Suscribirme');
    partners().setMessages('es', { newsletter: { subscribe: 'Apúntame' } });
    await waitFor(() => button.textContent === 'Apúntame', { message: 'the partner’s word' });
  });
});
