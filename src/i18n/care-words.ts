import { defineWords } from './catalogue';

/**
 * The service and age-group words (the values of src/contract/caregiver-values.ts), written once
 * for the caregiver search, the jobs and the site. Partners override them here
 * (`FTCWidgets.setWords('es', { care: { services: { after_school: '…' } } })`); the
 * namespaces they had before (`caregivers.services`, `jobs.services`, `jobs.ageGroups`,
 * `site-market.words.*`) still work where they did, on top of these (CHANGELOG).
 */
export const careWords = defineWords(
  'care',
  {
    services: {
      babysitting: 'Babysitting',
      nanny: 'Nanny',
      after_school: 'After-school care',
      overnight: 'Overnight care',
      special_needs: 'Special needs care',
      tutoring: 'Tutoring',
    },
    ageGroups: {
      infant: 'Infants (0–1)',
      toddler: 'Toddlers (1–3)',
      preschool: 'Preschool (3–5)',
      school_age: 'School age (5–12)',
      teen: 'Teens (13+)',
    },
  },
  {
    services: {
      babysitting: 'Cuidado de niños',
      nanny: 'Niñera',
      after_school: 'Cuidado después de clases',
      overnight: 'Cuidado nocturno',
      special_needs: 'Necesidades especiales',
      tutoring: 'Clases particulares',
    },
    ageGroups: {
      infant: 'Bebés (0–1)',
      toddler: 'Niños pequeños (1–3)',
      preschool: 'Preescolar (3–5)',
      school_age: 'Edad escolar (5–12)',
      teen: 'Adolescentes (13+)',
    },
  },
);
