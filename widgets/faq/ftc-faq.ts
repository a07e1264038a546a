import faqCss from '../../src/faq/faq.css?inline';
import { FaqList } from '../../src/faq/faq-list';
import { defineElement } from '../../src/lib/custom-element';

/**
 * Frequently asked questions: an accordion with a search box.
 *
 * @element ftc-faq
 * @attr api-base - Base URL of the API (interface §3).
 * @attr audience - `users` (default) or `service-providers`.
 * @slot - Optional `<details><summary>` questions, shown instead of the API's.
 * @fires ftc-ready - once the element has rendered.
 * @csspart container - The whole list.
 * @csspart input - The search box.
 * @csspart question - A question's button.
 * @csspart answer - An answer.
 */
export const FtcFaqElement = defineElement({
  tag: 'ftc-faq',
  component: FaqList,
  attributes: { audience: 'string' },
  styles: [faqCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'ftc-faq': HTMLElement;
  }
}
