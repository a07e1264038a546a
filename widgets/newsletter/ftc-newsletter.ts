import { defineElement } from '../../src/lib/custom-element';
import newsletterCss from '../../src/newsletter/newsletter.css?inline';
import { NewsletterForm } from '../../src/newsletter/newsletter-form';

/**
 * Newsletter sign-up.
 *
 * @element ftc-newsletter
 * @attr api-base - Base URL of the API (interface §3).
 * @fires ftc-newsletter-subscribed - `{ email }` once the server accepted the address.
 * @fires ftc-ready - once the element has rendered.
 * @csspart form - The form.
 * @csspart input - The email input.
 * @csspart button - The Subscribe button.
 * @csspart error - The field's error message.
 */
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
