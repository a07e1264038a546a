// The public description of <ftc-caregiver-search>: custom-elements.json, the .d.ts files, the
// README table and the /widgets page are generated from it (widgets/registry.ts collects it).
import { type ElementDescription, type OwnAttributes, PART, READY } from '../element-docs';

/** Its attributes besides `api-base` and `lang`, observed by element.ts. */
export const attributes = {
  near: 'string',
  'radius-km': 'number',
  service: 'string',
  'page-size': 'number',
  'profile-href': 'string',
} satisfies OwnAttributes;

/**
 * A function, so that element.ts, which takes `attributes` from this file, bundles none of the
 * prose: a bundler keeps the property reads of an unused object (`PART.form`) but drops an
 * unused function.
 */
export const docs = (): ElementDescription<typeof attributes> => ({
  tag: 'ftc-caregiver-search',
  className: 'FtcCaregiverSearchElement',
  entry: 'widgets/caregiver-search/ftc-caregiver-search.ts',
  summary:
    'Caregiver search: a ZIP code and a service, results as cards linking to each profile, "Show more".',
  attributes: {
    near: {
      description:
        'A 5-digit US ZIP code: the element searches at once, and again when it changes. Absent: the visitor types one.',
    },
    'radius-km': {
      description: 'Search radius in km (at most 100); absent: the API default, 25.',
    },
    service: {
      description:
        'Preselected service: `babysitting`, `nanny`, `after_school`, `overnight`, `special_needs` or `tutoring`; anything else: any service.',
    },
    'page-size': {
      description: 'Cards per page, and per "Show more" (at most 50).',
      default: '6',
    },
    'profile-href': {
      description:
        'Where a card links to, `{id}` replaced by the caregiver id (http:, https: or relative; anything else: the default).',
      default: '/caregivers/{id}',
    },
  },
  events: [
    {
      name: 'ftc-caregiver-select',
      detail: '{ id: number }',
      description:
        'A card was activated (click or Enter, without a modifier key). Cancelable: preventDefault() keeps the page; otherwise the link to profile-href is followed.',
    },
    READY,
  ],
  parts: [
    { ...PART.container, description: 'The whole element: the form and the results.' },
    { ...PART.form, description: 'The search form.' },
    { ...PART.field, description: 'The ZIP code field and the service field.' },
    { ...PART.label, description: 'A field label.' },
    { ...PART.input, description: 'The ZIP code input and the service select.' },
    {
      ...PART.error,
      description:
        "The ZIP code's message under its field (5 digits, an unknown ZIP), or why results could not load.",
    },
    {
      ...PART.button,
      description: 'The Search button, "Show more" and "Try again" (primary ones coloured).',
    },
    { name: 'list', description: 'The list of result cards.' },
    { name: 'card', description: "A caregiver's card (the whole card is its profile link)." },
    { name: 'badge', description: 'A verification badge on a card ("ID verified", …).' },
    { name: 'empty', description: 'The "No caregivers match…" message.' },
    { name: 'more', description: 'The "Show more" button (also `button`).' },
  ],
});
