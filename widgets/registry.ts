/**
 * Every element of the kit, listed once. The library build takes its entries from here, and
 * the Custom Elements Manifest and the TypeScript declarations are generated from it, so the
 * docs cannot drift from the code. Data only: importing it pulls in no component.
 */

export interface AttributeDoc {
  name: string;
  type: 'string' | 'boolean' | 'number';
  description: string;
  default?: string;
}

export interface EventDoc {
  name: string;
  /** TypeScript type of `event.detail`. */
  detail: string;
  description: string;
}

export interface ElementDoc {
  tag: string;
  /** Class name used in the declarations. */
  className: string;
  /** Source of the entry, relative to the project root; built to `dist/widgets/<tag>.js`. */
  entry: string;
  summary: string;
  attributes: AttributeDoc[];
  events: EventDoc[];
  parts: { name: string; description: string }[];
}

const API_BASE: AttributeDoc = {
  name: 'api-base',
  type: 'string',
  description:
    'Base URL of the API. First found wins: this attribute, <meta name="ftc-api-base">, the build-time VITE_API_BASE, the page origin.',
};

const READY: EventDoc = {
  name: 'ftc-ready',
  detail: 'Record<string, never>',
  description: 'Fired once, when the element has rendered.',
};

const FORM_PARTS = [
  { name: 'form', description: 'The form.' },
  { name: 'field', description: 'A label, its input and its error.' },
  { name: 'label', description: 'A field label.' },
  { name: 'input', description: 'A text input.' },
  { name: 'button', description: 'The submit button (coloured by --ftc-color-primary).' },
  { name: 'error', description: 'A field error message.' },
];

export const CSS_PROPERTIES = [
  { name: '--ftc-color-primary', description: 'Primary buttons and accents.' },
  { name: '--ftc-color-primary-hover', description: 'Primary buttons on hover.' },
  { name: '--ftc-color-on-primary', description: 'Text on primary buttons.' },
  { name: '--ftc-color-text', description: 'Body text.' },
  { name: '--ftc-color-border', description: 'Input borders.' },
  { name: '--ftc-color-danger', description: 'Errors.' },
  { name: '--ftc-color-focus', description: 'Focus ring.' },
  { name: '--ftc-font-family', description: 'Font of the element and its toasts.' },
  { name: '--ftc-font-size', description: 'Base font size.' },
  { name: '--ftc-radius', description: 'Corner radius of inputs, buttons and toasts.' },
  { name: '--ftc-space', description: 'Base spacing unit.' },
];

const href = (name: string, what: string, fallback: string): AttributeDoc => ({
  name,
  type: 'string',
  description: what,
  default: fallback,
});

const USER_DETAIL =
  '{ user: { id: number; full_name: string; email: string; mobile: string; country_code: string; is_mobile_verified: 0 | 1; type: string; subscription: unknown } }';

