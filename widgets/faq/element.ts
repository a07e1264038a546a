import faqCss from '../../src/faq/faq.css?inline';
import { FaqList } from '../../src/faq/faq-list';
import { defineElement, type ElementDefinition } from '../../src/lib/custom-element';
import controlsMoreCss from '../../src/ui/controls-more.css?inline';
import { attributes } from './docs';

/** What the element is made of; also read at build time for its first view (scripts/first-paint.ts). */
export const definition = {
  tag: 'ftc-faq',
  component: FaqList,
  attributes,
  styles: [controlsMoreCss, faqCss],
} satisfies ElementDefinition<never>;

/** `<ftc-faq>`: its attributes, events, parts and slots are documented in ./docs.ts. */
export const FtcFaqElement = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'ftc-faq': HTMLElement;
  }
}
