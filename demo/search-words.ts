import { defineWords } from '../src/i18n/catalogue';

/**
 * The search bar, the filter chips, distances in miles and the search's problems in the site's
 * own words (the server's wording is for developers: it is never shown). The home hero, the
 * caregiver search and the caregivers' job search share them.
 */
export const searchWords = defineWords(
  'site-search',
  {
    bar: {
      label: 'Search caregivers',
      zip: 'ZIP code',
      service: 'Service',
      anyService: 'Any service',
      submit: 'Search',
    },
    radius: {
      label: 'Distance',
      option: 'Within {distance}',
      /** No `radius_km`: the server's default (25 km), said in miles. */
      usual: 'Usual: about {distance}',
    },
    checks: {
      zip: 'Enter a 5-digit ZIP code, like 10001.',
      rateOrder: 'The lowest rate cannot be more than the highest rate.',
    },
    problems: {
      unknownZip: 'We could not find the ZIP code {zip}. Check it and try again.',
      zip: 'Enter a 5-digit ZIP code, like 10001.',
      rateOrder: 'The lowest rate cannot be more than the highest rate. Change one of them.',
      rate: 'Enter the rates in whole dollars, like 18.',
      radius: 'Choose a distance from the list.',
      sortNeedsZip: 'Enter a ZIP code to sort by distance.',
      filter: 'One of the filters is not one we know. Clear the filters and search again.',
      failed: 'We could not load the results. Check your connection and try again.',
      needZip: 'Type a ZIP code above, or add one to your caregiver profile, to see jobs near you.',
    },
    chips: {
      label: 'Your filters',
      remove: 'Remove filter: {name}',
      clearAll: 'Clear all',
      radius: 'Within {distance}',
      rateRange: '{min} to {max} an hour',
      rateFrom: '{min} or more an hour',
      rateUpTo: 'Up to {max} an hour',
      day: 'Available {day}',
      verified: 'Verified only',
      featured: 'Featured only',
      words: '“{words}”',
    },
    jobs: {
      zip: 'ZIP code',
      zipHint: 'Leave empty to search near the ZIP code of your profile.',
      search: 'Search',
    },
  },
  {
    bar: {
      label: 'Buscar cuidadores',
      zip: 'Código postal (ZIP)',
      service: 'Servicio',
      anyService: 'Cualquier servicio',
      submit: 'Buscar',
    },
    radius: {
      label: 'Distancia',
      option: 'A menos de {distance}',
      usual: 'Habitual: unas {distance}',
    },
    checks: {
      zip: 'Escribe un código postal de 5 dígitos, como 10001.',
      rateOrder: 'La tarifa mínima no puede ser mayor que la tarifa máxima.',
    },
    problems: {
      unknownZip: 'No encontramos el código postal {zip}. Revísalo e inténtalo de nuevo.',
      zip: 'Escribe un código postal de 5 dígitos, como 10001.',
      rateOrder: 'La tarifa mínima no puede ser mayor que la tarifa máxima. Cambia una de las dos.',
      rate: 'Escribe las tarifas en dólares enteros, como 18.',
      radius: 'Elige una distancia de la lista.',
      sortNeedsZip: 'Escribe un código postal para ordenar por distancia.',
      filter: 'Uno de los filtros no es válido. Quita los filtros y vuelve a buscar.',
      failed: 'No pudimos cargar los resultados. Revisa tu conexión e inténtalo de nuevo.',
      needZip:
        'Escribe un código postal arriba, o añade uno a tu perfil de cuidador(a), para ver empleos cerca de ti.',
    },
    chips: {
      label: 'Tus filtros',
      remove: 'Quitar filtro: {name}',
      clearAll: 'Quitar todos',
      radius: 'A menos de {distance}',
      rateRange: 'De {min} a {max} por hora',
      rateFrom: '{min} o más por hora',
      rateUpTo: 'Hasta {max} por hora',
      day: 'Disponible el {day}',
      verified: 'Solo verificados',
      featured: 'Solo destacados',
      words: '«{words}»',
    },
    jobs: {
      zip: 'Código postal (ZIP)',
      zipHint: 'Déjalo vacío para buscar cerca del código postal de tu perfil.',
      search: 'Buscar',
    },
  },
);
