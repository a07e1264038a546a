import authCss from '../../src/auth/auth.css?inline';
import { SignupForm } from '../../src/auth/signup-form';
import { defineElement } from '../../src/lib/custom-element';

/** `<ftc-signup>`: its attributes, events, parts and slots are documented in widgets/registry.ts. */
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
