import { CaregiverSearch } from '../../src/caregivers/caregiver-search';
import caregiversCss from '../../src/caregivers/caregivers.css?inline';
import { defineElement, type ElementDefinition } from '../../src/lib/custom-element';
import controlsMoreCss from '../../src/ui/controls-more.css?inline';

/** What the element is made of; also read at build time for its first view (scripts/first-paint.ts). */
export const definition = {
  tag: 'ftc-caregiver-search',
  component: CaregiverSearch,
  attributes: {
    near: 'string',
    'radius-km': 'number',
    service: 'string',
    'page-size': 'number',
    'profile-href': 'string',
  },
  styles: [controlsMoreCss, caregiversCss],
} satisfies ElementDefinition<never>;

/**
 * `<ftc-caregiver-search>`: its attributes, events and parts are documented in
 * widgets/registry.ts.
 */
export const FtcCaregiverSearchElement = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'ftc-caregiver-search': HTMLElement;
  }
}
