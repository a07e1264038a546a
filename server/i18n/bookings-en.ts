/** Bookings' words in English (interface §11), spread into en.ts: one block, one owner. */
export const bookingsEn = {
  'bookings.wholeBetween': '{field} must be a whole number from {min} to {max}.',
  'bookings.momentFormat':
    '{field} must be a time in ISO 8601 with its offset, as 2030-01-31T18:00:00-05:00.',
  'bookings.fromToFormat':
    '{field} must be a date (2030-01-31) or a time in ISO 8601 (2030-01-31T18:00:00Z).',
  'bookings.fromAfterTo': 'from must be before to: choose an earlier from or a later to.',
  'bookings.repeatFormat': 'repeat_weekly_until must be a date written YYYY-MM-DD.',
  'bookings.statusFilter': 'status must be one of: {statuses}.',
  'bookings.reasonRequired': 'reason is required: say why in at least {min} characters.',
  'bookings.hoursNumber': 'hours must be a number of hours above 0 and at most 16, as 3.5.',
  'bookings.hoursStep': 'hours must be in steps of {step} (a quarter hour), as 3.25.',
  'bookings.hoursTooMany':
    'hours can be at most {max}: the booked {booked} hours plus {extra}. Check the hours worked.',
  'bookings.startTooSoon':
    'starts_at must be at least {hours} hours from now: choose a later start.',
  'bookings.endBeforeStart': 'ends_at must be after starts_at: check the end time.',
  'bookings.tooShort':
    'ends_at must be at least {min} hour after starts_at: a booking lasts {min} to {max} hours.',
  'bookings.tooLong':
    'ends_at is more than {max} hours after starts_at: a booking lasts {min} to {max} hours. Book two blocks instead.',
  'bookings.repeatBeforeStart':
    "repeat_weekly_until must be on or after the first booking's date ({date}).",
  'bookings.repeatTooMany':
    'repeat_weekly_until makes {count} bookings; at most {max} are allowed in one request. Choose an earlier date.',
  'bookings.caregiverUnknown':
    'No caregiver has this caregiver_id. Open the profile you want to book and try again.',
  'bookings.paywall':
    'Booking a caregiver needs an active plan. Choose a plan on the plans page, then send your request.',
  'bookings.tooMany':
    'You have sent {max} booking requests in the last hour. Try again in {minutes} minutes.',
  'bookings.notFound':
    'This booking was not found, or it is not yours. Open your bookings to see the ones you have.',
  'bookings.overlap':
    'The caregiver already has a confirmed booking that overlaps {start}. Choose another time.',
  'bookings.overlapAccept':
    'You already have a confirmed booking that overlaps this one. Decline this request, or cancel the other booking first.',
  'bookings.answerClosed':
    'The time to answer this request ended ({respond_by}). It can no longer be accepted or declined.',
  'bookings.notRequested': 'This booking is {status}: only a request can be accepted or declined.',
  'bookings.notCancellable':
    'This booking is {status}: only a requested or confirmed booking can be cancelled.',
  'bookings.cancelStarted':
    'This booking has already started: it can no longer be cancelled. After it ends, submit or answer the hours.',
  'bookings.hoursNotConfirmed':
    'This booking is {status}: hours can be submitted once, for a confirmed booking.',
  'bookings.hoursBeforeEnd': 'This booking ends at {end}: submit the hours after it ends.',
  'bookings.notHoursSubmitted':
    'This booking is {status}: hours can be approved or disputed only once the caregiver has submitted them.',
  'bookings.status.requested': 'requested',
  'bookings.status.confirmed': 'confirmed',
  'bookings.status.declined': 'declined',
  'bookings.status.expired': 'expired',
  'bookings.status.cancelled': 'cancelled',
  'bookings.status.hours_submitted': 'waiting for the hours to be approved',
  'bookings.status.completed': 'completed',
  'bookings.status.disputed': 'disputed',
  'bookings.requested':
    'Your request is sent. The caregiver answers within 24 hours (or 2 hours before the start, if sooner).',
  'bookings.requestedSeries':
    'Your {count} weekly requests are sent. The caregiver answers each within 24 hours (or 2 hours before its start, if sooner).',
  'bookings.loaded': 'Your bookings.',
  'bookings.none': 'No bookings match.',
  'bookings.accepted': 'Booking confirmed. The parent is told.',
  'bookings.declined': 'Request declined. The parent is told.',
  'bookings.cancelled': 'Booking cancelled. The other side is told.',
  'bookings.cancelledLate':
    'Booking cancelled less than 24 hours before it starts: it counts as a late cancellation. The other side is told.',
  'bookings.hoursSubmitted': 'Hours submitted. The parent is asked to approve them.',
  'bookings.approved': 'Hours approved: the booking is completed.',
  'bookings.disputed': 'Hours disputed. The caregiver is told.',
  'bookings.toRequest': 'to book a caregiver',
  'bookings.toAnswer': 'to answer a booking request',
  'bookings.toSubmitHours': 'to submit hours',
  'bookings.toApprove': 'to approve or dispute hours',
  'bookings.email.when': '{start} to {end} ({zone})',
  'bookings.email.link': 'See your bookings: {url}',
  'bookings.email.requestedSubject': 'New booking request from {name}',
  'bookings.email.requested':
    '{name} asks you to look after {children} child(ren) on {when}. Please accept or decline by {respond_by}.',
  'bookings.email.requestedSeries':
    'This request repeats weekly: {count} bookings in all, each to answer on its own.',
  'bookings.email.acceptedSubject': '{name} confirmed your booking',
  'bookings.email.accepted': '{name} accepted your booking for {when}.',
  'bookings.email.declinedSubject': '{name} declined your booking request',
  'bookings.email.declined':
    '{name} cannot take your booking for {when}. You can ask another caregiver.',
  'bookings.email.expiredSubject': 'Your booking request was not answered in time',
  'bookings.email.expired':
    '{name} did not answer your request for {when} in time, so it has expired. You can ask another caregiver.',
  'bookings.email.cancelledSubject': '{name} cancelled a booking',
  'bookings.email.cancelled': '{name} cancelled the booking for {when}. Their reason: {reason}',
  'bookings.email.hoursSubject': '{name} submitted the hours of a booking',
  'bookings.email.hours':
    '{name} worked {hours} hours on {when}. Approve or dispute them within 48 hours; after that they are approved.',
  'bookings.email.approvedSubject': '{name} approved your hours',
  'bookings.email.approved': '{name} approved {hours} hours for {when}. Amount due: {amount}.',
  'bookings.email.disputedSubject': '{name} disputed your hours',
  'bookings.email.disputed': '{name} disputed the hours for {when}. Their reason: {reason}',
  'bookings.email.reminderSubject': 'Reminder: a booking tomorrow with {name}',
  'bookings.email.reminder': 'Your booking with {name} is on {when}.',
  'bookings.sms.reminder': 'FTC: your booking with {name} starts {start}.',
} as const;
