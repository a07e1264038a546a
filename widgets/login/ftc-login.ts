import authCss from '../../src/auth/auth.css?inline';
import { LoginForm } from '../../src/auth/login-form';
import { defineElement } from '../../src/lib/custom-element';

/** `<ftc-login>`: its attributes, events, parts and slots are documented in widgets/registry.ts. */
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
