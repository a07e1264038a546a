import { AccountArea } from '../../src/auth/account-area';
import authCss from '../../src/auth/auth.css?inline';
import { defineElement, type ElementDefinition } from '../../src/lib/custom-element';
import controlsMoreCss from '../../src/ui/controls-more.css?inline';
import { attributes } from './docs';

/** What the element is made of; also read at build time for its first view (scripts/first-paint.ts). */
export const definition = {
  tag: 'ftc-account',
  component: AccountArea,
  attributes,
  styles: [controlsMoreCss, authCss],
} satisfies ElementDefinition<never>;

/** `<ftc-account>`: its attributes, events, parts and slots are documented in ./docs.ts. */
export const FtcAccountElement = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'ftc-account': HTMLElement;
  }
}
