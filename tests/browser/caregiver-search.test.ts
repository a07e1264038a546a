/// <reference types="mocha" />
import { expect } from 'chai';
import type { RootStore } from '../../src/stores/root-store';
import '../../widgets/caregiver-search/ftc-caregiver-search';
import { CAREGIVER_PAGE_1, CAREGIVER_PAGE_2, CAREGIVERS, NO_CAREGIVERS } from './api-fixtures';
import {
  accessibilityProblems,
  apiRequests,
  byLabel,
  byRole,
  controlImageError,
  fakeApi,
  recordEvents,
  resetApi,
  type ScriptedAnswer,
  scriptApi,
  selectOption,
  shadow,
  typeInto,
  waitFor,
} from './helpers';

const ROUTE = 'GET /v1/caregivers';
const ok = (results: unknown, delayMs?: number): ScriptedAnswer => ({
  status: 200,
  body: { success: true, message: '', results },
  ...(delayMs ? { delayMs } : {}),
});

// The fake API records paths without their query: the element's requests are read here, at
// the browser's fetch, as path + query.
const searched: string[] = [];
const realFetch = window.fetch;

async function mountSearch(attributes: Record<string, string> = {}) {
  for (const old of document.querySelectorAll('ftc-caregiver-search')) old.remove();
  const element = document.createElement('ftc-caregiver-search');
  element.setAttribute('api-base', await fakeApi());
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const ready = new Promise((resolve) =>
    element.addEventListener('ftc-ready', resolve, { once: true }),
  );
  document.body.append(element);
  await ready;
  return { element, root: shadow(element) };
}

const cards = (root: ShadowRoot) =>
  Array.from(root.querySelectorAll<HTMLElement>('[part~="card"]'));
const cardNames = (root: ShadowRoot) =>
  cards(root).map((card) => card.querySelector('a')?.textContent);
const moreButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('[part~="more"]');
const zipError = (root: ShadowRoot) => {
  const input = byLabel(root, 'ZIP code');
  const id = input.getAttribute('aria-describedby');
  return id ? (root.getElementById(id)?.textContent ?? null) : null;
};

async function cardsShown(root: ShadowRoot, count: number) {
  await waitFor(() => cards(root).length === count, { message: `${count} cards` });
  return cards(root);
}

function fresh() {
  searched.length = 0;
  for (const old of document.querySelectorAll('ftc-caregiver-search')) old.remove();
  (window as unknown as Record<symbol, RootStore>)[
    Symbol.for('ftc-widget-kit.root-store')
  ]?.cache.reset();
}

