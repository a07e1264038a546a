import { z } from 'zod';
import { textField, wordRef } from './common';

// A member's data (interface §9 "Your data"): the export, the deletion and its undoing. The
// server validates and documents with these; the client takes their types only (`import type`).

const iso = z.string().describe('ISO 8601 UTC.');

/** `POST {prefix}/account/export` answers this; so does the export's GET before it is ready. */
export const ExportStarted = z
  .object({ id: z.string(), status: z.literal('preparing') })
  .describe('ExportStarted');

/** `GET {prefix}/account/export/{id}` once ready: the document, section by section. */
export const ExportReady = z
  .object({
    id: z.string(),
    status: z.literal('ready'),
    expires_at: iso,
    document: z
      .record(z.string(), z.unknown())
      .describe(
        'account, profile, badges, documents (metadata), jobs, applications, conversations, messages, reviews_written, reviews_received, favourites, hires, orders, subscription, payment_methods, consents, sessions, codes, password_resets, stream_tickets, stream_presence, reports, documents_reviewed, exports.',
      ),
  })
  .describe('ExportReady');

export const ExportParams = z.object({
  id: z.string().max(100, { error: wordRef('fields.atMost', { field: 'id', max: 100 }) }),
});

export const DeleteAccountBody = z.object({
  password: textField('password', { min: 1, max: 200, trim: false }),
});

export const DeleteAccountResults = z
  .object({ erase_on: iso.describe('When the personal data is erased unless restored.') })
  .describe('AccountDeleted');

export const RestoreBody = z.object({
  token: textField('token', { min: 1, max: 200 }),
});

export type ExportStarted = z.infer<typeof ExportStarted>;
export type ExportReady = z.infer<typeof ExportReady>;
export type DeleteAccountRequest = z.input<typeof DeleteAccountBody>;
export type RestoreRequest = z.input<typeof RestoreBody>;
