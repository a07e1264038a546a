import { defineElement } from '../../src/lib/custom-element';
import newsletterCss from '../../src/newsletter/newsletter.css?inline';
import { NewsletterForm } from '../../src/newsletter/newsletter-form';

/** `<ftc-newsletter>`: its attributes, events, parts and slots are documented in widgets/registry.ts. */
export const FtcNewsletterElement = defineElement({
  tag: 'ftc-newsletter',
  component: NewsletterForm,
  styles: [newsletterCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'ftc-newsletter': HTMLElement;
  }
}
