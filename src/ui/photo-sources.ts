// mirrors src/contract/photo-values.ts (issue 24, i24-photos): the integrator replaces this
// file with imports of `PHOTO_SIZES` and `photoSources` from there.

/** The square sizes stored as WebP, in pixels; the JPEG fallback is the largest. */
export const PHOTO_SIZES = [96, 256, 640] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export interface PhotoSources {
  webp: Record<PhotoSize, string>;
  jpeg: string;
}

/** A stored photo's `photo_url` is its 256 px WebP, `…/<name>-256.webp`; the rest sit beside it. */
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
