import { defineWords } from '../i18n/catalogue';

/** The newsletter's words (interface §3 names the field "Email" and the button "Subscribe"). */
export const newsletterWords = defineWords(
  'newsletter',
  {
    email: 'Email',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
    honeypot: 'Leave this field empty',
    /** spec §5, word for word. */
    required: 'Email Field is required.',
    invalid: 'Please enter valid email address.',
    success: 'Thank you! You are subscribed to our newsletter.',
    failure: 'We could not subscribe you just now. Please try again.',
  },
  {
    email: 'Correo electrónico',
    placeholder: 'tu@ejemplo.com',
    subscribe: 'Suscribirme',
    honeypot: 'Deja este campo vacío',
    required: 'El correo electrónico es obligatorio.',
    invalid: 'Introduce un correo electrónico válido.',
    success: '¡Gracias! Ya estás suscrito a nuestro boletín.',
    failure: 'No pudimos suscribirte ahora. Inténtalo de nuevo.',
  },
);
