import { defineWords } from '../src/i18n/catalogue';

/** The settings page's frame (interface §9: /dashboard/settings); the sections own their words. */
export const settingsPageWords = defineWords(
  'site-settings',
  {
    title: 'Settings',
    lead: 'Your name, email, number and password, where you are logged in, which emails you get, and your data.',
    photoTitle: 'Your photo (optional)',
    photoLead: 'Caregivers you write to see it beside your first name.',
  },
  {
    title: 'Ajustes',
    lead: 'Tu nombre, correo, número y contraseña, dónde has iniciado sesión, qué correos recibes y tus datos.',
    photoTitle: 'Tu foto (opcional)',
    photoLead: 'Las niñeras y cuidadores a quienes escribes la ven junto a tu nombre.',
  },
);
