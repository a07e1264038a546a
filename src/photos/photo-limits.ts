// mirrors src/contract/photo-values.ts (issue 24, i24-photos): the integrator replaces these
// with imports from there (the server checks the same values).

/** Recognised by the file's content (never its name or declared type). */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMime = (typeof PHOTO_MIME_TYPES)[number];
/** For an `<input type="file" accept>`. */
export const PHOTO_ACCEPT = PHOTO_MIME_TYPES.join(',');
/** The largest upload, in bytes (8 MB). */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** The largest image, in pixels (width × height). */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The smallest side the server accepts, in pixels. */
export const MIN_PHOTO_SIDE = 96;
/** The multipart fields of an upload; the crop in fractions (x of the width, y of the height, size of the width). */
export const PHOTO_FIELDS = {
  file: 'photo',
  cropX: 'crop_x',
  cropY: 'crop_y',
  cropSize: 'crop_size',
} as const;
