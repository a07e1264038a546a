import faqCss from '../../src/faq/faq.css?inline';
import { FaqList } from '../../src/faq/faq-list';
import { defineElement } from '../../src/lib/custom-element';

/** `<ftc-faq>`: its attributes, events, parts and slots are documented in widgets/registry.ts. */
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
