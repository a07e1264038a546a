import { defineWords } from '../i18n/catalogue';

/**
 * The kit's own words, outside any feature: transport failures of the API client (spec §8),
 * the fallback for a failure without a message, the toasts' close button.
 */
export const kitWords = defineWords(
  'kit',
  {
    fetchError: 'We could not reach the server. Check your connection and try again.',
    timeoutError: 'The server took too long to answer. Please try again.',
    parsingError: 'The server sent an answer we could not read. Please try again later.',
    serverError: 'The server answered with an error ({status}). Please try again later.',
    fallback: 'Something went wrong. Please try again.',
    sessionCheckFailed: 'We could not check your session.',
    closeToast: 'Close',
  },
  {
    fetchError: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    timeoutError: 'El servidor tardó demasiado en responder. Inténtalo de nuevo.',
    parsingError: 'El servidor envió una respuesta que no pudimos leer. Inténtalo más tarde.',
    serverError: 'El servidor respondió con un error ({status}). Inténtalo más tarde.',
    fallback: 'Algo salió mal. Inténtalo de nuevo.',
    sessionCheckFailed: 'No pudimos comprobar tu sesión.',
    closeToast: 'Cerrar',
  },
);