describe('<ftc-caregiver-search>', () => {
  before(() => {
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const at = url.indexOf('/v1/caregivers');
      if (at >= 0) searched.push(url.slice(at));
      return realFetch.call(window, input, init);
    };
  });
  after(() => {
    window.fetch = realFetch;
    fresh();
  });
  beforeEach(async () => {
    await resetApi();
    fresh();
  });

  it('searches by ZIP code and service and shows the results as cards', async () => {
    await scriptApi(ROUTE, ok(CAREGIVER_PAGE_1));
    const { element, root } = await mountSearch();
    expect(await apiRequests(), 'no search without a ZIP').to.deep.equal([]);
    const service = byLabel<HTMLSelectElement>(root, 'Service');
    expect(Array.from(service.options, (option) => option.textContent)).to.deep.equal([
      'Any service',
      'Babysitting',
      'Nanny',
      'After-school care',
      'Overnight care',
      'Special needs care',
      'Tutoring',
    ]);
    typeInto(byLabel(root, 'ZIP code'), '10001');
    selectOption(service, 'nanny');
    byRole(root, 'Search').click();
    await cardsShown(root, 6);
    expect(searched).to.deep.equal(['/v1/caregivers?near=10001&service=nanny&page=1&page_size=6']);

    expect(cardNames(root)).to.deep.equal([
      'Maria G.',
      'James T.',
      'Aisha K.',
      'Sitter104 B.',
      'Sitter105 B.',
      'Sitter106 B.',
    ]);
    const [maria, james, aisha] = cards(root) as [HTMLElement, HTMLElement, HTMLElement];
    expect(maria.textContent).to.contain('Bilingual nanny with ten years of toddler care');
    expect(maria.textContent).to.contain('New York, NY');
    // 1.2 km from the API, read in miles.
    expect(maria.textContent).to.contain('0.7 mi away');
    expect(maria.textContent).to.contain('$22.50/hour');
    expect(maria.textContent).to.contain('4.8 out of 5');
    expect(maria.textContent).to.contain('12 reviews');
    expect(
      Array.from(maria.querySelectorAll('[part~="badge"]'), (badge) => badge.textContent),
    ).to.deep.equal(['ID verified', 'Background check']);
    expect(james.textContent).to.contain('$18.00/hour');
    expect(james.textContent).to.contain('1 review');
    expect(james.querySelector('[part~="badge"]')?.textContent).to.equal('Mobile verified');
    expect(aisha.textContent).to.contain('New');
    expect(aisha.textContent).not.to.contain('review');
    expect(aisha.querySelector('[part~="badge"]')?.textContent).to.equal('First aid');
    expect(maria.querySelector('a')?.getAttribute('href')).to.equal('/caregivers/101');
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('8 caregivers found');
    expect(await accessibilityProblems(element)).to.deep.equal([]);
  });

  it('searches on load with near, shows card-shaped placeholders, and "Show more" appends page 2 then goes', async () => {
    await scriptApi(ROUTE, ok(CAREGIVER_PAGE_1, 300), ok(CAREGIVER_PAGE_2, 200));
    const { element, root } = await mountSearch({ near: '10001', 'radius-km': '40' });
    const results = root.querySelector('.ftc-cg__results') as HTMLElement;
    await waitFor(() => results.getAttribute('aria-busy') === 'true', {
      message: 'the busy results',
    });
    expect(root.querySelectorAll('.ftc-cg-card--skeleton').length).to.equal(6);
    expect(root.querySelector('[role="status"]')?.textContent).to.equal(
      'Searching for caregivers…',
    );
    expect(byLabel(root, 'ZIP code').value).to.equal('10001');
    await cardsShown(root, 6);
    expect(results.getAttribute('aria-busy')).to.equal('false');
    expect(root.querySelectorAll('.ftc-cg-card--skeleton').length).to.equal(0);

    const more = moreButton(root) as HTMLButtonElement;
    expect(more.textContent).to.equal('Show more');
    more.click();
    await cardsShown(root, 8);
    expect(cardNames(root).slice(0, 6)).to.deep.equal(
      CAREGIVER_PAGE_1.items.map((c) => `${c.first_name} ${c.last_initial}.`),
    );
    expect(cardNames(root).slice(6)).to.deep.equal(['Sitter107 B.', 'Sitter108 B.']);
    expect(moreButton(root), 'every caregiver shown').to.equal(null);
    // Focus goes to the first new card, since the button is gone.
    await waitFor(() => root.activeElement?.textContent === 'Sitter107 B.', {
      message: 'the first new card',
    });
    expect(searched).to.deep.equal([
      '/v1/caregivers?near=10001&radius_km=40&page=1&page_size=6',
      '/v1/caregivers?near=10001&radius_km=40&page=2&page_size=6',
    ]);
    expect(await accessibilityProblems(element)).to.deep.equal([]);
  });

  it('says when no caregiver matches', async () => {
    await scriptApi(ROUTE, ok(NO_CAREGIVERS));
    const { root } = await mountSearch({ near: '10001', service: 'tutoring' });
    const empty = await waitFor(() => root.querySelector('[part~="empty"]'), {
      message: 'the empty state',
    });
    expect(empty.textContent).to.equal(
      'No caregivers match this search. Try a wider distance or another service.',
    );
    expect(byLabel<HTMLSelectElement>(root, 'Service').value).to.equal('tutoring');
    expect(moreButton(root)).to.equal(null);
  });

  it('shows an error with "Try again" after a failure, and the results after the retry', async () => {
    await scriptApi(
      ROUTE,
      { status: 500, body: { success: false, message: 'Something went wrong on our side.' } },
      ok(CAREGIVER_PAGE_1),
    );
    const { element, root } = await mountSearch({ near: '10001' });
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), {
      message: 'the error',
    });
    // The element's own words, never the server's.
    expect(alert.textContent).to.contain(
      'We could not load caregivers. Check your connection and try again.',
    );
    expect(alert.textContent).not.to.contain('Something went wrong on our side.');
    expect(await accessibilityProblems(element)).to.deep.equal([]);
    byRole(root, 'Try again').click();
    await cardsShown(root, 6);
    expect(root.querySelector('[role="alert"]')).to.equal(null);
    expect(searched.length).to.equal(2);
  });

  it('checks the ZIP code before sending, and says an unknown ZIP in its own words under the field', async () => {
    // The reference server's answer (server/routes/caregivers.ts): API wording, the field named.
    const apiWording =
      'near: we do not know the ZIP code 00000. Check it, or search near "lat,lng".';
    await scriptApi(ROUTE, {
      status: 400,
      body: {
        success: false,
        message: apiWording,
        results: { code: 'unknown_zip', errors: [{ field: 'near', message: apiWording }] },
      },
    });
    const { root } = await mountSearch();
    const zip = byLabel(root, 'ZIP code');
    typeInto(zip, '123');
    byRole(root, 'Search').click();
    await waitFor(() => zipError(root), { message: 'the field error' });
    expect(zipError(root)).to.equal('Enter a 5-digit ZIP code.');
    expect(zip.getAttribute('aria-invalid')).to.equal('true');
    expect(root.activeElement).to.equal(zip);
    expect(await apiRequests()).to.deep.equal([]);

    typeInto(zip, '00000');
    await waitFor(() => zipError(root) === null, { message: 'the message to follow the field' });
    byRole(root, 'Search').click();
    await waitFor(() => zipError(root), { message: 'the unknown ZIP message' });
    expect(zipError(root)).to.equal('We do not know the ZIP code 00000. Check it and try again.');
    expect(root.activeElement).to.equal(zip);
    expect(cards(root)).to.deep.equal([]);
    // Another ZIP typed: the message was about the old one.
    typeInto(zip, '0000');
    await waitFor(() => zipError(root) === null, { message: 'the message to go' });
  });

  it('says a 4xx that is not about the ZIP code in its own words, not the server’s', async () => {
    await scriptApi(ROUTE, {
      status: 400,
      body: {
        success: false,
        message: 'page_size can be at most 50.',
        results: { errors: [{ field: 'page_size', message: 'page_size can be at most 50.' }] },
      },
    });
    const { root } = await mountSearch({ near: '10001' });
    await waitFor(() => zipError(root), { message: 'the message' });
    expect(zipError(root)).to.equal(
      'We could not run this search. Try another ZIP code or service.',
    );
  });

  it('says an unknown ZIP in Spanish with lang="es"', async () => {
    await scriptApi(ROUTE, {
      status: 400,
      body: {
        success: false,
        message: 'near: we do not know the ZIP code 00000.',
        results: {
          code: 'unknown_zip',
          errors: [{ field: 'near', message: 'near: we do not know the ZIP code 00000.' }],
        },
      },
    });
    const { root } = await mountSearch({ near: '00000', lang: 'es' });
    const input = byLabel(root, 'Código postal');
    await waitFor(() => input.getAttribute('aria-describedby'), { message: 'the field error' });
    const id = input.getAttribute('aria-describedby') as string;
    expect(root.getElementById(id)?.textContent).to.equal(
      'No conocemos el código postal 00000. Revísalo e inténtalo de nuevo.',
    );
  });

  it('fires a cancelable ftc-caregiver-select: preventDefault() keeps the page; otherwise the profile link is followed', async () => {
    await scriptApi(ROUTE, ok(CAREGIVER_PAGE_1));
    const { root } = await mountSearch({ near: '10001', 'profile-href': '#caregiver-{id}' });
    const [maria, james] = (await cardsShown(root, 6)).map(
      (card) => card.querySelector('a') as HTMLAnchorElement,
    ) as [HTMLAnchorElement, HTMLAnchorElement];
    expect(maria.getAttribute('href')).to.equal('#caregiver-101');
    const before = location.href;
    const keep = (event: Event) => event.preventDefault();
    const events = recordEvents('ftc-caregiver-select');
    // Every navigation here is to a fragment: each one fires a hashchange, in order.
    const hashes: string[] = [];
    const recordHash = () => hashes.push(location.hash);
    window.addEventListener('hashchange', recordHash);
    document.addEventListener('ftc-caregiver-select', keep);
    try {
      maria.click();
      await waitFor(() => events.of('ftc-caregiver-select').length === 1, {
        message: 'ftc-caregiver-select for the first card',
      });
      expect(location.href, 'no navigation').to.equal(before);
      const [selected] = events.of('ftc-caregiver-select');
      expect(selected?.detail).to.deep.equal({ id: 101 });
      expect(selected?.bubbles && selected.composed && selected.cancelable).to.equal(true);
      expect(selected?.defaultPrevented).to.equal(true);
    } finally {
      document.removeEventListener('ftc-caregiver-select', keep);
    }
    james.click();
    await waitFor(() => location.hash === '#caregiver-102', {
      message: 'the profile link to be followed',
    });
    // The second card's navigation has fired its hashchange; the first card's would have come
    // before it.
    await waitFor(() => hashes.length > 0, { message: 'the hashchange of the second card' });
    window.removeEventListener('hashchange', recordHash);
    expect(hashes, 'the kept card did not navigate').to.deep.equal(['#caregiver-102']);
    expect(events.of('ftc-caregiver-select').map((event) => event.detail)).to.deep.equal([
      { id: 101 },
      { id: 102 },
    ]);
    events.stop();
    history.replaceState(null, '', location.pathname);
  });

  it('never links to a javascript: address from profile-href', async () => {
    await scriptApi(ROUTE, ok(CAREGIVER_PAGE_1));
    const { root } = await mountSearch({
      near: '10001',
      'profile-href': 'javascript:alert({id})',
    });
    const [first] = await cardsShown(root, 6);
    expect(first?.querySelector('a')?.getAttribute('href')).to.equal('/caregivers/101');
  });

  it('searches again when an attribute changes after mount', async () => {
    const twoCards = { ...CAREGIVER_PAGE_1, items: CAREGIVERS.slice(1, 3), total: 2, page_size: 3 };
    await scriptApi(
      ROUTE,
      ok(CAREGIVER_PAGE_1),
      ok({ ...CAREGIVER_PAGE_1, items: CAREGIVERS.slice(0, 1), total: 1 }),
      ok(twoCards),
      ok(twoCards),
    );
    const { element, root } = await mountSearch({ near: '10001' });
    await cardsShown(root, 6);
    element.setAttribute('service', 'nanny');
    await cardsShown(root, 1);
    expect(byLabel<HTMLSelectElement>(root, 'Service').value).to.equal('nanny');
    element.setAttribute('near', '07030');
    element.setAttribute('page-size', '3');
    await cardsShown(root, 2);
    expect(byLabel(root, 'ZIP code').value).to.equal('07030');
    // Two attributes changed together make one search, not one each: a later change's search is
    // awaited, and any search of the two would have been asked before it.
    element.setAttribute('radius-km', '40');
    await waitFor(() => searched.length >= 4, { message: 'the search with radius-km' });
    expect(searched).to.deep.equal([
      '/v1/caregivers?near=10001&page=1&page_size=6',
      '/v1/caregivers?near=10001&service=nanny&page=1&page_size=6',
      '/v1/caregivers?near=07030&service=nanny&page=1&page_size=3',
      '/v1/caregivers?near=07030&radius_km=40&service=nanny&page=1&page_size=3',
    ]);
  });

  it('speaks Spanish with lang="es": words and prices', async () => {
    await scriptApi(ROUTE, ok(CAREGIVER_PAGE_1));
    const { element, root } = await mountSearch({ near: '10001', lang: 'es' });
    const [maria, , aisha] = await cardsShown(root, 6);
    byLabel(root, 'Código postal');
    const service = byLabel<HTMLSelectElement>(root, 'Servicio');
    expect(service.options[0]?.textContent).to.equal('Cualquier servicio');
    byRole(root, 'Buscar');
    expect(maria?.textContent).to.contain('$22.50/hora');
    expect(maria?.textContent).to.contain('4.8 de 5');
    expect(maria?.textContent).to.contain('12 reseñas');
    expect(maria?.textContent).to.contain('a 0.7 mi');
    expect(maria?.textContent).to.contain('Identidad verificada');
    expect(aisha?.textContent).to.contain('Nuevo');
    expect(moreButton(root)?.textContent).to.equal('Mostrar más');
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('8 cuidadores encontrados');
    expect(await accessibilityProblems(element)).to.deep.equal([]);
  });

  it('shows HTML in a headline as text: no payload runs', async () => {
    const win = window as unknown as { __xss: number };
    win.__xss = 0;
    const hit = 'window.__xss++';
    const payloads = [
      `<script>${hit}</script>`,
      `<img src=x onerror="${hit}">`,
      `<svg onload="${hit}"></svg>`,
      `<a href="javascript:${hit}">click</a>`,
      `<iframe srcdoc="<script>parent.${hit}</script>"></iframe>`,
      `<input autofocus onfocus="${hit}">`,
      `<details open ontoggle="${hit}">x</details>`,
      `<math><mtext><table><mglyph><style><img src=x onerror="${hit}">`,
      `"><img src=x onerror=${hit}>`,
      `<noscript><p title="</noscript><img src=x onerror=${hit}>">`,
    ];
    const items = payloads.map((headline, index) => ({
      ...(CAREGIVERS[index % CAREGIVERS.length] as (typeof CAREGIVERS)[number]),
      id: 500 + index,
      headline,
      first_name: `<b>Name${index}</b>`,
    }));
    await scriptApi(ROUTE, ok({ items, total: items.length, page: 1, page_size: 6 }));
    const { root } = await mountSearch({ near: '10001', 'page-size': '10' });
    await cardsShown(root, payloads.length);
    await controlImageError();
    expect(win.__xss).to.equal(0);
    expect(
      Array.from(root.querySelectorAll('.ftc-cg-card__headline'), (p) => p.textContent),
    ).to.deep.equal(payloads);
    expect(cardNames(root)[0]).to.equal('<b>Name0</b> G.');
    const list = root.querySelector('[part~="list"]') as HTMLElement;
    expect(
      list.querySelector('script, img, svg, iframe, input, details, math, b, noscript'),
    ).to.equal(null);
  });

  it('lays cards out in one column at 375 px and several across when wide; themed by custom properties', async () => {
    await scriptApi(ROUTE, ok(CAREGIVER_PAGE_1));
    const { element, root } = await mountSearch({ near: '10001' });
    element.style.width = '375px';
    await cardsShown(root, 6);
    const columns = () =>
      new Set(cards(root).map((card) => card.getBoundingClientRect().left)).size;
    expect(columns()).to.equal(1);
    expect(root.querySelector('[part~="list"]')?.scrollWidth).to.be.at.most(375);
    element.style.width = '1000px';
    await waitFor(() => columns() >= 2, { message: 'several columns' });
    expect(columns()).to.be.within(2, 3);
    element.style.setProperty('--ftc-color-primary', 'rgb(200, 0, 100)');
    const search = byRole(root, 'Search');
    expect(getComputedStyle(search).backgroundColor).to.equal('rgb(200, 0, 100)');
    element.style.removeProperty('width');
  });
});
