import type { ElementDefinition } from '../../src/lib/element-base';
import { defineStoreFreeElement } from '../../src/lib/store-free-element';
import newsletterCss from '../../src/newsletter/newsletter.css?inline';
import { NewsletterForm } from '../../src/newsletter/newsletter-form';
import { attributes } from './docs';

/** What the element is made of; also read at build time for its first view (scripts/first-paint.ts). */
export const definition = {
  tag: 'ftc-newsletter',
  component: NewsletterForm,
  attributes,
  styles: [newsletterCss],
} satisfies ElementDefinition<never>;

/**
 * `<ftc-newsletter>`: its attributes, events, parts and slots are documented in ./docs.ts. Its
 * form shows nothing of a saved session, so it renders without loading the store (issue 27).
 */
export const FtcNewsletterElement = defineStoreFreeElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'ftc-newsletter': HTMLElement;
  }
}
