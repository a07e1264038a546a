import { CaregiverSearch } from '../../src/caregivers/caregiver-search';
import caregiversCss from '../../src/caregivers/caregivers.css?inline';
import { defineElement } from '../../src/lib/custom-element';

/**
 * `<ftc-caregiver-search>`: its attributes, events and parts are documented in
 * widgets/registry.ts.
 */
export const FtcCaregiverSearchElement = defineElement({
  tag: 'ftc-caregiver-search',
  component: CaregiverSearch,
  attributes: {
    near: 'string',
    'radius-km': 'number',
    service: 'string',
    'page-size': 'number',
    'profile-href': 'string',
  },
  styles: [caregiversCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'ftc-caregiver-search': HTMLElement;
  }
}
