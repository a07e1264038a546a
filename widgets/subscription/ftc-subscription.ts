import { defineElement } from '../../src/lib/custom-element';
import plansCss from '../../src/plans/plans.css?inline';
import { SubscriptionTable } from '../../src/plans/subscription-table';

/** `<ftc-subscription>`: its attributes, events, parts and slots are documented in widgets/registry.ts. */
export const FtcSubscriptionElement = defineElement({
  tag: 'ftc-subscription',
  component: SubscriptionTable,
  attributes: { type: 'string', 'login-href': 'string', 'signup-href': 'string' },
  styles: [plansCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'ftc-subscription': HTMLElement;
  }
}
