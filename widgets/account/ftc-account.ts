import { AccountArea } from '../../src/auth/account-area';
import authCss from '../../src/auth/auth.css?inline';
import { defineElement } from '../../src/lib/custom-element';

/** `<ftc-account>`: its attributes, events, parts and slots are documented in widgets/registry.ts. */
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
