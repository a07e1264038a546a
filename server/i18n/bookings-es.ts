import type { bookingsEn } from './bookings-en';

/** Bookings' words in US Spanish (interface §11), spread into es.ts. */
export const bookingsEs = {
  'bookings.wholeBetween': '{field} debe ser un número entero de {min} a {max}.',
  'bookings.momentFormat':
    '{field} debe ser una hora en ISO 8601 con su desfase, como 2030-01-31T18:00:00-05:00.',
  'bookings.fromToFormat':
    '{field} debe ser una fecha (2030-01-31) o una hora en ISO 8601 (2030-01-31T18:00:00Z).',
  'bookings.fromAfterTo': 'from debe ser anterior a to: elige un from anterior o un to posterior.',
  'bookings.repeatFormat': 'repeat_weekly_until debe ser una fecha escrita AAAA-MM-DD.',
  'bookings.statusFilter': 'status debe ser uno de: {statuses}.',
  'bookings.reasonRequired':
    'reason es obligatorio: explica el motivo en al menos {min} caracteres.',
  'bookings.hoursNumber':
    'hours debe ser un número de horas mayor que 0 y como máximo 16, como 3.5.',
  'bookings.hoursStep': 'hours debe ir en pasos de {step} (un cuarto de hora), como 3.25.',
  'bookings.hoursTooMany':
    'hours puede ser como máximo {max}: las {booked} horas reservadas más {extra}. Revisa las horas trabajadas.',
  'bookings.startTooSoon':
    'starts_at debe ser al menos {hours} horas a partir de ahora: elige un inicio más tarde.',
  'bookings.endBeforeStart': 'ends_at debe ser posterior a starts_at: revisa la hora de fin.',
  'bookings.tooShort':
    'ends_at debe ser al menos {min} hora después de starts_at: una reserva dura de {min} a {max} horas.',
  'bookings.tooLong':
    'ends_at es más de {max} horas después de starts_at: una reserva dura de {min} a {max} horas. Reserva dos bloques.',
  'bookings.repeatBeforeStart':
    'repeat_weekly_until debe ser igual o posterior a la fecha de la primera reserva ({date}).',
  'bookings.repeatTooMany':
    'repeat_weekly_until genera {count} reservas; se permiten como máximo {max} por solicitud. Elige una fecha anterior.',
  'bookings.caregiverUnknown':
    'Ningún cuidador tiene este caregiver_id. Abre el perfil que quieres reservar e inténtalo de nuevo.',
  'bookings.paywall':
    'Para reservar a un cuidador necesitas un plan activo. Elige un plan en la página de planes y luego envía tu solicitud.',
  'bookings.tooMany':
    'Has enviado {max} solicitudes de reserva en la última hora. Inténtalo de nuevo en {minutes} minutos.',
  'bookings.notFound':
    'No encontramos esta reserva, o no es tuya. Abre tus reservas para ver las que tienes.',
  'bookings.overlap':
    'El cuidador ya tiene una reserva confirmada que se superpone con {start}. Elige otra hora.',
  'bookings.overlapAccept':
    'Ya tienes una reserva confirmada que se superpone con esta. Rechaza esta solicitud o cancela primero la otra reserva.',
  'bookings.answerClosed':
    'El plazo para responder a esta solicitud terminó ({respond_by}). Ya no se puede aceptar ni rechazar.',
  'bookings.notRequested':
    'Esta reserva está {status}: solo una solicitud se puede aceptar o rechazar.',
  'bookings.notCancellable':
    'Esta reserva está {status}: solo se puede cancelar una reserva solicitada o confirmada.',
  'bookings.cancelStarted':
    'Esta reserva ya empezó: ya no se puede cancelar. Cuando termine, envía o responde las horas.',
  'bookings.hoursNotConfirmed':
    'Esta reserva está {status}: las horas se envían una sola vez, para una reserva confirmada.',
  'bookings.hoursBeforeEnd': 'Esta reserva termina el {end}: envía las horas cuando termine.',
  'bookings.notHoursSubmitted':
    'Esta reserva está {status}: las horas solo se pueden aprobar o disputar cuando el cuidador las haya enviado.',
  'bookings.status.requested': 'solicitada',
  'bookings.status.confirmed': 'confirmada',
  'bookings.status.declined': 'rechazada',
  'bookings.status.expired': 'vencida',
  'bookings.status.cancelled': 'cancelada',
  'bookings.status.hours_submitted': 'a la espera de que se aprueben las horas',
  'bookings.status.completed': 'completada',
  'bookings.status.disputed': 'en disputa',
  'bookings.requested':
    'Tu solicitud se envió. El cuidador responde en 24 horas (o 2 horas antes del inicio, si es antes).',
  'bookings.requestedSeries':
    'Se enviaron tus {count} solicitudes semanales. El cuidador responde cada una en 24 horas (o 2 horas antes de su inicio, si es antes).',
  'bookings.loaded': 'Tus reservas.',
  'bookings.none': 'Ninguna reserva coincide.',
  'bookings.accepted': 'Reserva confirmada. Se le avisó al padre o la madre.',
  'bookings.declined': 'Solicitud rechazada. Se le avisó al padre o la madre.',
  'bookings.cancelled': 'Reserva cancelada. Se le avisó a la otra parte.',
  'bookings.cancelledLate':
    'Reserva cancelada menos de 24 horas antes del inicio: cuenta como cancelación tardía. Se le avisó a la otra parte.',
  'bookings.hoursSubmitted': 'Horas enviadas. Le pedimos al padre o la madre que las apruebe.',
  'bookings.approved': 'Horas aprobadas: la reserva está completada.',
  'bookings.disputed': 'Horas disputadas. Se le avisó al cuidador.',
  'bookings.toRequest': 'para reservar a un cuidador',
  'bookings.toAnswer': 'para responder a una solicitud de reserva',
  'bookings.toSubmitHours': 'para enviar las horas',
  'bookings.toApprove': 'para aprobar o disputar las horas',
  'bookings.email.when': '{start} a {end} ({zone})',
  'bookings.email.link': 'Mira tus reservas: {url}',
  'bookings.email.requestedSubject': 'Nueva solicitud de reserva de {name}',
  'bookings.email.requested':
    '{name} te pide cuidar a {children} niño(s) el {when}. Acepta o rechaza antes del {respond_by}.',
  'bookings.email.requestedSeries':
    'Esta solicitud se repite cada semana: {count} reservas en total, cada una para responder por separado.',
  'bookings.email.acceptedSubject': '{name} confirmó tu reserva',
  'bookings.email.accepted': '{name} aceptó tu reserva del {when}.',
  'bookings.email.declinedSubject': '{name} rechazó tu solicitud de reserva',
  'bookings.email.declined':
    '{name} no puede tomar tu reserva del {when}. Puedes pedírselo a otra niñera o cuidador.',
  'bookings.email.expiredSubject': 'Tu solicitud de reserva no se respondió a tiempo',
  'bookings.email.expired':
    '{name} no respondió a tiempo tu solicitud del {when}, así que venció. Puedes pedírselo a otra niñera o cuidador.',
  'bookings.email.cancelledSubject': '{name} canceló una reserva',
  'bookings.email.cancelled': '{name} canceló la reserva del {when}. Su motivo: {reason}',
  'bookings.email.hoursSubject': '{name} envió las horas de una reserva',
  'bookings.email.hours':
    '{name} trabajó {hours} horas el {when}. Apruébalas o dispútalas en 48 horas; después se aprueban solas.',
  'bookings.email.approvedSubject': '{name} aprobó tus horas',
  'bookings.email.approved': '{name} aprobó {hours} horas del {when}. Importe a pagar: {amount}.',
  'bookings.email.disputedSubject': '{name} disputó tus horas',
  'bookings.email.disputed': '{name} disputó las horas del {when}. Su motivo: {reason}',
  'bookings.email.reminderSubject': 'Recordatorio: mañana tienes una reserva con {name}',
  'bookings.email.reminder': 'Tu reserva con {name} es el {when}.',
  'bookings.sms.reminder': 'FTC: tu reserva con {name} empieza el {start}.',
} satisfies Record<keyof typeof bookingsEn, string>;
