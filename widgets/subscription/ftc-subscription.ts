import { defineElement } from '../../src/lib/custom-element';
import plansCss from '../../src/plans/plans.css?inline';
import { SubscriptionTable } from '../../src/plans/subscription-table';

/**
 * Subscription plans with a promo code and checkout.
 *
 * @element ftc-subscription
 * @attr api-base - Base URL of the API (interface §3).
 * @attr type - `user` (default) or `service_provider`.
 * @attr login-href - Where a visitor who is not logged in goes to log in (default `/login`).
 * @attr signup-href - Where a visitor goes to sign up (default `/signup`).
 * @fires ftc-checkout - `{ plan_id, checkout_url }` before the browser goes to the checkout.
 * @fires ftc-auth-required - `{ plan_id }` when a visitor who is not logged in chooses a plan.
 * @fires ftc-ready - once the element has rendered.
 * @csspart container - The table.
 * @csspart plan - A plan's card.
 * @csspart input - The promo code field.
 * @csspart button - A button.
 * @csspart error - The promo code's error.
 */
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
