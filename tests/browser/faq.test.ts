/// <reference types="mocha" />
import { expect } from 'chai';
import type { RootStore } from '../../src/stores/root-store';
import '../../widgets/faq/ftc-faq';
import { FAQS } from './api-fixtures';
import {
  accessibilityProblems,
  apiRequests,
  byRole,
  controlImageError,
  fakeApi,
  resetApi,
  scriptApi,
  shadow,
  typeInto,
  waitFor,
} from './helpers';

async function mountFaq(attributes: Record<string, string> = {}, inner = '') {
  for (const old of document.querySelectorAll('ftc-faq')) old.remove();
  const element = document.createElement('ftc-faq');
  element.setAttribute('api-base', await fakeApi());
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = inner;
  document.body.append(element);
  return element;
}

const questions = (root: ShadowRoot) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('button[aria-expanded]'));

async function loaded(element: HTMLElement) {
  const root = shadow(
    await waitFor(() => element.shadowRoot && element, { message: 'the shadow root' }),
  );
  await waitFor(() => questions(root).length > 0, { message: 'the questions' });
  return root;
}

describe('<ftc-faq>', () => {
  beforeEach(async () => {
    await resetApi();
    for (const old of document.querySelectorAll('ftc-faq')) old.remove();
    // Each test starts with an empty page cache (lists are shared and kept 60 s).
    (window as unknown as Record<symbol, RootStore>)[
      Symbol.for('ftc-widget-kit.root-store')
    ]?.cache.reset();
  });

  it('shows a loading state, then the questions of the audience as an accessible accordion', async () => {
    await scriptApi('GET /v1/service-providers/faqs', {
      delayMs: 300,
      status: 200,
      body: { success: true, message: '', results: FAQS },
    });
    const element = await mountFaq({ audience: 'service-providers' });
    const root = shadow(
      await waitFor(() => element.shadowRoot?.querySelector('[role="status"]') && element, {
        message: 'loading',
      }),
    );
    expect(root.textContent).to.contain('Loading questions');
    await loaded(element);
    const buttons = questions(root);
    expect(buttons.map((b) => b.textContent)).to.deep.equal(FAQS.map((f) => f.question));
    expect(buttons.every((b) => b.getAttribute('aria-expanded') === 'false')).to.equal(true);
    const panel = root.getElementById(
      buttons[0]?.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(panel.hidden).to.equal(true);
    buttons[0]?.click();
    await waitFor(() => buttons[0]?.getAttribute('aria-expanded') === 'true', {
      message: 'the first to open',
    });
    expect(panel.hidden).to.equal(false);
    expect(panel.innerHTML).to.contain('<strong>Sign up</strong>');
    expect(panel.getAttribute('aria-labelledby')).to.equal(buttons[0]?.id);
    expect((await apiRequests()).map((r) => r.route)).to.deep.equal([
      'GET /v1/service-providers/faqs',
    ]);
    expect(await accessibilityProblems(element)).to.deep.equal([]);
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    await scriptApi('GET /v1/users/faqs', {
      status: 200,
      body: { success: true, message: '', results: FAQS },
    });
    const root = await loaded(await mountFaq());
    const buttons = questions(root);
    buttons[0]?.focus();
    const press = (key: string) =>
      root.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    press('ArrowDown');
    expect(root.activeElement).to.equal(buttons[1]);
    press('End');
    expect(root.activeElement).to.equal(buttons[2]);
    press('ArrowDown');
    expect(root.activeElement).to.equal(buttons[0]);
    press('ArrowUp');
    expect(root.activeElement).to.equal(buttons[2]);
    press('Home');
    expect(root.activeElement).to.equal(buttons[0]);
  });

  it('filters as you type, says when nothing matches, and shows all again', async () => {
    await scriptApi('GET /v1/users/faqs', {
      status: 200,
      body: { success: true, message: '', results: FAQS },
    });
    const root = await loaded(await mountFaq());
    const search = root.querySelector<HTMLInputElement>('input[type="search"]') as HTMLInputElement;
    expect(search.labels?.[0]?.textContent).to.equal('Search questions');
    typeInto(search, 'cancel');
    await waitFor(() => questions(root).length === 1, { message: 'one match' });
    expect(questions(root)[0]?.textContent).to.equal('Can I cancel any time?');
    typeInto(search, 'dashboard');
    await waitFor(() => questions(root)[0]?.textContent === 'Can I cancel any time?', {
      message: 'a match in an answer',
    });
    typeInto(search, 'zebra');
    await waitFor(() => root.textContent?.includes('No question matches “zebra”.'), {
      message: 'the empty state',
    });
    byRole(root, 'Show all questions').click();
    await waitFor(() => questions(root).length === 3, { message: 'every question again' });
  });

  it('says when there are no questions, and offers to try again after a failure', async () => {
    await scriptApi(
      'GET /v1/users/faqs',
      { status: 500, body: { success: false, message: 'Something went wrong on our side.' } },
      {
        status: 200,
        body: { success: true, message: '', results: [] },
      },
    );
    const element = await mountFaq();
    const root = shadow(
      await waitFor(() => element.shadowRoot?.querySelector('[role="alert"]') && element, {
        message: 'the error',
      }),
    );
    expect(root.textContent).to.contain(
      'We could not load the questions: Something went wrong on our side.',
    );
    byRole(root, 'Try again').click();
    await waitFor(() => root.textContent?.includes('There are no questions here yet.'), {
      message: 'the empty state',
    });
  });

  it('shows questions given inline by a CMS page instead of the API’s, and opens #faq-<id>', async () => {
    history.replaceState(null, '', '#faq-billing');
    const element = await mountFaq(
      {},
      `<details id="faq-hours"><summary>When can I book?</summary><p>Any time.</p></details>
       <details id="faq-billing"><summary>How is billing done?</summary><p>Monthly, by card.</p></details>`,
    );
    const root = await loaded(element);
    expect(questions(root).map((b) => b.textContent)).to.deep.equal([
      'When can I book?',
      'How is billing done?',
    ]);
    expect(questions(root)[1]?.getAttribute('aria-expanded')).to.equal('true');
    expect(questions(root)[0]?.getAttribute('aria-expanded')).to.equal('false');
    expect(await apiRequests()).to.deep.equal([]);
    history.replaceState(null, '', location.pathname);
  });

  it('sanitises answers: none of 25 XSS payloads runs, simple formatting and links stay', async () => {
    const win = window as unknown as { __xss: number };
    win.__xss = 0;
    const hit = 'window.__xss++';
    const payloads = [
      `<script>${hit}</script>`,
      `<img src=x onerror="${hit}">`,
      `<svg onload="${hit}"></svg>`,
      `<svg><script>${hit}</script></svg>`,
      `<a href="javascript:${hit}">click</a>`,
      `<a href="JaVaScRiPt:${hit}">click</a>`,
      `<a href="  javascript:${hit}">click</a>`,
      `<iframe src="javascript:${hit}"></iframe>`,
      `<iframe srcdoc="<script>parent.${hit}</script>"></iframe>`,
      `<body onload="${hit}">`,
      `<div onmouseover="${hit}">hover</div>`,
      `<input autofocus onfocus="${hit}">`,
      `<details open ontoggle="${hit}">x</details>`,
      `<video><source onerror="${hit}"></video>`,
      `<audio src=x onerror="${hit}"></audio>`,
      `<object data="javascript:${hit}"></object>`,
      `<embed src="javascript:${hit}">`,
      `<form action="javascript:${hit}"><button>go</button></form>`,
      `<math><mtext><table><mglyph><style><img src=x onerror="${hit}">`,
      `<style>@import 'javascript:${hit}';</style>`,
      `<p style="background:url(javascript:${hit})">styled</p>`,
      `<meta http-equiv="refresh" content="0;url=javascript:${hit}">`,
      `<marquee onstart="${hit}">m</marquee>`,
      `<noscript><p title="</noscript><img src=x onerror=${hit}>">`,
      `<a href="data:text/html,<script>${hit}</script>">data</a>`,
    ];
    const control =
      '<p><strong>kept</strong> <em>too</em> <a href="/faq">a link</a></p><ul><li>item</li></ul>';
    const results = [
      ...payloads.map((answer, index) => ({
        id: index + 1,
        question: `Question ${index + 1}`,
        answer,
      })),
      { id: 99, question: 'Formatting', answer: control },
    ];
    await scriptApi('GET /v1/users/faqs', {
      status: 200,
      body: { success: true, message: '', results },
    });
    const root = await loaded(await mountFaq());
    for (const button of questions(root)) button.click();
    await waitFor(() => questions(root).every((b) => b.getAttribute('aria-expanded') === 'true'), {
      message: 'every answer open',
    });
    // A payload's handler would run on its broken image's error, its toggle or its focus, all
    // queued when the answers opened; a control image asked for after them errors after them.
    await controlImageError();
    expect(win.__xss).to.equal(0);
    const html = Array.from(
      root.querySelectorAll('.ftc-accordion__panel'),
      (panel) => panel.innerHTML,
    ).join('\n');
    expect(html).not.to.match(
      /<script|<iframe|<object|<embed|<style|<svg|<math|<form|<meta|\son\w+=|javascript:|data:text/i,
    );
    // Simple formatting and links stay.
    expect(root.querySelectorAll('.ftc-accordion__panel')[payloads.length]?.innerHTML).to.equal(
      control,
    );
  });
});

describe('<ftc-faq> under <html lang="es">', () => {
  beforeEach(async () => {
    // An element left by an earlier test would refetch when the page's lang changes and
    // take the scripted answer meant for this one.
    for (const old of document.querySelectorAll('ftc-faq')) old.remove();
    await resetApi();
    (window as unknown as Record<symbol, RootStore>)[
      Symbol.for('ftc-widget-kit.root-store')
    ]?.cache.reset();
  });
  afterEach(() => {
    document.documentElement.lang = 'en';
    for (const old of document.querySelectorAll('ftc-faq')) old.remove();
  });

  it('speaks Spanish and back to English when the page does, asking the server for each language’s questions', async () => {
    const english = { status: 200, body: { success: true, message: '', results: FAQS } };
    // The questions are the server's, in the language asked (issue 24): switching asks again.
    await scriptApi('GET /v1/users/faqs', english, english);
    document.documentElement.lang = 'es';
    const element = await mountFaq();
    const root = await loaded(element);
    expect(questions(root).map((b) => b.textContent)).to.deep.equal(FAQS.map((f) => f.question));
    const search = root.querySelector('input[type="search"]') as HTMLInputElement;
    expect(root.querySelector(`label[for="${search.id}"]`)?.textContent).to.equal(
      'Buscar preguntas',
    );
    typeInto(search, 'zzzz');
    await waitFor(() => root.textContent?.includes('Ninguna pregunta coincide con «zzzz».'), {
      message: 'the Spanish empty state',
    });
    byRole(root, 'Mostrar todas las preguntas');
    document.documentElement.lang = 'en';
    await waitFor(() => root.textContent?.includes('No question matches “zzzz”.'), {
      message: 'English',
    });
    expect((await apiRequests()).map((r) => r.route)).to.deep.equal([
      'GET /v1/users/faqs',
      'GET /v1/users/faqs',
    ]);
    expect(await accessibilityProblems(element)).to.deep.equal([]);
  });
});
