// The public description of <ftc-faq>: custom-elements.json, the .d.ts files, the README table
// and the /widgets page are generated from it (widgets/registry.ts collects it).
import { type ElementDescription, type OwnAttributes, PART, READY } from '../element-docs';

/** Its attributes besides `api-base` and `lang`, observed by element.ts. */
export const attributes = { audience: 'string' } satisfies OwnAttributes;

/**
 * A function, so that element.ts, which takes `attributes` from this file, bundles none of the
 * prose: a bundler keeps the property reads of an unused object (`PART.form`) but drops an
 * unused function.
 */
export const docs = (): ElementDescription<typeof attributes> => ({
  tag: 'ftc-faq',
  className: 'FtcFaqElement',
  entry: 'widgets/faq/ftc-faq.ts',
  summary: 'Frequently asked questions: an accessible accordion with a search box.',
  attributes: {
    audience: {
      description: '`users` (parents) or `service-providers` (caregivers).',
      default: 'users',
      values: ['users', 'service-providers'],
    },
  },
  events: [READY],
  parts: [
    { name: 'container', description: 'The list, or its loading or error state.' },
    { ...PART.field, description: 'The search field.' },
    { ...PART.label, description: 'The search label.' },
    { ...PART.input, description: 'The search box.' },
    { name: 'empty', description: 'The "no questions" or "no match" message.' },
    { name: 'item', description: 'A question with its answer.' },
    { name: 'question', description: "A question's button." },
    { name: 'answer', description: 'An answer.' },
    { ...PART.button, description: 'The "Try again" button after a failed load.' },
  ],
  slots: [
    {
      name: '',
      description:
        'Optional `<details id="faq-…"><summary>Question</summary>Answer</details>` children, shown instead of the API\'s questions.',
    },
  ],
});
