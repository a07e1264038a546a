import type { AttributeDoc, ElementDoc, EventDoc } from '../widgets/element-docs';
import { ELEMENTS } from '../widgets/registry';
import { ELEMENT_CATALOGUES } from '../widgets/words';

/**
 * The TypeScript declarations of the kit (`dist/widgets/*.d.ts`, shipped in the npm package),
 * generated from the one registry that also gives custom-elements.json (scripts/manifest.ts):
 * each element's class with its typed `addEventListener`, its attributes with their types, its
 * event map, React 19 JSX typings (attributes and `on<event>` handler props, which React 19
 * attaches as listeners on custom elements), and the page-wide event map, so a listener on
 * `document` knows each event's `detail`.
 */

/** An attribute's type in the manifest (`type.text`): its values' union, or its kind. */
export function attributeTypeText(attribute: Pick<AttributeDoc, 'type' | 'values'>): string {
  if (attribute.values?.length) return attribute.values.map((v) => `'${v}'`).join(' | ');
  return attribute.type;
}

/** An attribute's type as a JSX prop: what React 19 writes as that attribute. */
export function jsxAttributeType(attribute: Pick<AttributeDoc, 'type' | 'values'>): string {
  if (attribute.values?.length) return attributeTypeText(attribute);
  if (attribute.type === 'boolean') return "boolean | ''";
  // A number, or the text of one (`radius-km="25"`); "far" fails.
  if (attribute.type === 'number') return `number | \`\${number}\``;
  return 'string';
}

/** Every event of the kit once, by name; an event two elements fire must carry one detail. */
export function kitEvents(elements: readonly ElementDoc[] = ELEMENTS): EventDoc[] {
  const byName = new Map<string, EventDoc>();
  for (const element of elements) {
    for (const event of element.events) {
      const seen = byName.get(event.name);
      if (seen && seen.detail !== event.detail) {
        throw new Error(`${event.name}: two details (${seen.detail} and ${event.detail})`);
      }
      if (!seen) byName.set(event.name, event);
    }
  }
  return [...byName.values()];
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

const comment = (text: string, indent = '  ') => `${indent}/** ${text.replaceAll('*/', '*\\/')} */`;

function elementDeclarations(element: ElementDoc): string[] {
  const name = element.className;
  const map = `${name}EventMap`;
  const listener = (keyType: string, eventType: string) =>
    `listener: (this: ${name}, event: ${eventType}) => unknown, options?: boolean | ${keyType}`;
  return [
    comment(element.summary, ''),
    `export interface ${name} extends HTMLElement {`,
    `  addEventListener<K extends keyof ${map}>(type: K, ${listener('AddEventListenerOptions', `${map}[K]`)}): void;`,
    '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
    `  removeEventListener<K extends keyof ${map}>(type: K, ${listener('EventListenerOptions', `${map}[K]`)}): void;`,
    '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
    '}',
    `/** The attributes of <${element.tag}>, with their types. */`,
    `export interface ${name}Attributes {`,
    ...element.attributes.flatMap((a) => [
      comment(a.default ? `${a.description} Default: \`${a.default}\`.` : a.description),
      `  '${a.name}'?: ${jsxAttributeType(a)};`,
    ]),
    '}',
    `/** The events <${element.tag}> fires (they bubble and are composed), by name. */`,
    `export interface ${map} extends HTMLElementEventMap {`,
    ...element.events.flatMap((e) => [
      comment(e.description),
      `  '${e.name}': CustomEvent<${e.detail}>;`,
    ]),
    '}',
    `/** React 19 props that listen to the events of <${element.tag}> (\`on\` + the event's name). */`,
    `export interface ${name}EventHandlers {`,
    ...element.events.flatMap((e) => [
      comment(e.description),
      `  'on${e.name}'?: (event: CustomEvent<${e.detail}>) => void;`,
    ]),
    '}',
    '',
  ];
}

/** The declarations: `ftc-widgets.d.ts` (everything) and one `ftc-<name>.d.ts` per element. */
export function declarations(): { file: string; source: string }[] {
  const body = [
    '// Generated from widgets/registry.ts by the library build. Do not edit.',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    '',
    ...ELEMENTS.flatMap(elementDeclarations),
    '/** Every event of the kit, by name: they bubble and are composed, so `document` hears them. */',
    'export interface FtcEventMap {',
    ...kitEvents().flatMap((e) => [
      comment(e.description),
      `  '${e.name}': CustomEvent<${e.detail}>;`,
    ]),
    '}',
    '',
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
    '  /** `document.addEventListener("ftc-login", (event) => event.detail.user)` is typed. */',
    '  interface GlobalEventHandlersEventMap extends FtcEventMap {}',
    '}',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...ELEMENTS.map(
      (e) =>
        `      '${e.tag}': DetailedHTMLProps<HTMLAttributes<${e.className}>, ${e.className}> & ${e.className}Attributes & ${e.className}EventHandlers;`,
    ),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');

  return [
    { file: 'ftc-widgets.d.ts', source: body },
    ...ELEMENTS.map((e) => {
      const names = ['', 'Attributes', 'EventMap', 'EventHandlers'].map(
        (s) => `${e.className}${s}`,
      );
      return {
        file: `${e.tag}.d.ts`,
        // Importing the element's module (`import 'ftc-widget-kit/newsletter'`) brings these
        // and, through ./ftc-widgets, the global and JSX typings.
        source: `export type { ${names.join(', ')}, FtcEventMap, FtcWords, FtcMessages } from './ftc-widgets';\n`,
      };
    }),
  ];
}
