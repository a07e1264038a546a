import type { User } from '../stores/auth-store';

// The answers of interface §9 "Account" and "Your data", as the site reads them. Zod-free: the
// contract's schemas (src/contract/) validate them on the server; these types restate §9 only.

/** `PATCH {prefix}/account { full_name }` answers the user. */
export type AccountUser = User;

/** `POST {prefix}/reset-password { current_password, password }`: this device's new session. */
export interface PasswordChanged {
  token: string;
  refresh_token: string;
}

/**
 * One login of `GET {prefix}/sessions`: `device` is already in words ("Chrome on Android"), null
 * when the server could not tell.
 */
export interface AccountSession {
  id: string;
  device: string | null;
  created_at: string;
  last_used_at: string;
  /** This device's own session. */
  current: boolean;
}

/** The kinds of email a member may turn off (the rest always go: receipts, codes, security, legal). */
export const EMAIL_KINDS = [
  'messages',
  'applications',
  'bookings',
  'reminders',
  'newsletter',
  'tips',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** `GET`/`PUT {prefix}/notification-settings`. */
export interface NotificationSettings {
  email: Record<EmailKind, boolean>;
  sms: { bookings: boolean };
}

/** `POST {prefix}/account/export`: the document is prepared in the background and emailed. */
export interface ExportStarted {
  id: string;
  status: 'preparing';
}
