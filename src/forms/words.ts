import { ACCOUNT_MESSAGES } from '../contract/account-rules';
import { defineWords } from '../i18n/catalogue';

/**
 * The request forms' own words; each form's title, button and extra fields are given by the
 * page that shows it (in its own catalogue).
 */
export const requestFormWords = defineWords(
  'request-form',
  {
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone (optional)',
    message: 'Message',
    messageShort: 'Write at least {min} characters, so we know how to help.',
    fieldRequired: '{label} is required.',
    failure: 'We could not send your request.',
    sent: 'Thank you! We received your request.',
    thanks: 'Thank you',
    another: 'Send another request',
    /** The shared rules' messages (src/contract/account-rules.ts), in the form's language. */
    rules: {
      fullNameRequired: ACCOUNT_MESSAGES.fullNameRequired,
      fullNameLength: ACCOUNT_MESSAGES.fullNameLength,
      emailRequired: ACCOUNT_MESSAGES.emailRequired,
      emailInvalid: ACCOUNT_MESSAGES.emailInvalid,
    },
  },
  {
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    message: 'Mensaje',
    messageShort: 'Escribe al menos {min} caracteres, para saber cómo ayudarte.',
    fieldRequired: '{label}: este campo es obligatorio.',
    failure: 'No pudimos enviar tu solicitud.',
    sent: '¡Gracias! Recibimos tu solicitud.',
    thanks: 'Gracias',
    another: 'Enviar otra solicitud',
    rules: {
      fullNameRequired: 'El nombre completo es obligatorio.',
      fullNameLength: 'Escribe tu nombre completo (de 2 a 100 caracteres).',
      emailRequired: 'El correo electrónico es obligatorio.',
      emailInvalid: 'Introduce un correo electrónico válido.',
    },
  },
);
