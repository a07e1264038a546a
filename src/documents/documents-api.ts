import type { UploadedDocument as ContractDocument } from '../contract/documents';
import { type AccountType, DOCUMENT_PATHS } from '../contract/endpoints';
import { type UploadOptions, uploadWithProgress } from '../lib/upload';

export type UploadedDocument = ContractDocument;

export const documentsPath = (type: AccountType) => DOCUMENT_PATHS.list(type);

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** The first bytes of each accepted type: checked before sending, as the server checks too. */
const SIGNATURES: [string, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

export async function detectType(file: Blob): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return SIGNATURES.find(([, bytes]) => bytes.every((byte, index) => head[index] === byte))?.[0];
}

/** Uploads a document with progress (src/lib/upload.ts). */
export const uploadDocument = (options: UploadOptions) =>
  uploadWithProgress<UploadedDocument>(options);
