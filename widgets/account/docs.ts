// The public description of <ftc-account>: custom-elements.json, the .d.ts files, the README
// table and the /widgets page are generated from it (widgets/registry.ts collects it).
import { type ElementDescription, type OwnAttributes, READY } from '../element-docs';

/** Its attributes besides `api-base` and `lang`, observed by element.ts. */
export const attributes = {
  'login-href': 'string',
  'signup-href': 'string',
  'after-logout': 'string',
} satisfies OwnAttributes;

/**
 * A function, so that element.ts, which takes `attributes` from this file, bundles none of the
 * prose: a bundler keeps the property reads of an unused object (`PART.form`) but drops an
 * unused function.
 */
export const docs = (): ElementDescription<typeof attributes> => ({
  tag: 'ftc-account',
  className: 'FtcAccountElement',
  entry: 'widgets/account/ftc-account.ts',
  summary: 'The header account area: the name and "Log out", or "Log in" and "Sign up" by page.',
  attributes: {
    'login-href': { description: 'Where "Log in" goes.', default: '/login' },
    'signup-href': { description: 'Where "Sign up" goes.', default: '/signup' },
    'after-logout': {
      description:
        'A URL to go to after logging out (http:, https: or relative; any other scheme is ignored); none: stay.',
    },
  },
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
});
