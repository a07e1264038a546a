/**
 * Every element of the kit, listed once: the public docs of each element. The library build
 * takes its entries from here and generates `custom-elements.json` and the `.d.ts` files from it
 * (scripts/manifest.ts); `npm run docs` writes the README's element table from it; the site's
 * /widgets page reads the generated manifest. tests/browser/manifest.test.ts renders every
 * element in its states and fails on a rendered part or a fired event missing here, or on a part
 * or event listed here that no state produces. Data only: importing it pulls in no component.
 */

export interface AttributeDoc {
  name: string;
  type: 'string' | 'boolean' | 'number';
  description: string;
  default?: string;
}

export interface EventDoc {
  name: string;
  /** TypeScript type of `event.detail`; its top-level keys are checked against fired events. */
  detail: string;
  description: string;
}

export interface PartDoc {
  name: string;
  description: string;
  /**
   * Why the parts test cannot render this part. Only for a part no scenario of
   * tests/browser/manifest.test.ts can reach; the test then skips it by name, visibly.
   */
  untested?: string;
}

export interface SlotDoc {
  /** Empty for the default slot. */
  name: string;
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
  /** Every `part` name the element renders, in any state (a `part` may hold several names). */
  parts: PartDoc[];
  slots?: SlotDoc[];
  /**
   * The entry file draws the element's first view before the runtime arrives (src/lib/first-paint.ts):
   * only for an element whose first view is the same for every visitor (no saved session, no
   * attribute but `lang`, no data to fetch), so nothing shown is replaced by something else.
   */
  firstPaint?: boolean;
}

/**
 * The top-level keys of an event's `detail` type (`{ user: {…}; email: string }` → user, email);
 * none for `Record<string, never>`.
 */
export function detailKeys(detail: string): string[] {
  const body = detail.trim();
  if (!body.startsWith('{')) return [];
  const keys: string[] = [];
  let depth = 0;
  let expectKey = true;
  for (let index = 1; index < body.length - 1; index += 1) {
    const char = body[index] as string;
    if ('{[(<'.includes(char)) depth += 1;
    else if ('}])>'.includes(char)) depth -= 1;
    else if (depth === 0 && char === ';') expectKey = true;
    else if (depth === 0 && expectKey && /[A-Za-z_$]/.test(char)) {
      const key = /^[A-Za-z_$][\w$]*/.exec(body.slice(index))?.[0] ?? '';
      keys.push(key);
      index += key.length - 1;
      expectKey = false;
    }
  }
  return keys;
}

const API_BASE: AttributeDoc = {
  name: 'api-base',
  type: 'string',
  description:
    'Base URL of the API. First found wins: this attribute, <meta name="ftc-api-base">, the build-time VITE_API_BASE, the page origin.',
};

const LANG: AttributeDoc = {
  name: 'lang',
  type: 'string',
  description:
    'Language of the element (en and es ship; others fall back to English, string by string). Absent: the nearest lang on the page, else English. Strings can be overridden with FTCWidgets.setMessages(lang, { … }).',
};

const READY: EventDoc = {
  name: 'ftc-ready',
  detail: 'Record<string, never>',
  description: 'Fired once, when the element has rendered.',
};

