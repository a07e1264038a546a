import { CSS_PROPERTIES, detailKeys } from '../widgets/element-docs';
import { ELEMENTS } from '../widgets/registry';
import { attributeTypeText } from './declarations';

export { declarations } from './declarations';

/** Custom Elements Manifest (schema 2.1.0) for `dist/widgets/custom-elements.json`. */
export function customElementsManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: ELEMENTS.map((element) => ({
      kind: 'javascript-module',
      path: `${element.tag}.js`,
      declarations: [
        {
          kind: 'class',
          name: element.className,
          tagName: element.tag,
          customElement: true,
          description: element.summary,
          superclass: { name: 'HTMLElement' },
          attributes: element.attributes.map((attribute) => ({
            name: attribute.name,
            type: { text: attributeTypeText(attribute) },
            description: attribute.description,
            ...(attribute.default ? { default: attribute.default } : {}),
          })),
          events: element.events.map((event) => ({
            name: event.name,
            type: { text: `CustomEvent<${event.detail}>` },
            description: event.description,
          })),
          cssParts: element.parts.map(({ name, description }) => ({ name, description })),
          ...(element.slots ? { slots: element.slots } : {}),
          cssProperties: CSS_PROPERTIES,
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: element.tag,
          declaration: { name: element.className, module: `${element.tag}.js` },
        },
      ],
    })),
  };
}

/** Where the README's generated element docs sit. */
export const README_MARKERS = {
  start: '<!-- elements:start -->',
  end: '<!-- elements:end -->',
} as const;

const code = (text: string) => `\`${text}\``;
const detailShape = (detail: string) => {
  const keys = detailKeys(detail);
  return keys.length ? `{ ${keys.join(', ')} }` : '{}';
};

/** The README's element table (between its markers), written by `npm run docs`. */
export function readmeElements(): string {
  const rows = ELEMENTS.map((element) => {
    const attributes = element.attributes
      .map((a) => `${code(a.name)}${a.default ? ` (default ${code(a.default)})` : ''}`)
      .join(', ');
    const events = element.events
      .map((e) => `${code(e.name)} (${code(detailShape(e.detail))})`)
      .join(', ');
    const parts = element.parts.map((p) => code(p.name)).join(', ');
    return `| ${code(`<${element.tag}>`)} | ${element.summary} | ${attributes} | ${events} | ${parts} |`;
  });
  return [
    README_MARKERS.start,
    '<!-- Generated from widgets/registry.ts by `npm run docs`: edit the registry, then run it. -->',
    '',
    '| element | what it is | attributes | events (`detail`) | parts for `::part()` |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    `CSS custom properties (every element): ${CSS_PROPERTIES.map((p) => code(p.name)).join(', ')}.`,
    'Every attribute, event, part and property is described in `dist/widgets/custom-elements.json`',
    "and on the site's `/widgets` page, both generated from the same registry.",
    README_MARKERS.end,
  ].join('\n');
}

/** `readme` with its element docs replaced by the registry's; throws without the markers. */
export function withReadmeElements(readme: string): string {
  const start = readme.indexOf(README_MARKERS.start);
  const end = readme.indexOf(README_MARKERS.end);
  if (start < 0 || end < start) {
    throw new Error(`README.md needs ${README_MARKERS.start} … ${README_MARKERS.end}`);
  }
  return readme.slice(0, start) + readmeElements() + readme.slice(end + README_MARKERS.end.length);
}
