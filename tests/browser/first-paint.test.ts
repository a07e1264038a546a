/// <reference types="mocha" />
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { apiRequests, fakeApi, resetApi, scriptApi, toastWith, waitFor } from './helpers';

const ROUTE = 'POST /v1/users/add-newsletter';
const FIRST_PAINT = '[data-ftc-first-paint]';

/**
 * A partner's page whose shared chunks take 1.5 s (/dist-slow-<n>/, web-test-runner.config.mjs)
 * while the entry file comes at once: the element's first view is up long before its runtime.
 */
let pages = 0;

async function openSlowPage(query = '') {
  for (const old of document.querySelectorAll('iframe')) old.remove();
  const frame = document.createElement('iframe');
  frame.style.width = '900px';
  frame.style.height = '600px';
  frame.src = `/fixtures/partner.html?bundles=slow-${++pages}/ftc-newsletter.js&api=${encodeURIComponent(await fakeApi())}${query}`;
  document.body.append(frame);
  const element = await waitFor(
    () =>
      frame.contentDocument
        ?.querySelector('ftc-newsletter')
        ?.shadowRoot?.querySelector(FIRST_PAINT) &&
      (frame.contentDocument.querySelector('ftc-newsletter') as HTMLElement),
    { message: 'the first view' },
  );
  const root = element.shadowRoot as ShadowRoot;
  const ready = new Promise((resolve) =>
    element.addEventListener('ftc-ready', resolve, { once: true }),
  );
  const label = (text: string) =>
    Array.from(root.querySelectorAll('label')).find((candidate) => candidate.textContent === text);
  return { frame, element, root, ready, label };
}

describe('the first paint: an element usable before its runtime arrives', () => {
  beforeEach(async () => {
    await resetApi();
  });

  it('shows the styled form at once, keeps what is typed, the focus and an early submit, and sends it once', async () => {
    await scriptApi(ROUTE, {
      status: 201,
      body: { success: true, message: 'Early bird subscribed.' },
    });
    const { frame, element, root, ready, label } = await openSlowPage();
    // The runtime is not there yet: the element is not even defined.
    expect(frame.contentWindow?.customElements.get('ftc-newsletter')).to.equal(undefined);
    const input = label('Email')?.control as HTMLInputElement;
    const button = root.querySelector('button') as HTMLButtonElement;
    expect(input.type).to.equal('email');
    expect(button.textContent).to.equal('Subscribe');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(11, 110, 105)');

    input.focus();
    await sendKeys({ type: 'early@example.com' });
    await sendKeys({ press: 'Enter' });
    // Kept for the runtime: the partner's page did not navigate and nothing was sent yet.
    expect(frame.contentWindow?.location.search).to.contain(`bundles=slow-${pages}`);
    expect(await apiRequests()).to.deep.equal([]);

    await ready;
    expect(root.querySelector(FIRST_PAINT)).to.equal(null);
    const live = label('Email')?.control as HTMLInputElement;
    expect(live).to.not.equal(input);
    expect(root.activeElement).to.equal(live);
    await toastWith('Early bird subscribed.', frame.contentDocument as Document);
    // Sent once, with what was typed before the runtime came.
    expect((await apiRequests()).map((request) => request.body)).to.deep.equal([
      { email: 'early@example.com' },
    ]);
    expect(element.isConnected).to.equal(true);
  });

  it('carries the text and the caret, and typing goes on in the live field', async () => {
    const { root, ready, label } = await openSlowPage();
    const input = label('Email')?.control as HTMLInputElement;
    input.focus();
    await sendKeys({ type: 'visitor@' });
    await ready;
    const live = label('Email')?.control as HTMLInputElement;
    expect(live.value).to.equal('visitor@');
    expect(root.activeElement).to.equal(live);
    await sendKeys({ type: 'example.com' });
    expect(live.value).to.equal('visitor@example.com');
    // The live form validates it as its own: nothing was sent without a submit.
    expect(await apiRequests()).to.deep.equal([]);
  });

  it('is in the language of the page, as the element will be', async () => {
    const { root, ready, label } = await openSlowPage('&lang=es');
    expect(label('Correo electrónico')).to.not.equal(undefined);
    expect(root.querySelector('button')?.textContent).to.equal('Suscribirme');
    await ready;
    expect(label('Correo electrónico')).to.not.equal(undefined);
    expect(root.querySelector(FIRST_PAINT)).to.equal(null);
  });

  it('shows the live element’s own validation for an early submit of a bad address', async () => {
    const { root, ready, label } = await openSlowPage();
    const input = label('Email')?.control as HTMLInputElement;
    input.focus();
    await sendKeys({ type: 'not-an-address' });
    await sendKeys({ press: 'Enter' });
    await ready;
    const error = await waitFor(() => root.querySelector('[part~="error"]')?.textContent, {
      message: 'the validation message',
    });
    expect(error).to.equal('Please enter valid email address.');
    expect(await apiRequests()).to.deep.equal([]);
  });
});
