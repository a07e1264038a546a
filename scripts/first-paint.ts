// The library build's first paint (issue 14, src/lib/first-paint.ts). Each entry file imports
// `virtual:ftc-first-paint`, which this plugin makes for that entry alone, so it is bundled into
// the entry file itself and runs as soon as that one file has arrived:
// - the CSS the entry's elements need at first (design tokens, form controls, each element's own
//   stylesheet), registered for the page; the runtime reads it from there (the `?inline`
//   imports of src/lib/element-base.tsx and widgets/*/element.ts become references to it, read
//   when an element adopts its styles), so the CSS is downloaded once, with the entry, and not
//   again in the shared chunks;
// - for an element marked `firstPaint` in its docs (widgets/<name>/docs.ts), its first view in
//   every shipped language, rendered at build time from its own component
//   (scripts/render-first-views.tsx), drawn into the element before the runtime arrives.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_STYLE, STYLE_REF } from '../src/lib/first-paint';
import { ELEMENTS } from '../widgets/registry';
import { importInNode } from './build-support';
import type { FirstViews } from './render-first-views';

const root = resolve(import.meta.dirname, '..');
const FIRST_PAINT = 'virtual:ftc-first-paint';
const FIRST_PAINT_ID = `\0${FIRST_PAINT}:`;
const STYLE_ID = '\0ftc-style:';
/** The query of an entry file's own copy of a module (this plugin's, beside the build's `?of=`). */
export const FIRST_PAINT_COPY = 'entry=';
const RUNTIME = resolve(root, 'src/lib/first-paint.ts');
const ELEMENT_BASE = resolve(root, 'src/lib/element-base.tsx');
const ALL_ELEMENTS_ENTRY = 'widgets/ftc-widgets.ts';
/** Registered under their file's name; the design tokens go to the page (PAGE_STYLE). */
const styleKey = (path: string) => path.replace(/^.*[\\/]/, '').replace(/\.css$/, '');

const elementModule = (entry: string) => resolve(root, dirname(entry), 'element.ts');
const isStyledModule = (file: string) =>
  file === ELEMENT_BASE || /[\\/]widgets[\\/][^\\/]+[\\/]element\.ts$/.test(file);

/** The `./x.css?inline` imports of a source file, as paths from the project root. */
function inlineStylesOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/from\s+'([^']+\.css)\?inline'/g)].map((match) =>
    relative(root, resolve(dirname(file), match[1] as string)),
  );
}

export function firstPaint(): Plugin {
  let views: FirstViews = {};
  return {
    name: 'ftc-first-paint',
    enforce: 'pre',
    async buildStart() {
      // Rendered in Node from the sources (scripts/render-first-views.tsx).
      views = (await importInNode<{ firstViews: FirstViews }>('scripts/render-first-views.tsx'))
        .firstViews;
    },
    resolveId(source, importer) {
      if (!importer) return undefined;
      if (source === FIRST_PAINT) return FIRST_PAINT_ID + relative(root, importer);
      if (source.endsWith('.css?inline') && isStyledModule(importer)) {
        const path = resolve(dirname(importer), source.slice(0, -'?inline'.length));
        // Not ending in .css: Vite's CSS plugins would take the lookup for a stylesheet.
        return `${STYLE_ID + styleKey(path)}.js`;
      }
      return undefined;
    },
    load(id) {
      if (id.startsWith(STYLE_ID)) {
        const key = id.slice(STYLE_ID.length, -'.js'.length);
        return `export default ${JSON.stringify(STYLE_REF + key)};\n`;
      }
      if (!id.startsWith(FIRST_PAINT_ID)) return undefined;
      const entry = id.slice(FIRST_PAINT_ID.length);
      const elements =
        entry === ALL_ELEMENTS_ENTRY
          ? ELEMENTS
          : ELEMENTS.filter((element) => element.entry === entry);
      if (!elements.length) throw new Error(`${FIRST_PAINT}: ${entry} is no element's entry`);
      const shared = inlineStylesOf(ELEMENT_BASE);
      const own = new Map(
        elements.map((element) => [element.tag, inlineStylesOf(elementModule(element.entry))]),
      );
      const styles = [...new Set([...shared, ...[...own.values()].flat()])];
      const keys = styles.map(styleKey);
      if (new Set(keys).size !== keys.length)
        throw new Error(`${entry}: two stylesheets of one name`);
      // A copy of each module for this entry alone (the query), so none is shared with a chunk.
      const copy = `${FIRST_PAINT_COPY}${entry.replace(/^.*\//, '').replace(/\.ts$/, '')}`;
      const firstViews = elements
        .filter((element) => element.firstPaint)
        .map((element) => {
          const html = views[element.tag];
          if (!html) throw new Error(`${element.tag}: its first view was not rendered`);
          const mine = [...shared, ...(own.get(element.tag) ?? [])].map(styleKey);
          return { tag: element.tag, html, styles: mine.filter((key) => key !== PAGE_STYLE) };
        });
      return [
        `import { paintFirst, registerStyles } from ${JSON.stringify(`${RUNTIME}?${copy}`)};`,
        ...styles.map(
          (path, index) =>
            `import style${index} from ${JSON.stringify(`${resolve(root, path)}?inline&${copy}`)};`,
        ),
        `registerStyles({ ${styles.map((path, index) => `${JSON.stringify(styleKey(path))}: style${index}`).join(', ')} });`,
        firstViews.length ? `paintFirst(${JSON.stringify(firstViews)});` : '',
      ].join('\n');
    },
  };
}
