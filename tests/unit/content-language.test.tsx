import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaticPage } from '../../src/content/articles';
import { createKit, KitContext } from '../../src/lib/kit-context';
import { RootStore } from '../../src/stores/root-store';

// Issue 24: the site's own content follows the reader's language, also when it is switched
// on an open page (each language is its own cache entry, asked with its Accept-Language).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const language = new Headers(init.headers).get('accept-language') ?? '';
    asked.push(language);
    const spanish = language.startsWith('es');
    const results = {
      slug: 'about',
      title: spanish ? 'Acerca de FTC' : 'About FTC',
      body_html: spanish ? '<p>Niñeras de confianza.</p>' : '<p>Trusted nannies.</p>',
      updated_at: '2026-01-08T00:00:00.000Z',
    };
    return new Response(JSON.stringify({ success: true, message: '', results }), { status: 200 });
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.documentElement.lang = 'en';
  vi.unstubAllGlobals();
});

async function until(container: HTMLElement, text: string) {
  for (let i = 0; i < 100 && !container.textContent?.includes(text); i += 1)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  expect(container.textContent).toContain(text);
}

describe('content in the reader’s language', () => {
  it('shows a static page in English, then in Spanish once the site switches', async () => {
    document.documentElement.lang = 'en';
    const store = new RootStore({ storage: localStorage });
    await store.ready;
    const kit = createKit({ store, notify: vi.fn(), apiBase: () => 'https://api.test' });
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => {
      root?.render(
        <KitContext.Provider value={kit}>
          <StaticPage slug="about" />
        </KitContext.Provider>,
      );
    });
    await until(container, 'Trusted nannies.');
    await act(async () => {
      document.documentElement.lang = 'es';
    });
    await until(container, 'Niñeras de confianza.');
    expect(container.textContent).not.toContain('Trusted nannies.');
    expect(asked.map((language) => language.slice(0, 2))).toEqual(['en', 'es']);
  });
});
