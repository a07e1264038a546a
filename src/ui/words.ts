import { defineWords } from '../i18n/catalogue';

/** The words of the shared controls (show/hide password, loading announcements). */
export const controlWords = defineWords(
  'controls',
  {
    show: 'Show',
    hide: 'Hide',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    loading: 'Loading…',
  },
  {
    show: 'Mostrar',
    hide: 'Ocultar',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    loading: 'Cargando…',
  },
);
