import { defineWords } from '../src/i18n/catalogue';

/** The billing page and its receipts (interface §9: /dashboard/billing). */
export const billingPageWords = defineWords(
  'site-billing',
  {
    title: 'Billing',
    lead: 'Your plan, the card kept for renewals, and every order with its receipt.',
    plan: 'Your plan',
    card: 'Card on file',
    orders: 'Orders',
    noPlan: 'You have no plan right now.',
    choosePlan: 'Choose a plan',
    receiptTitle: 'Receipt',
    backToBilling: 'Back to billing',
  },
  {
    title: 'Facturación',
    lead: 'Tu plan, la tarjeta guardada para las renovaciones y cada pedido con su recibo.',
    plan: 'Tu plan',
    card: 'Tarjeta guardada',
    orders: 'Pedidos',
    noPlan: 'Ahora mismo no tienes ningún plan.',
    choosePlan: 'Elegir un plan',
    receiptTitle: 'Recibo',
    backToBilling: 'Volver a facturación',
  },
);
