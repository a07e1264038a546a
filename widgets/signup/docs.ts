// The public description of <ftc-signup>: custom-elements.json, the .d.ts files, the README table
// and the /widgets page are generated from it (widgets/registry.ts collects it).
import {
  type ElementDescription,
  type OwnAttributes,
  PART,
  READY,
  USER_DETAIL,
} from '../element-docs';

/** Its attributes besides `api-base` and `lang`, observed by element.ts. */
export const attributes = {
  'account-type': 'string',
  'terms-href': 'string',
  'privacy-href': 'string',
} satisfies OwnAttributes;

/**
 * A function, so that element.ts, which takes `attributes` from this file, bundles none of the
 * prose: a bundler keeps the property reads of an unused object (`PART.form`) but drops an
 * unused function.
 */
export const docs = (): ElementDescription<typeof attributes> => ({
  tag: 'ftc-signup',
  className: 'FtcSignupElement',
  entry: 'widgets/signup/ftc-signup.ts',
  summary: 'Sign-up as a parent or a caregiver, then mobile verification.',
  attributes: {
    'account-type': {
      description: '`parent` or `caregiver`; absent: the choice is shown first.',
      values: ['parent', 'caregiver'],
    },
    'terms-href': {
      description: 'Link to the terms and conditions.',
      default: '/term-and-condition',
    },
    'privacy-href': { description: 'Link to the privacy policy.', default: '/privacy-policy' },
  },
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
});
