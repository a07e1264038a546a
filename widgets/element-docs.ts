/**
 * What every element's public description is made of, and the pieces several elements share:
 * `api-base` and `lang` (every element has them: src/lib/custom-element.tsx), `ftc-ready`, the
 * common parts and the CSS custom properties. Each `widgets/<name>/docs.ts` describes its own
 * element with these; widgets/registry.ts collects them. Data only: importing it pulls in no
 * component.
 */

export interface AttributeDoc {
  name: string;
  type: 'string' | 'boolean' | 'number';
  description: string;
  default?: string;
  /**
   * The only values it takes, when they are a closed set (anything else is read as the default):
   * the declarations type it as their union, so a wrong value fails `tsc` in a partner's JSX.
   */
  values?: readonly string[];
}

export interface EventDoc {
  name: string;
  /** TypeScript type of `event.detail`; its top-level keys are checked against fired events. */
  detail: string;
  description: string;
}

export interface PartDoc {
  name: string;
  description: string;
  /**
   * Why the parts test cannot render this part. Only for a part no scenario of
   * tests/browser/manifest.test.ts can reach; the test then skips it by name, visibly.
   */
  untested?: string;
}

export interface SlotDoc {
  /** Empty for the default slot. */
  name: string;
  description: string;
}

export interface ElementDoc {
  tag: string;
  /** Class name used in the declarations. */
  className: string;
  /** Source of the entry, relative to the project root; built to `dist/widgets/<tag>.js`. */
  entry: string;
  summary: string;
  attributes: AttributeDoc[];
  events: EventDoc[];
  /** Every `part` name the element renders, in any state (a `part` may hold several names). */
  parts: PartDoc[];
  slots?: SlotDoc[];
  /**
   * The entry file draws the element's first view before the runtime arrives (src/lib/first-paint.ts):
   * only for an element whose first view is the same for every visitor (no saved session, no
   * attribute but `lang`, no data to fetch), so nothing shown is replaced by something else.
   */
  firstPaint?: boolean;
}

/**
 * An element's own attributes (besides `api-base` and `lang`) and their types, in the order the
 * docs list them. Kept apart from their descriptions so that element.ts, which observes them,
 * ships the names and types and not the prose.
 */
export type OwnAttributes = Record<string, AttributeDoc['type']>;

/**
 * What `widgets/<name>/docs.ts` writes: the element's description, each of its own attributes
 * described by name (every one of `Attributes`, and no other).
 */
export interface ElementDescription<Attributes extends OwnAttributes>
  extends Omit<ElementDoc, 'attributes'> {
  attributes: { [Name in keyof Attributes]: Omit<AttributeDoc, 'name' | 'type'> };
}

/**
 * The top-level keys of an event's `detail` type (`{ user: {…}; email: string }` → user, email);
 * none for `Record<string, never>`.
 */
export function detailKeys(detail: string): string[] {
  const body = detail.trim();
  if (!body.startsWith('{')) return [];
  const keys: string[] = [];
  let depth = 0;
  let expectKey = true;
  for (let index = 1; index < body.length - 1; index += 1) {
    const char = body[index] as string;
    if ('{[(<'.includes(char)) depth += 1;
    else if ('}])>'.includes(char)) depth -= 1;
    else if (depth === 0 && char === ';') expectKey = true;
    else if (depth === 0 && expectKey && /[A-Za-z_$]/.test(char)) {
      const key = /^[A-Za-z_$][\w$]*/.exec(body.slice(index))?.[0] ?? '';
      keys.push(key);
      index += key.length - 1;
      expectKey = false;
    }
  }
  return keys;
}

/** The attributes every element has, first in each element's list. */
export const COMMON_ATTRIBUTES: AttributeDoc[] = [
  {
    name: 'api-base',
    type: 'string',
    description:
      'Base URL of the API. First found wins: this attribute, <meta name="ftc-api-base">, the build-time VITE_API_BASE, the page origin.',
  },
  {
    name: 'lang',
    type: 'string',
    description:
      'Language of the element (en and es ship; others fall back to English, string by string). Absent: the nearest lang on the page, else English. Strings can be overridden with FTCWidgets.setWords(lang, { … }).',
  },
];

/** An element's full attribute list: the common ones, then its own, described. */
export function attributeDocs<Attributes extends OwnAttributes>(
  types: Attributes,
  described: ElementDescription<Attributes>['attributes'],
): AttributeDoc[] {
  return [
    ...COMMON_ATTRIBUTES,
    ...Object.entries(types).map(([name, type]) => ({
      name,
      type,
      ...(described[name] as Omit<AttributeDoc, 'name' | 'type'>),
    })),
  ];
}

export const READY: EventDoc = {
  name: 'ftc-ready',
  detail: 'Record<string, never>',
  description: 'Fired once, when the element has rendered.',
};

/** `detail` of `ftc-login`, fired by <ftc-login> and <ftc-signup>. */
export const USER_DETAIL =
  '{ user: { id: number; full_name: string; email: string; mobile: string; country_code: string; is_mobile_verified: 0 | 1; type: string; subscription: unknown } }';

/** Parts shared by several elements, described once. */
export const PART = {
  form: { name: 'form', description: 'A form.' },
  container: { name: 'container', description: "The element's outer box when it shows no form." },
  field: { name: 'field', description: 'A field: its label, input, hint and error.' },
  label: { name: 'label', description: 'A field label.' },
  input: { name: 'input', description: 'A text input or a select.' },
  hint: { name: 'hint', description: 'Help under a field label (a rule, an example).' },
  toggle: { name: 'toggle', description: 'The Show/Hide button of a password field.' },
  button: {
    name: 'button',
    description: 'A button or button-like link (primary ones coloured by --ftc-color-primary).',
  },
  error: { name: 'error', description: 'An error message under its field.' },
  resend: { name: 'resend', description: 'The "Resend code" button of the code step.' },
} satisfies Record<string, PartDoc>;

export const CSS_PROPERTIES = [
  { name: '--ftc-color-primary', description: 'Primary buttons and accents.' },
  { name: '--ftc-color-primary-hover', description: 'Primary buttons on hover.' },
  { name: '--ftc-color-on-primary', description: 'Text on primary buttons.' },
  { name: '--ftc-color-text', description: 'Body text.' },
  { name: '--ftc-color-border', description: 'Input borders.' },
  { name: '--ftc-color-danger', description: 'Errors.' },
  { name: '--ftc-color-focus', description: 'Focus ring.' },
  { name: '--ftc-font-family', description: 'Font of the element and its toasts.' },
  { name: '--ftc-font-size', description: 'Base font size.' },
  { name: '--ftc-radius', description: 'Corner radius of inputs, buttons and toasts.' },
  { name: '--ftc-space', description: 'Base spacing unit.' },
];
