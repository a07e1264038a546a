import { AccountArea } from '../../src/auth/account-area';
import authCss from '../../src/auth/auth.css?inline';
import { defineElement } from '../../src/lib/custom-element';

/**
 * The header account area: the user's name and "Log out", or "Log in" / "Sign up".
 *
 * @element ftc-account
 * @attr api-base - Base URL of the API (interface §3).
 * @attr login-href - Where "Log in" goes (default `/login`).
 * @attr signup-href - Where "Sign up" goes (default `/signup`).
 * @attr after-logout - A URL to go to after logging out (`http:` or `https:`, or relative; any
 *   other scheme is ignored); none: stay.
 * @fires ftc-logout - `{}` once logged out.
 * @fires ftc-ready - once the element has rendered.
 * @csspart container - The area.
 * @csspart button - A button or button-like link.
 * @csspart name - The user's name.
 */
export const FtcAccountElement = defineElement({
  tag: 'ftc-account',
  component: AccountArea,
  attributes: { 'login-href': 'string', 'signup-href': 'string', 'after-logout': 'string' },
  styles: [authCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'ftc-account': HTMLElement;
  }
}
