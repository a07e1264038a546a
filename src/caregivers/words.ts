import { careWords } from '../i18n/care-words';
import { defineWords, wordsFor } from '../i18n/catalogue';

/**
 * The caregiver search's words (interface §7 names the field "ZIP code"). Names, headlines and
 * places come from the server as they are; prices, ratings, distances and counts go through Intl.
 */
export const caregiverWords = defineWords(
  'caregivers',
  {
    zip: 'ZIP code',
    zipInvalid: 'Enter a 5-digit ZIP code.',
    zipUnknown: 'We do not know the ZIP code {zip}. Check it and try again.',
    service: 'Service',
    anyService: 'Any service',
    services: careWords.en.services,
    search: 'Search',
    results: 'Caregivers',
    searching: 'Searching for caregivers…',
    found: {
      one: '{count} caregiver found',
      other: '{count} caregivers found',
    },
    empty: 'No caregivers match this search. Try a wider distance or another service.',
    loadFailed: 'We could not load caregivers. Check your connection and try again.',
    refused: 'We could not run this search. Try another ZIP code or service.',
    tryAgain: 'Try again',
    showMore: 'Show more',
    name: '{first} {initial}.',
    place: '{city}, {state}',
    distance: '{distance} away',
    rate: '{price}/hour',
    unrated: 'New',
    rating: '{rating} out of 5',
    reviews: {
      one: '{count} review',
      other: '{count} reviews',
    },
    // interface §11: once 3 bookings were ever confirmed.
    reliability: {
      one: '{percent} % of {count} booking completed',
      other: '{percent} % of {count} bookings completed',
    },
    // …while none of them has ended yet (nothing completed, no late cancel): no percentage.
    reliabilityNew: {
      one: '{count} booking confirmed',
      other: '{count} bookings confirmed',
    },
    badgesLabel: 'Verifications',
    badges: {
      mobile: 'Mobile verified',
      id: 'ID verified',
      background_check: 'Background check',
      first_aid: 'First aid',
    },
  },
  {
    zip: 'Código postal',
    zipInvalid: 'Introduce un código postal de 5 dígitos.',
    zipUnknown: 'No conocemos el código postal {zip}. Revísalo e inténtalo de nuevo.',
    service: 'Servicio',
    anyService: 'Cualquier servicio',
    services: careWords.es.services,
    search: 'Buscar',
    results: 'Cuidadores',
    searching: 'Buscando cuidadores…',
    found: {
      one: '{count} cuidador encontrado',
      other: '{count} cuidadores encontrados',
    },
    empty:
      'Ningún cuidador coincide con esta búsqueda. Prueba con una distancia mayor u otro servicio.',
    loadFailed: 'No pudimos cargar los cuidadores. Revisa tu conexión e inténtalo de nuevo.',
    refused: 'No pudimos hacer esta búsqueda. Prueba con otro código postal u otro servicio.',
    tryAgain: 'Reintentar',
    showMore: 'Mostrar más',
    name: '{first} {initial}.',
    place: '{city}, {state}',
    distance: 'a {distance}',
    rate: '{price}/hora',
    unrated: 'Nuevo',
    rating: '{rating} de 5',
    reviews: {
      one: '{count} reseña',
      other: '{count} reseñas',
    },
    reliability: {
      one: '{percent} % de {count} reserva completada',
      other: '{percent} % de {count} reservas completadas',
    },
    reliabilityNew: {
      one: '{count} reserva confirmada',
      other: '{count} reservas confirmadas',
    },
    badgesLabel: 'Verificaciones',
    badges: {
      mobile: 'Móvil verificado',
      id: 'Identidad verificada',
      background_check: 'Antecedentes verificados',
      first_aid: 'Primeros auxilios',
    },
  },
  // The service words are the shared ones (src/i18n/care-words.ts); `caregivers.services`
  // overrides still apply here.
  (lang) => wordsFor(careWords, lang),
);
