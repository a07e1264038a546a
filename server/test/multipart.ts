import { randomBytes } from 'node:crypto';

/** A valid 1×1 PNG: signature, IHDR, one IDAT, IEND. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201a5b5a8ed' +
    '0000000049454e44ae426082',
  'hex',
);
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; bytes: Buffer };

/** A multipart/form-data body written by hand (tests send uploads without a client library). */
export function multipart(parts: Part[]) {
  const boundary = `----ftc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('bytes' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
          'utf8',
        ),
        part.bytes,
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`),
      );
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const file = (bytes: Buffer, filename = 'document.pdf', contentType?: string): Part => ({
  name: 'file',
  filename,
  bytes,
  ...(contentType ? { contentType } : {}),
});
export const field = (name: string, value: string): Part => ({ name, value });
