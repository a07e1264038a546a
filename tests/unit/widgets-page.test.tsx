import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../../demo/layout/site-footer';
import { WidgetsPage } from '../../demo/pages/widgets';
import type { Release, ReleaseIntegrity } from '../../src/contract/release-values';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { RootStore } from '../../src/stores/root-store';
import { text, until } from './admin-desk-harness';

// Issue 26, items 1, 2 and 6: the partners' page shows pinned snippets with integrity for every
// chunk an entry loads, a contents list, copy buttons that say "Copied", the live example first;
// the footer links to it.

const MANIFEST = {
  modules: ['ftc-newsletter', 'ftc-faq'].map((tagName) => ({
    declarations: [{ tagName, description: `${tagName} description`, attributes: [] }],
  })),
};
const RELEASE: Release = {
  version: '3.1.4',
  entries: {
    'ftc-widgets.js': ['chunks/core-a.js', 'chunks/element-b.js', 'chunks/faq-c.js'],
    'ftc-newsletter.js': ['chunks/core-a.js', 'chunks/element-b.js'],
    'ftc-faq.js': ['chunks/core-a.js', 'chunks/faq-c.js'],
  },
};
const INTEGRITY: ReleaseIntegrity = {
  'ftc-widgets.js': 'sha384-all',
  'ftc-newsletter.js': 'sha384-newsletter',
  'ftc-faq.js': 'sha384-faq',
  'chunks/core-a.js': 'sha384-core',
  'chunks/element-b.js': 'sha384-element',
  'chunks/faq-c.js': 'sha384-faqchunk',
};
const FILES: Record<string, unknown> = {
  '/widgets/custom-elements.json': MANIFEST,
  '/widgets/release.json': RELEASE,
  '/widgets/integrity.json': INTEGRITY,
};

let root: Root | undefined;
let container: HTMLElement;
const writeText = vi.fn(async (_text: string) => undefined);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      FILES[url]
        ? new Response(JSON.stringify(FILES[url]), { status: 200 })
        : new Response('', { status: 404 }),
    ),
  );
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockClear();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.lang = 'en';
});

async function render(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/widgets'] });
  const store = new RootStore({ storage: localStorage });
  await store.ready;
  const kit = createKit({ store, notify: vi.fn(), apiBase: () => 'https://api.test' });
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <KitContext.Provider value={kit}>
        <RouterProvider router={router} />
      </KitContext.Provider>,
    ),
  );
}

const snippetOf = (label: string) => {
  const figure = [...container.querySelectorAll('figure')].find(
    (candidate) => text(candidate.querySelector('figcaption')) === label,
  );
  if (!figure) throw new Error(`no snippet "${label}"`);
  return figure;
};

describe('the /widgets page for partners', () => {
  it('shows the live example first, then a contents list linking to every section', async () => {
    await render(<WidgetsPage />);
    await until(() => container.querySelector('#ftc-faq') !== null);
    const live = container.querySelector('.widget-demo__live');
    const contents = container.querySelector('nav');
    // The live element comes before anything to read or copy.
    expect(live?.innerHTML).toBe('<ftc-newsletter></ftc-newsletter>');
    expect(live?.compareDocumentPosition(contents as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(contents?.querySelector('figure, pre')).toBeNull();
    expect(container.querySelector('pre')?.compareDocumentPosition(live as Node)).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
    const links = [...(contents?.querySelectorAll('a') ?? [])].map((a) => [
      text(a),
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Quick start', '#quick-start'],
      ['Pin a version, with integrity', '#pinned'],
      ['<ftc-newsletter>', '#ftc-newsletter'],
      ['<ftc-faq>', '#ftc-faq'],
    ]);
    for (const [, href] of links) expect(container.querySelector(href as string)).not.toBeNull();
    // In each element's section too, the element itself comes before its snippet.
    const section = container.querySelector('section[aria-labelledby="ftc-faq"]') as Element;
    expect(section.querySelector('.widget-demo__live + figure')).not.toBeNull();
  });

  it("pins each element's snippet to the version, with integrity on the entry and an import map covering its chunks", async () => {
    await render(<WidgetsPage />);
    await until(() => container.querySelector('#ftc-faq') !== null);
    const origin = window.location.origin;
    const code = text(snippetOf('<ftc-faq>, pinned, with integrity').querySelector('code'));
    expect(code).toContain(`<meta name="ftc-api-base" content="${origin}">`);
    expect(code).toContain(
      `<script type="module" src="${origin}/widgets/3.1.4/ftc-faq.js" integrity="sha384-faq" crossorigin="anonymous"></script>`,
    );
    const map = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(code)?.[1] ?? '');
    expect(map).toEqual({
      integrity: {
        [`${origin}/widgets/3.1.4/chunks/core-a.js`]: 'sha384-core',
        [`${origin}/widgets/3.1.4/chunks/faq-c.js`]: 'sha384-faqchunk',
      },
    });
    expect(code.trim().endsWith('<ftc-faq audience="users"></ftc-faq>')).toBe(true);
    // Every element at once: ftc-widgets.js and every chunk it loads.
    const all = text(snippetOf('Every element, pinned, with integrity').querySelector('code'));
    expect(all).toContain(`${origin}/widgets/3.1.4/ftc-widgets.js" integrity="sha384-all"`);
    expect(
      Object.keys(JSON.parse(/importmap">([\s\S]*?)</.exec(all)?.[1] ?? '').integrity),
    ).toEqual(
      ['core-a', 'element-b', 'faq-c'].map((c) => `${origin}/widgets/3.1.4/chunks/${c}.js`),
    );
    expect(text(container.querySelector('#pinned + p'))).toContain('Version 3.1.4 never changes');
  });

  it('copies a snippet with its button, which says "Copied" for two seconds', async () => {
    await render(<WidgetsPage />);
    await until(() => container.querySelector('#ftc-faq') !== null);
    const figure = snippetOf('<ftc-newsletter>, pinned, with integrity');
    const button = figure.querySelector('button') as HTMLButtonElement;
    expect(text(button)).toBe('Copy');
    vi.useFakeTimers();
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith(figure.querySelector('code')?.textContent);
    expect(text(button)).toBe('Copied');
    expect(text(figure.querySelector('[role="status"]'))).toBe('Snippet copied to the clipboard.');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(text(button)).toBe('Copy');
  });

  it('speaks Spanish', async () => {
    document.documentElement.lang = 'es';
    await render(<WidgetsPage />);
    await until(() => container.querySelector('#ftc-faq') !== null);
    expect(text(container.querySelector('#quick-start'))).toBe('Inicio rápido');
    expect(text(snippetOf('<ftc-faq>, fijado, con integridad').querySelector('button'))).toBe(
      'Copiar',
    );
  });
});

describe('the footer', () => {
  it('links to the partners’ page: "For partners", "Para socios"', async () => {
    await render(<SiteFooter />);
    const link = () =>
      [...container.querySelectorAll('footer a')].find(
        (a) => a.getAttribute('href') === '/widgets',
      );
    expect(text(link() as Element)).toBe('For partners');
    act(() => root?.unmount());
    document.documentElement.lang = 'es';
    await render(<SiteFooter />);
    expect(text(link() as Element)).toBe('Para socios');
  });
});
