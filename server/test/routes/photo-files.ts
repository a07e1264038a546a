import sharp from 'sharp';
import { CAREGIVER_PATHS } from '../../../src/contract/endpoints';
import type { TestApp } from '../harness';
import { multipart, type Part } from '../multipart';
import { bearer } from './market-people';

// Images made in the tests (sharp), and the upload of one, for the photo tests.

/** A JPEG of `width` × `height` with noise (so it is a real, large image) and the given EXIF. */
export async function jpegWithGps(width = 4000, height = 3000): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6699cc',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 70 })
    .withExif({
      IFD0: { Make: 'FTC Test Camera', Model: 'Secret Model 9', Copyright: 'Ana at home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 44/1 5430/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '73/1 59/1 1020/100',
      },
    })
    .toBuffer();
}

export const pngWithAlpha = () =>
  sharp({
    create: {
      width: 300,
      height: 200,
      channels: 4,
      background: { r: 200, g: 40, b: 40, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();

export const webp = () =>
  sharp({ create: { width: 200, height: 300, channels: 3, background: '#33aa66' } })
    .webp()
    .toBuffer();

/** GIF89a, 1 × 1: an image, but not a type we take. */
export const GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>\n',
);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A small PNG whose header claims `width` × `height` (a decompression bomb's header). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // IHDR: length (4) at 8, type at 12, data at 16 (width, height, …13 bytes), CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const photoPart = (
  bytes: Buffer,
  filename = 'me.jpg',
  contentType = 'image/jpeg',
): Part => ({
  name: 'photo',
  filename,
  contentType,
  bytes,
});

/** POSTs a photo form to `path` (the caregiver's by default). */
export async function uploadPhoto(
  t: TestApp,
  token: string | undefined,
  parts: Part[],
  path: string = CAREGIVER_PATHS.photo,
) {
  const { payload, contentType } = multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** The `/media/…` path of an address (absolute or not). */
export const mediaPath = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** GETs a media address; the bytes and headers. */
export async function getMedia(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url: mediaPath(url) });
  return { status: response.statusCode, bytes: response.rawPayload, headers: response.headers };
}
