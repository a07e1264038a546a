import authCss from '../../src/auth/auth.css?inline';
import { LoginForm } from '../../src/auth/login-form';
import { defineElement } from '../../src/lib/custom-element';

/**
 * Login with the mobile verification step.
 *
 * @element ftc-login
 * @attr api-base - Base URL of the API (interface §3).
 * @attr type - `user` (default) logs in a parent; anything else, e.g. `service_provider`, a caregiver.
 * @attr forgot-href - Where "Forgot password?" goes (default `/forgot-password`).
 * @fires ftc-login - `{ user }` on every start of a session.
 * @fires ftc-otp-required - `{ mobile, country_code, email }` when the mobile must be verified first.
 * @fires ftc-ready - once the element has rendered.
 * @csspart form - The form.
 * @csspart input - A text input.
 * @csspart button - The primary button.
 * @csspart error - A field's error message.
 */
export const FtcLoginElement = defineElement({
  tag: 'ftc-login',
  component: LoginForm,
  attributes: { type: 'string', 'forgot-href': 'string' },
  styles: [authCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'ftc-login': HTMLElement;
  }
}
