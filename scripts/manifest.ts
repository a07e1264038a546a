import { CSS_PROPERTIES, ELEMENTS, type ElementDoc } from '../widgets/registry';

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
          cssParts: element.parts,
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
    'declare global {',
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
      source: `export type { ${e.className}, ${e.className}Attributes, ${e.className}EventMap } from './ftc-widgets';\n`,
    })),
  ];
}
