import { defineWords } from '../i18n/catalogue';

/**
 * The words of a member's plan (interface §9 "Elements and site": "Family Plus · renews on June 3,
 * 2027", "Cancel plan", "Keep plan", "Resume plan", "Change plan"). Their own module, not
 * words.ts: they come with the management view, which loads only for a member with a plan.
 */
export const billingWords = defineWords(
  'billing',
  {
    loading: 'Loading your plan…',
    loadFailed: 'We could not load your plan.',
    loadFailedWith: 'We could not load your plan: {reason}',
    tryAgain: 'Try again',
    yourPlan: 'Your plan',
    renewsOn: '{plan} · renews on {date}',
    endsOn: '{plan} · ends on {date}',
    priceMonth: '{price} per month',
    priceYear: '{price} per year',
    endsOnLead: 'Ends on {date}. It will not renew, and nothing more is charged.',
    resumeHint: 'Changed your mind? Resume it any time before then.',
    pastDue: 'Payment failed — update your card',
    pastDueLead:
      'Your plan keeps working while we try the card again. Update it and we will charge the new card at the next try.',
    scheduled: 'Changes to {plan} on {date}',
    cancelPlan: 'Cancel plan',
    keepPlan: 'Keep plan',
    resumePlan: 'Resume plan',
    changePlan: 'Change plan',
    updateCard: 'Update card',
    confirmTitle: 'Cancel {plan}?',
    confirmText:
      'Your plan stays active until {date}. After that it ends, it will not renew, and nothing more is charged.',
    cancelled: 'Your plan is cancelled. It stays active until {date}.',
    resumed: 'Your plan is back on. It renews on {date}.',
    changeScheduled: 'Your plan changes to {plan} on {date}. Nothing is charged now.',
    cancelFailed: 'We could not cancel your plan. Please try again.',
    resumeFailed: 'We could not resume your plan. Please try again.',
    changeFailed: 'We could not change your plan. Please try again.',
    cardFailed: 'We could not open the card update page. Please try again.',
    addressInvalid:
      'The page could not be opened: the server sent an address that is not a web page. Please try again later or contact us.',
    choosePlan: 'Choose your new plan',
    changeLead:
      'A cheaper plan starts when this period ends, with nothing charged now. A dearer plan starts once you pay the difference for the rest of this period.',
    switchTo: 'Switch to {plan}',
    currentPlan: 'Your current plan',
    plansFailed: 'We could not load the plans: {reason}',
    noPlan: 'You have no plan right now.',
  },
  {
    loading: 'Cargando tu plan…',
    loadFailed: 'No pudimos cargar tu plan.',
    loadFailedWith: 'No pudimos cargar tu plan: {reason}',
    tryAgain: 'Reintentar',
    yourPlan: 'Tu plan',
    renewsOn: '{plan} · se renueva el {date}',
    endsOn: '{plan} · termina el {date}',
    priceMonth: '{price} al mes',
    priceYear: '{price} al año',
    endsOnLead: 'Termina el {date}. No se renovará y no se cobrará nada más.',
    resumeHint: '¿Cambiaste de opinión? Puedes reanudarlo en cualquier momento antes de esa fecha.',
    pastDue: 'El pago falló: actualiza tu tarjeta',
    pastDueLead:
      'Tu plan sigue funcionando mientras volvemos a intentar el cobro. Actualiza la tarjeta y cobraremos la nueva en el próximo intento.',
    scheduled: 'Cambia a {plan} el {date}',
    cancelPlan: 'Cancelar plan',
    keepPlan: 'Mantener plan',
    resumePlan: 'Reanudar plan',
    changePlan: 'Cambiar de plan',
    updateCard: 'Actualizar tarjeta',
    confirmTitle: '¿Cancelar {plan}?',
    confirmText:
      'Tu plan sigue activo hasta el {date}. Después termina, no se renueva y no se cobra nada más.',
    cancelled: 'Tu plan está cancelado. Sigue activo hasta el {date}.',
    resumed: 'Tu plan vuelve a estar activo. Se renueva el {date}.',
    changeScheduled: 'Tu plan cambia a {plan} el {date}. Ahora no se cobra nada.',
    cancelFailed: 'No pudimos cancelar tu plan. Inténtalo de nuevo.',
    resumeFailed: 'No pudimos reanudar tu plan. Inténtalo de nuevo.',
    changeFailed: 'No pudimos cambiar tu plan. Inténtalo de nuevo.',
    cardFailed: 'No pudimos abrir la página para actualizar la tarjeta. Inténtalo de nuevo.',
    addressInvalid:
      'No se pudo abrir la página: el servidor envió una dirección que no es una página web. Inténtalo más tarde o contáctanos.',
    choosePlan: 'Elige tu nuevo plan',
    changeLead:
      'Un plan más barato empieza cuando termina este periodo, sin cobrar nada ahora. Uno más caro empieza cuando pagas la diferencia por lo que queda de este periodo.',
    switchTo: 'Cambiar a {plan}',
    currentPlan: 'Tu plan actual',
    plansFailed: 'No pudimos cargar los planes: {reason}',
    noPlan: 'Ahora mismo no tienes ningún plan.',
  },
);
