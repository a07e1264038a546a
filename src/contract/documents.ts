import { z } from 'zod';
import { futureDate } from './common';

export const DOCUMENT_KINDS = ['identity', 'certification', 'background_check', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_STATUSES = ['pending_review', 'approved', 'rejected'] as const;

/** What the server accepts, detected from the file's content (never its name or declared type). */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentMime = (typeof DOCUMENT_MIME_TYPES)[number];

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  fileMissing: 'documents.fileMissing',
  fileEmpty: 'documents.fileEmpty',
  fileType: 'documents.fileType',
  fileTooLarge: 'documents.fileTooLarge',
  oneFile: 'documents.oneFile',
  kind: 'documents.kind',
  notMultipart: 'documents.notMultipart',
  malformed: 'documents.malformed',
  fieldTooLong: 'documents.fieldTooLong',
  tooManyFields: 'documents.tooManyFields',
  notFound: 'documents.notFound',
} as const;

export const DocumentKindField = z
  .enum(DOCUMENT_KINDS, { error: 'documents.kind' })
  .describe('What the document is.');

export const ExpiresOnField = futureDate('dates.expiryDate').describe(
  'When the document expires (YYYY-MM-DD), if it does; today or later.',
);

/**
 * The upload form, for the OpenAPI document. The route reads the multipart stream itself
 * (the file must be checked as it arrives), with these same field schemas.
 */
export const UploadDocumentForm = z
  .object({
    file: z
      .file()
      .describe('The document: a PDF, JPEG or PNG (checked by content), at most 10 MB.'),
    kind: DocumentKindField,
    expires_on: ExpiresOnField.optional(),
  })
  .describe('UploadDocumentForm');

export const DocumentSchema = z
  .object({
    id: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    original_name: z.string().describe('The file name as uploaded, cleaned for display.'),
    mime: z.enum(DOCUMENT_MIME_TYPES).describe('Detected from the content.'),
    size_bytes: z.number().int(),
    status: z.enum(DOCUMENT_STATUSES),
    expires_on: z.string().nullable().describe('YYYY-MM-DD, or null.'),
    created_at: z.string().describe('ISO 8601.'),
  })
  .describe('Document');

export const DocumentParams = z.object({
  id: z.string().max(100).describe('The document id.'),
});

// Types for the client (`import type`: no zod in a bundle).
export type UploadedDocument = z.infer<typeof DocumentSchema>;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
