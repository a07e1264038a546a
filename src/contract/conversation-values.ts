// Messaging's plain values (interface §7), without zod: the client imports them as values (the
// composer's limits, the page size that says whether older messages exist); conversations.ts
// builds its schemas on them and re-exports them, so the server's imports stay as they are.

export const CONVERSATION_LIMITS = {
  bodyMin: 1,
  bodyMax: 2000,
  /** A page of messages (the newest when no cursor is given). */
  pageSize: 50,
  /** The conversation list is bounded: the newest 100. */
  listMax: 100,
  reasonMax: 1000,
  /** A ticket for `GET /v1/stream?ticket=…` is good once within this many seconds. */
  ticketSeconds: 60,
  /** The stream sends a `: ping` comment at least this often. */
  pingSeconds: 25,
} as const;

export const OTHER_KINDS = ['parent', 'caregiver'] as const;