export const ELEMENTS: ElementDoc[] = [
  {
    tag: 'ftc-newsletter',
    className: 'FtcNewsletterElement',
    entry: 'widgets/newsletter/ftc-newsletter.ts',
    summary: 'Newsletter sign-up: one email field and a Subscribe button.',
    attributes: [API_BASE],
    events: [
      {
        name: 'ftc-newsletter-subscribed',
        detail: '{ email: string }',
        description: 'The server accepted the address.',
      },
      READY,
    ],
    parts: FORM_PARTS,
  },
  {
    tag: 'ftc-login',
    className: 'FtcLoginElement',
    entry: 'widgets/login/ftc-login.ts',
    summary:
      'Login with email or mobile and password, and the mobile verification (OTP) step when needed.',
    attributes: [
      API_BASE,
      {
        name: 'type',
        type: 'string',
        description:
          '`user` logs in a parent; anything else (e.g. `service_provider`) logs in a caregiver.',
        default: 'user',
      },
      href('forgot-href', 'Where "Forgot password?" goes.', '/forgot-password'),
    ],
    events: [
      {
        name: 'ftc-login',
        detail: USER_DETAIL,
        description: 'A session started: a login with a token, or a verified code.',
      },
      {
        name: 'ftc-otp-required',
        detail: '{ mobile: string; country_code: string; email: string }',
        description: 'The mobile number must be verified: the element shows the code step.',
      },
      READY,
    ],
    parts: FORM_PARTS,
  },
  {
    tag: 'ftc-signup',
    className: 'FtcSignupElement',
    entry: 'widgets/signup/ftc-signup.ts',
    summary: 'Sign-up as a parent or a caregiver, then mobile verification.',
    attributes: [
      API_BASE,
      {
        name: 'account-type',
        type: 'string',
        description: '`parent` or `caregiver`; absent: the choice is shown first.',
      },
      href('terms-href', 'Link to the terms and conditions.', '/term-and-condition'),
      href('privacy-href', 'Link to the privacy policy.', '/privacy-policy'),
    ],
    events: [
      {
        name: 'ftc-signup',
        detail: "{ account_type: 'parent' | 'caregiver'; email: string }",
        description: 'The sign-up call succeeded; the code step follows.',
      },
      {
        name: 'ftc-login',
        detail: USER_DETAIL,
        description: 'The code was verified: a session started.',
      },
      READY,
    ],
    parts: FORM_PARTS,
  },
  {
    tag: 'ftc-account',
    className: 'FtcAccountElement',
    entry: 'widgets/account/ftc-account.ts',
    summary: 'The header account area: the name and "Log out", or "Log in" and "Sign up" by page.',
    attributes: [
      API_BASE,
      href('login-href', 'Where "Log in" goes.', '/login'),
      href('signup-href', 'Where "Sign up" goes.', '/signup'),
      {
        name: 'after-logout',
        type: 'string',
        description:
          'A URL to go to after logging out (http:, https: or relative; any other scheme is ignored); none: stay.',
      },
    ],
    events: [
      { name: 'ftc-logout', detail: 'Record<string, never>', description: 'The session ended.' },
      READY,
    ],
    parts: [
      { name: 'container', description: 'The area.' },
      { name: 'button', description: 'A button or button-like link.' },
      { name: 'name', description: "The user's name." },
    ],
  },
  {
    tag: 'ftc-subscription',
    className: 'FtcSubscriptionElement',
    entry: 'widgets/subscription/ftc-subscription.ts',
    summary: 'Subscription plans with prices, a promo code for the table, and checkout.',
    attributes: [
      API_BASE,
      {
        name: 'type',
        type: 'string',
        description: '`user` (parents) or `service_provider` (caregivers).',
        default: 'user',
      },
      href('login-href', 'Where a visitor who is not logged in goes to log in.', '/login'),
      href('signup-href', 'Where a visitor goes to sign up.', '/signup'),
    ],
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
      READY,
    ],
    parts: [
      { name: 'container', description: 'The table.' },
      { name: 'plan', description: "A plan's card (also `current` for the plan the user has)." },
      { name: 'input', description: 'The promo code field.' },
      { name: 'button', description: 'A button.' },
      { name: 'error', description: "The promo code's error." },
    ],
  },
  {
    tag: 'ftc-faq',
    className: 'FtcFaqElement',
    entry: 'widgets/faq/ftc-faq.ts',
    summary: 'Frequently asked questions: an accessible accordion with a search box.',
    attributes: [
      API_BASE,
      {
        name: 'audience',
        type: 'string',
        description: '`users` (parents) or `service-providers` (caregivers).',
        default: 'users',
      },
    ],
    events: [READY],
    parts: [
      { name: 'container', description: 'The list.' },
      { name: 'input', description: 'The search box.' },
      { name: 'question', description: "A question's button." },
      { name: 'answer', description: 'An answer.' },
    ],
  },
];
