import { CaregiverSearch } from '../../src/caregivers/caregiver-search';
import caregiversCss from '../../src/caregivers/caregivers.css?inline';
import { defineElement, type ElementDefinition } from '../../src/lib/custom-element';
import avatarCss from '../../src/ui/avatar.css?inline';
import controlsMoreCss from '../../src/ui/controls-more.css?inline';
import { attributes } from './docs';

/** What the element is made of; also read at build time for its first view (scripts/first-paint.ts). */
export const definition = {
  tag: 'ftc-caregiver-search',
  component: CaregiverSearch,
  attributes,
  styles: [controlsMoreCss, avatarCss, caregiversCss],
} satisfies ElementDefinition<never>;

/** `<ftc-caregiver-search>`: its attributes, events and parts are documented in ./docs.ts. */
export const FtcCaregiverSearchElement = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'ftc-caregiver-search': HTMLElement;
  }
}
