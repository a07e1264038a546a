// The first view of each element marked `firstPaint` in widgets/<name>/docs.ts, in every shipped
// language, as static HTML: rendered at build time in Node (through Vite's module runner, so the
// sources load as they do in the build) by scripts/first-paint.ts, from the element's own
// component, the way the element first renders it for a visitor without a saved session.
import { enableStaticRendering } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHIPPED_LANGUAGES } from '../src/i18n/catalogue';
import { setServerLanguage } from '../src/i18n/use-words';
import { createKit, KitContext } from '../src/lib/kit-context';
import { RootStore } from '../src/stores/root-store';
import { ELEMENTS } from '../widgets/registry';

/** tag → language → HTML. */
export type FirstViews = Record<string, Record<string, string>>;

const elementModules = import.meta.glob<{ definition: { component: ComponentType } }>(
  '../widgets/*/element.ts',
);

async function renderFirstViews(): Promise<FirstViews> {
  enableStaticRendering(true);
  const views: FirstViews = {};
  for (const element of ELEMENTS.filter((candidate) => candidate.firstPaint)) {
    const path = `../${element.entry.replace(/[^/]+$/, 'element.ts')}`;
    const load = elementModules[path];
    if (!load) throw new Error(`${element.tag}: no ${path} for its first view`);
    const { component: Component } = (await load()).definition;
    const kit = createKit({ store: new RootStore(), notify: () => {}, apiBase: () => '' });
    views[element.tag] = {};
    for (const lang of SHIPPED_LANGUAGES) {
      setServerLanguage(lang);
      (views[element.tag] as Record<string, string>)[lang] = renderToStaticMarkup(
        <KitContext.Provider value={kit}>
          <Component />
        </KitContext.Provider>,
      );
    }
    setServerLanguage('en');
  }
  return views;
}

// Rendered while the module loads: the module runner that loads the components closes after.
export const firstViews = await renderFirstViews();
