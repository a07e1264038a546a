import { type ApiEnvelope, ApiError, failureMessages, mayCarryToken } from './api-client';

export interface UploadOptions {
  url: string;
  token: string | null;
  form: FormData;
  /** The share sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal | undefined;
}

/**
 * Sends a form with progress (fetch cannot report upload progress; XMLHttpRequest can), with
 * the same answers and errors as the API client: documents and photos both upload this way.
 */
export function uploadWithProgress<T>(options: UploadOptions): Promise<ApiEnvelope<T>> {
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
      let body: ApiEnvelope<T> | undefined;
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
