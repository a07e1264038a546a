import authCss from '../../src/auth/auth.css?inline';
import { SignupForm } from '../../src/auth/signup-form';
import { defineElement, type ElementDefinition } from '../../src/lib/custom-element';
import controlsMoreCss from '../../src/ui/controls-more.css?inline';
import { attributes } from './docs';

/** What the element is made of; also read at build time for its first view (scripts/first-paint.ts). */
export const definition = {
  tag: 'ftc-signup',
  component: SignupForm,
  attributes,
  styles: [controlsMoreCss, authCss],
} satisfies ElementDefinition<never>;

/** `<ftc-signup>`: its attributes, events, parts and slots are documented in ./docs.ts. */
export const FtcSignupElement = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'ftc-signup': HTMLElement;
  }
}
