// The public description of <ftc-login>: custom-elements.json, the .d.ts files, the README table
// and the /widgets page are generated from it (widgets/registry.ts collects it).
import {
  type ElementDescription,
  type OwnAttributes,
  PART,
  READY,
  USER_DETAIL,
} from '../element-docs';

/** Its attributes besides `api-base` and `lang`, observed by element.ts. */
export const attributes = { type: 'string', 'forgot-href': 'string' } satisfies OwnAttributes;

/**
 * A function, so that element.ts, which takes `attributes` from this file, bundles none of the
 * prose: a bundler keeps the property reads of an unused object (`PART.form`) but drops an
 * unused function.
 */
export const docs = (): ElementDescription<typeof attributes> => ({
  tag: 'ftc-login',
  className: 'FtcLoginElement',
  entry: 'widgets/login/ftc-login.ts',
  summary:
    'Login with email or mobile and password, and the mobile verification (OTP) step when needed.',
  attributes: {
    type: {
      description:
        '`user` logs in a parent; anything else (e.g. `service_provider`) logs in a caregiver.',
      default: 'user',
    },
    'forgot-href': { description: 'Where "Forgot password?" goes.', default: '/forgot-password' },
  },
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
});
