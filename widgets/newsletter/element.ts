import { defineElement, type ElementDefinition } from '../../src/lib/custom-element';
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

/** `<ftc-newsletter>`: its attributes, events, parts and slots are documented in ./docs.ts. */
export const FtcNewsletterElement = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'ftc-newsletter': HTMLElement;
  }
}
