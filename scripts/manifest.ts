import { CSS_PROPERTIES, detailKeys, type ElementDoc } from '../widgets/element-docs';
import { ELEMENTS } from '../widgets/registry';
import { ELEMENT_CATALOGUES } from '../widgets/words';

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
            type: { text: attribute.type === 'boolean' ? 'boolean' : 'string' },
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

/** The TypeScript type of a catalogue's overrides: every key optional, every leaf a string. */
function overrideType(value: unknown, indent: string): string {
  if (typeof value === 'string') return 'string';
  const entries = Object.entries(value as Record<string, unknown>);
  const inner = `${indent}  `;
  return `{\n${entries
    .map(([key, item]) => `${inner}${JSON.stringify(key)}?: ${overrideType(item, inner)};`)
    .join('\n')}\n${indent}}`;
}

const wordsType = () =>
  `export interface FtcWords {\n${ELEMENT_CATALOGUES.map(
    (definition) =>
      `  ${JSON.stringify(definition.namespace)}?: ${overrideType(definition.en, '  ')};`,
  ).join('\n')}\n}`;

const attributeType = (type: ElementDoc['attributes'][number]['type']) =>
  type === 'boolean' ? 'boolean | ""' : 'string';

/** TypeScript declarations, with JSX typings for React users. */
export function declarations(): { file: string; source: string }[] {
  const perElement = ELEMENTS.map((element) => {
    const attrs = element.attributes
      .map((a) => `  /** ${a.description} */\n  '${a.name}'?: ${attributeType(a.type)};`)
      .join('\n');
    const events = element.events
      .map((e) => `  /** ${e.description} */\n  '${e.name}': CustomEvent<${e.detail}>;`)
      .join('\n');
    return { element, attrs, events };
  });

  const body = [
    '// Generated from widgets/registry.ts by the library build. Do not edit.',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    '',
    ...perElement.flatMap(({ element, attrs, events }) => [
      `/** ${element.summary} */`,
      `export interface ${element.className} extends HTMLElement {}`,
      `export interface ${element.className}Attributes {\n${attrs}\n}`,
      `export interface ${element.className}EventMap extends HTMLElementEventMap {\n${events}\n}`,
      '',
    ]),
    "/** Any string of any element, in any language: `FTCWidgets.setWords('es', { newsletter: { subscribe: 'Apúntame' } })`. */",
    wordsType(),
    '/** @deprecated The first name of `FtcWords`; the same type. */',
    'export type FtcMessages = FtcWords;',
    '',
    'declare global {',
    "  /** The kit's page-wide API, defined by every element bundle. */",
    '  var FTCWidgets: {',
    '    /** Replaces strings of a language (or adds one); every element re-renders at once. */',
    '    setWords(lang: string, words: FtcWords): void;',
    '    /** The first name of `setWords`, kept as an alias: the same function. */',
    '    setMessages(lang: string, words: FtcWords): void;',
    '  };',
    '  interface HTMLElementTagNameMap {',
    ...ELEMENTS.map((e) => `    '${e.tag}': ${e.className};`),
    '  }',
    '}',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...ELEMENTS.map(
      (e) =>
        `      '${e.tag}': DetailedHTMLProps<HTMLAttributes<${e.className}>, ${e.className}> & ${e.className}Attributes;`,
    ),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');

  return [
    { file: 'ftc-widgets.d.ts', source: body },
    ...ELEMENTS.map((e) => ({
      file: `${e.tag}.d.ts`,
      source: `export type { ${e.className}, ${e.className}Attributes, ${e.className}EventMap, FtcWords, FtcMessages } from './ftc-widgets';\n`,
    })),
  ];
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
