import { z } from 'zod';

// A member's sessions and notification settings (interface §9 "Account"). The server validates
// and documents with these; the client takes their types only (`import type`).

const iso = z.string().describe('ISO 8601 UTC.');

export const SessionEntry = z
  .object({
    id: z.string().describe('The login (a refresh-token family).'),
    device: z
      .string()
      .nullable()
      .describe(
        'The device in words, from the login\'s User-Agent ("Chrome on Android"); null when unknown.',
      ),
    created_at: iso,
    last_used_at: iso.describe('The last refresh or request (to the minute).'),
    current: z.boolean().describe('This device: the login of the request.'),
  })
  .describe('SessionEntry');

export const SessionList = z.array(SessionEntry);

export const SessionParams = z.object({ id: z.string().min(1).max(100) });

/** The kinds of email a member may turn off; everything else (receipts, codes, security) goes. */
export const EMAIL_KINDS = [
  'messages',
  'applications',
  'bookings',
  'reminders',
  'newsletter',
  'tips',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const NotificationSettings = z
  .object({
    email: z.object({
      messages: z.boolean(),
      applications: z.boolean(),
      bookings: z.boolean(),
      reminders: z.boolean(),
      newsletter: z.boolean(),
      tips: z.boolean(),
    }),
    sms: z.object({ bookings: z.boolean() }),
  })
  .describe('NotificationSettings');

export const UnsubscribeParams = z.object({ token: z.string().min(1).max(200) });

export const EndOthersResults = z.object({ ended: z.number().int() });

export type SessionEntry = z.infer<typeof SessionEntry>;
export type NotificationSettings = z.infer<typeof NotificationSettings>;
