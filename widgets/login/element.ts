import authCss from '../../src/auth/auth.css?inline';
import { LoginForm } from '../../src/auth/login-form';
import { defineElement, type ElementDefinition } from '../../src/lib/custom-element';
import controlsMoreCss from '../../src/ui/controls-more.css?inline';
import { attributes } from './docs';

/** What the element is made of; also read at build time for its first view (scripts/first-paint.ts). */
export const definition = {
  tag: 'ftc-login',
  component: LoginForm,
  attributes,
  styles: [controlsMoreCss, authCss],
} satisfies ElementDefinition<never>;

/** `<ftc-login>`: its attributes, events, parts and slots are documented in ./docs.ts. */
export const FtcLoginElement = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'ftc-login': HTMLElement;
  }
}
