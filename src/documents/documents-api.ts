import type { UploadedDocument as ContractDocument } from '../contract/documents';
import { type AccountType, DOCUMENT_PATHS } from '../contract/endpoints';
import { type ApiEnvelope, ApiError, failureMessages, mayCarryToken } from '../lib/api-client';

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

/**
 * Uploads with progress (fetch cannot report upload progress; XMLHttpRequest can), with the
 * same answers and errors as the API client.
 */
export function uploadDocument(options: {
  url: string;
  token: string | null;
  form: FormData;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<ApiEnvelope<UploadedDocument>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', options.url);
    request.setRequestHeader('Accept', 'application/json');
    if (options.token && mayCarryToken(options.url)) {
      request.setRequestHeader('Authorization', `Bearer ${options.token}`);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: ApiEnvelope<UploadedDocument> | undefined;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        reject(new ApiError(failureMessages().PARSING_ERROR, 'PARSING_ERROR'));
        return;
      }
      if (request.status >= 200 && request.status < 300 && body?.success) resolve(body);
      else
        reject(
          new ApiError(
            body?.message || `The upload failed (${request.status}).`,
            request.status,
            body,
          ),
        );
    });
    request.addEventListener('error', () =>
      reject(new ApiError(failureMessages().FETCH_ERROR, 'FETCH_ERROR')),
    );
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(options.form);
  });
}
