// Photos (issue 24), without zod: what the server accepts and how one `photo_url` names every
// size it stores. The client may import these as values (the profile editor checks a file
// before sending it; cards build `srcset` from `photoSources`).

/** Recognised by the file's content (never its name or declared type). */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMime = (typeof PHOTO_MIME_TYPES)[number];

/** For an `<input type="file" accept>`. */
export const PHOTO_ACCEPT = PHOTO_MIME_TYPES.join(',');

/** The largest upload, in bytes (8 MB). */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** The largest image, in pixels (width × height): larger ones are refused before decoding. */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** The smallest side the server accepts, in pixels (a square crop of it becomes every size). */
export const MIN_PHOTO_SIDE = 96;

/** The square sizes stored as WebP, in pixels; the JPEG fallback is the largest. */
export const PHOTO_SIZES = [96, 256, 640] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** The multipart fields of an upload. */
export const PHOTO_FIELDS = {
  /** The image file. */
  file: 'photo',
  /**
   * The optional square crop, as fractions 0–1: `crop_x` of the image's width, `crop_y` of its
   * height, `crop_size` of its width (the crop's side). Without them: the centred largest square.
   */
  cropX: 'crop_x',
  cropY: 'crop_y',
  cropSize: 'crop_size',
} as const;

/** Uploads per account per hour (caregiver and parent photos together). */
export const PHOTO_UPLOADS_PER_HOUR = 20;

/** Where this server serves stored media (photos, video posters). */
export const MEDIA_PREFIX = '/media/';

export interface PhotoSources {
  webp: Record<PhotoSize, string>;
  jpeg: string;
}

/**
 * A stored photo's `photo_url` is its 256 px WebP, `…/<name>-256.webp`; the other files sit
 * beside it: `<name>-96.webp`, `<name>-640.webp` and the JPEG fallback `<name>-640.jpg`.
 */
const STORED = /^(.*)-256\.webp$/;

/**
 * Every size of one photo from its `photo_url` (relative or absolute). An address that does not
 * follow the naming (an older photo) gives itself for every size.
 */
export function photoSources(photoUrl: string): PhotoSources {
  const match = STORED.exec(photoUrl);
  if (!match) return { webp: { 96: photoUrl, 256: photoUrl, 640: photoUrl }, jpeg: photoUrl };
  const base = match[1];
  return {
    webp: { 96: `${base}-96.webp`, 256: `${base}-256.webp`, 640: `${base}-640.webp` },
    jpeg: `${base}-640.jpg`,
  };
}

/** A `srcset` of the WebP sizes (`… 96w, … 256w, … 640w`). */
export function photoSrcSet(photoUrl: string): string {
  const { webp } = photoSources(photoUrl);
  return PHOTO_SIZES.map((size) => `${webp[size]} ${size}w`).join(', ');
}