/** Parts shared by several elements, described once. */
const PART = {
  form: { name: 'form', description: 'A form.' },
  container: { name: 'container', description: "The element's outer box when it shows no form." },
  field: { name: 'field', description: 'A field: its label, input, hint and error.' },
  label: { name: 'label', description: 'A field label.' },
  input: { name: 'input', description: 'A text input or a select.' },
  hint: { name: 'hint', description: 'Help under a field label (a rule, an example).' },
  toggle: { name: 'toggle', description: 'The Show/Hide button of a password field.' },
  button: {
    name: 'button',
    description: 'A button or button-like link (primary ones coloured by --ftc-color-primary).',
  },
  error: { name: 'error', description: 'An error message under its field.' },
  resend: { name: 'resend', description: 'The "Resend code" button of the code step.' },
} satisfies Record<string, PartDoc>;

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
    firstPaint: true,
    summary: 'Newsletter sign-up: one email field and a Subscribe button.',
    attributes: [API_BASE, LANG],
    events: [
      {
        name: 'ftc-newsletter-subscribed',
        detail: '{ email: string }',
        description: 'The server accepted the address.',
      },
      READY,
    ],
    parts: [PART.form, PART.field, PART.label, PART.input, PART.button, PART.error],
  },
  {
    tag: 'ftc-login',
    className: 'FtcLoginElement',
    entry: 'widgets/login/ftc-login.ts',
    summary:
      'Login with email or mobile and password, and the mobile verification (OTP) step when needed.',
    attributes: [
      API_BASE,
      LANG,
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
    parts: [
      { ...PART.form, description: "The login form, or the code step's form." },
      { ...PART.container, description: 'The "You are logged in as …" box.' },
      PART.field,
      PART.label,
      PART.input,
      PART.toggle,
      PART.button,
      { name: 'link', description: 'The "Forgot password?" link.' },
      PART.error,
      PART.resend,
    ],
  },
  {
    tag: 'ftc-signup',
    className: 'FtcSignupElement',
    entry: 'widgets/signup/ftc-signup.ts',
    summary: 'Sign-up as a parent or a caregiver, then mobile verification.',
    attributes: [
      API_BASE,
      LANG,
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
    parts: [
      { ...PART.form, description: "The sign-up form, or the code step's form." },
      { ...PART.container, description: 'The parent/caregiver choice, or the welcome box.' },
      PART.field,
      PART.label,
      PART.input,
      { ...PART.hint, description: 'The password rule under its label.' },
      PART.toggle,
      { ...PART.button, description: 'The submit button and the two choice buttons.' },
      PART.error,
      PART.resend,
    ],
  },
  {
    tag: 'ftc-account',
    className: 'FtcAccountElement',
    entry: 'widgets/account/ftc-account.ts',
    summary: 'The header account area: the name and "Log out", or "Log in" and "Sign up" by page.',
    attributes: [
      API_BASE,
      LANG,
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
      { name: 'name', description: "The user's name." },
      {
        name: 'button',
        description: 'Each button or button-like link: "Log out", "Log in", "Sign up".',
      },
      { name: 'login', description: 'The "Log in" link (also `button`).' },
      { name: 'signup', description: 'The "Sign up" link (also `button`).' },
    ],
  },
  {
    tag: 'ftc-subscription',
    className: 'FtcSubscriptionElement',
    entry: 'widgets/subscription/ftc-subscription.ts',
    summary: 'Subscription plans with prices, a promo code for the table, and checkout.',
    attributes: [
      API_BASE,
      LANG,
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
      { name: 'container', description: 'The table, or its loading, error or empty state.' },
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
      { name: 'plan', description: "A plan's card." },
      { name: 'current', description: 'The card of the plan the user has (also `plan`).' },
      {
        ...PART.button,
        description: 'A button or button-like link (Choose, Apply, Remove, Try again, …).',
      },
    ],
  },
  {
    tag: 'ftc-faq',
    className: 'FtcFaqElement',
    entry: 'widgets/faq/ftc-faq.ts',
    summary: 'Frequently asked questions: an accessible accordion with a search box.',
    attributes: [
      API_BASE,
      LANG,
      {
        name: 'audience',
        type: 'string',
        description: '`users` (parents) or `service-providers` (caregivers).',
        default: 'users',
      },
    ],
    events: [READY],
    parts: [
      { name: 'container', description: 'The list, or its loading or error state.' },
      { ...PART.field, description: 'The search field.' },
      { ...PART.label, description: 'The search label.' },
      { ...PART.input, description: 'The search box.' },
      { name: 'empty', description: 'The "no questions" or "no match" message.' },
      { name: 'item', description: 'A question with its answer.' },
      { name: 'question', description: "A question's button." },
      { name: 'answer', description: 'An answer.' },
      { ...PART.button, description: 'The "Try again" button after a failed load.' },
    ],
    slots: [
      {
        name: '',
        description:
          'Optional `<details id="faq-…"><summary>Question</summary>Answer</details>` children, shown instead of the API\'s questions.',
      },
    ],
  },
  {
    tag: 'ftc-caregiver-search',
    className: 'FtcCaregiverSearchElement',
    entry: 'widgets/caregiver-search/ftc-caregiver-search.ts',
    summary:
      'Caregiver search: a ZIP code and a service, results as cards linking to each profile, "Show more".',
    attributes: [
      API_BASE,
      LANG,
      {
        name: 'near',
        type: 'string',
        description:
          'A 5-digit US ZIP code: the element searches at once, and again when it changes. Absent: the visitor types one.',
      },
      {
        name: 'radius-km',
        type: 'number',
        description: 'Search radius in km (at most 100); absent: the API default, 25.',
      },
      {
        name: 'service',
        type: 'string',
        description:
          'Preselected service: `babysitting`, `nanny`, `after_school`, `overnight`, `special_needs` or `tutoring`; anything else: any service.',
      },
      {
        name: 'page-size',
        type: 'number',
        description: 'Cards per page, and per "Show more" (at most 50).',
        default: '6',
      },
      href(
        'profile-href',
        'Where a card links to, `{id}` replaced by the caregiver id (http:, https: or relative; anything else: the default).',
        '/caregivers/{id}',
      ),
    ],
    events: [
      {
        name: 'ftc-caregiver-select',
        detail: '{ id: number }',
        description:
          'A card was activated (click or Enter, without a modifier key). Cancelable: preventDefault() keeps the page; otherwise the link to profile-href is followed.',
      },
      READY,
    ],
    parts: [
      { ...PART.container, description: 'The whole element: the form and the results.' },
      { ...PART.form, description: 'The search form.' },
      { ...PART.field, description: 'The ZIP code field and the service field.' },
      { ...PART.label, description: 'A field label.' },
      { ...PART.input, description: 'The ZIP code input and the service select.' },
      {
        ...PART.error,
        description:
          "The ZIP code's message under its field (5 digits, an unknown ZIP), or why results could not load.",
      },
      {
        ...PART.button,
        description: 'The Search button, "Show more" and "Try again" (primary ones coloured).',
      },
      { name: 'list', description: 'The list of result cards.' },
      { name: 'card', description: "A caregiver's card (the whole card is its profile link)." },
      { name: 'badge', description: 'A verification badge on a card ("ID verified", …).' },
      { name: 'empty', description: 'The "No caregivers match…" message.' },
      { name: 'more', description: 'The "Show more" button (also `button`).' },
    ],
  },
];
