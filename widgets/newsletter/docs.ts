// The public description of <ftc-newsletter>: custom-elements.json, the .d.ts files, the README
// table and the /widgets page are generated from it (widgets/registry.ts collects it).
import { type ElementDescription, type OwnAttributes, PART, READY } from '../element-docs';

/** Its attributes besides `api-base` and `lang`: none. */
export const attributes = {} satisfies OwnAttributes;

/**
 * A function, so that element.ts, which takes `attributes` from this file, bundles none of the
 * prose: a bundler keeps the property reads of an unused object (`PART.form`) but drops an
 * unused function.
 */
export const docs = (): ElementDescription<typeof attributes> => ({
  tag: 'ftc-newsletter',
  className: 'FtcNewsletterElement',
  entry: 'widgets/newsletter/ftc-newsletter.ts',
  firstPaint: true,
  summary: 'Newsletter sign-up: one email field and a Subscribe button.',
  attributes: {},
  events: [
    {
      name: 'ftc-newsletter-subscribed',
      detail: '{ email: string }',
      description: 'The server accepted the address.',
    },
    READY,
  ],
  parts: [PART.form, PART.field, PART.label, PART.input, PART.button, PART.error],
});
