import { defineElement, type ElementDefinition } from '../../src/lib/custom-element';
import plansCss from '../../src/plans/plans.css?inline';
import { Subscription } from '../../src/plans/subscription';
import controlsMoreCss from '../../src/ui/controls-more.css?inline';
import { attributes } from './docs';

/** What the element is made of; also read at build time for its first view (scripts/first-paint.ts). */
export const definition = {
  tag: 'ftc-subscription',
  component: Subscription,
  attributes,
  styles: [controlsMoreCss, plansCss],
} satisfies ElementDefinition<never>;

/** `<ftc-subscription>`: its attributes, events, parts and slots are documented in ./docs.ts. */
export const FtcSubscriptionElement = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'ftc-subscription': HTMLElement;
  }
}
