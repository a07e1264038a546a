/**
 * Every element of the kit, listed once. The library build takes its entries from here, and
 * the Custom Elements Manifest and the TypeScript declarations are generated from it, so the
 * docs cannot drift from the code. Data only: importing it pulls in no component.
 */

export interface AttributeDoc {
  name: string;
  type: 'string' | 'boolean' | 'number';
  description: string;
  default?: string;
}

export interface EventDoc {
  name: string;
  /** TypeScript type of `event.detail`. */
  detail: string;
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
  parts: { name: string; description: string }[];
}

const API_BASE: AttributeDoc = {
  name: 'api-base',
  type: 'string',
  description:
    'Base URL of the API. First found wins: this attribute, <meta name="ftc-api-base">, the build-time VITE_API_BASE, the page origin.',
};

const READY: EventDoc = {
  name: 'ftc-ready',
  detail: 'Record<string, never>',
  description: 'Fired once, when the element has rendered.',
};

const FORM_PARTS = [
  { name: 'form', description: 'The form.' },
  { name: 'field', description: 'A label, its input and its error.' },
  { name: 'label', description: 'A field label.' },
  { name: 'input', description: 'A text input.' },
  { name: 'button', description: 'The submit button (coloured by --ftc-color-primary).' },
  { name: 'error', description: 'A field error message.' },
];

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

export const ELEMENTS: ElementDoc[] = [
  {
    tag: 'ftc-newsletter',
    className: 'FtcNewsletterElement',
    entry: 'widgets/newsletter/ftc-newsletter.ts',
    summary: 'Newsletter sign-up: one email field and a Subscribe button.',
    attributes: [API_BASE],
    events: [
      {
        name: 'ftc-newsletter-subscribed',
        detail: '{ email: string }',
        description: 'The server accepted the address.',
      },
      READY,
    ],
    parts: FORM_PARTS,
  },
];
