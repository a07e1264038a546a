import { defineWords } from '../i18n/catalogue';

/** The FAQ's words; the questions and answers come from the server (or the page) as they are. */
export const faqWords = defineWords(
  'faq',
  {
    loadFailed: 'We could not load the questions.',
    loadFailedWith: 'We could not load the questions: {reason}',
    loading: 'Loading questions…',
    tryAgain: 'Try again',
    search: 'Search questions',
    matches: {
      one: '{count} of {total} questions',
      other: '{count} of {total} questions',
    },
    empty: 'There are no questions here yet.',
    noMatch: 'No question matches “{query}”.',
    showAll: 'Show all questions',
  },
  {
    loadFailed: 'No pudimos cargar las preguntas.',
    loadFailedWith: 'No pudimos cargar las preguntas: {reason}',
    loading: 'Cargando preguntas…',
    tryAgain: 'Reintentar',
    search: 'Buscar preguntas',
    matches: {
      one: '{count} de {total} preguntas',
      other: '{count} de {total} preguntas',
    },
    empty: 'Todavía no hay preguntas aquí.',
    noMatch: 'Ninguna pregunta coincide con «{query}».',
    showAll: 'Mostrar todas las preguntas',
  },
);
