import authCss from '../../src/auth/auth.css?inline';
import { SignupForm } from '../../src/auth/signup-form';
import { defineElement } from '../../src/lib/custom-element';

/**
 * Sign-up for parents and caregivers, then mobile verification.
 *
 * @element ftc-signup
 * @attr api-base - Base URL of the API (interface §3).
 * @attr account-type - `parent` or `caregiver`; absent: the choice is shown first.
 * @attr terms-href - Link to the terms (default `/term-and-condition`).
 * @attr privacy-href - Link to the privacy policy (default `/privacy-policy`).
 * @fires ftc-signup - `{ account_type, email }` when the sign-up call succeeds.
 * @fires ftc-login - `{ user }` once the code is verified.
 * @fires ftc-ready - once the element has rendered.
 * @csspart form - The form.
 * @csspart input - A text input.
 * @csspart button - The primary button (and the two choice buttons).
 * @csspart error - A field's error message.
 */
export const FtcSignupElement = defineElement({
  tag: 'ftc-signup',
  component: SignupForm,
  attributes: { 'account-type': 'string', 'terms-href': 'string', 'privacy-href': 'string' },
  styles: [authCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'ftc-signup': HTMLElement;
  }
}
