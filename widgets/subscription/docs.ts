// The public description of <ftc-subscription>: custom-elements.json, the .d.ts files, the README
// table and the /widgets page are generated from it (widgets/registry.ts collects it).
import { type ElementDescription, type OwnAttributes, PART, READY } from '../element-docs';

/** Its attributes besides `api-base` and `lang`, observed by element.ts. */
export const attributes = {
  type: 'string',
  'login-href': 'string',
  'signup-href': 'string',
} satisfies OwnAttributes;

/**
 * A function, so that element.ts, which takes `attributes` from this file, bundles none of the
 * prose: a bundler keeps the property reads of an unused object (`PART.form`) but drops an
 * unused function.
 */
export const docs = (): ElementDescription<typeof attributes> => ({
  tag: 'ftc-subscription',
  className: 'FtcSubscriptionElement',
  entry: 'widgets/subscription/ftc-subscription.ts',
  summary:
    'Subscription plans with prices, a promo code for the table, and checkout; for a member with a plan, that plan with Cancel plan, Resume plan and Change plan.',
  attributes: {
    type: {
      description: '`user` (parents) or `service_provider` (caregivers).',
      default: 'user',
      values: ['user', 'service_provider'],
    },
    'login-href': {
      description: 'Where a visitor who is not logged in goes to log in.',
      default: '/login',
    },
    'signup-href': { description: 'Where a visitor goes to sign up.', default: '/signup' },
  },
  events: [
    {
      name: 'ftc-checkout',
      detail: '{ plan_id: string | number; checkout_url: string }',
      description: 'A checkout was created; the browser goes to checkout_url next.',
    },
    {
      name: 'ftc-auth-required',
      detail: '{ plan_id: string | number }',
      description:
        'A visitor who is not logged in chose a plan (the plan is kept for after login).',
    },
    {
      name: 'ftc-subscription-cancelled',
      detail: '{ plan_id: string; cancel_at: string | null }',
      description:
        'A member cancelled their plan (after the confirmation); it stays active until cancel_at (ISO 8601) and does not renew.',
    },
    READY,
  ],
  parts: [
    {
      name: 'container',
      description: "The table, the member's plan, or their loading, error or empty state.",
    },
    {
      name: 'notice',
      description:
        "A note on the member's plan: cancelled (ends on …), payment failed, or a scheduled change.",
    },
    {
      name: 'dialog',
      description: 'The confirmation of "Cancel plan" (role alertdialog), naming the end date.',
    },
    {
      name: 'banner',
      description:
        'A notice above the table: log in to choose a plan, or the plan kept from before logging in.',
    },
    { name: 'switch', description: 'The monthly/yearly switch (when plans come in both).' },
    { ...PART.form, description: 'The promo code form.' },
    { ...PART.field, description: 'The promo code field.' },
    { ...PART.label, description: 'The promo code label.' },
    { ...PART.input, description: 'The promo code input.' },
    { ...PART.hint, description: 'The applied code and its discount.' },
    { ...PART.error, description: "The promo code's error." },
    { name: 'plan', description: "A plan's card, or a plan to change to." },
    { name: 'current', description: 'The card of the plan the user has (also `plan`).' },
    {
      ...PART.button,
      description:
        'A button or button-like link (Choose, Apply, Remove, Cancel plan, Keep plan, Resume plan, Change plan, Try again, …).',
    },
  ],
});
