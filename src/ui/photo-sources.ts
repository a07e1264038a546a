// mirrors src/contract/photo-values.ts (issue 24, built in parallel on i24-photos): the integrator
// replaces this file's body with a re-export of the contract's `photoSources`.

/** The widths the server makes of every photo, as WebP. */
export const PHOTO_WIDTHS = [96, 256, 640] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

export interface PhotoSources {
  webp: Record<PhotoWidth, string>;
  /** The fallback for browsers without WebP (256 px). */
  jpeg: string;
}

/**
 * The files of one photo, from its `photo_url` (the 256 px JPEG: `…/photo-256.jpg` or
 * `…/photo.jpg`), beside it on the server's media path.
 */
export function photoSources(photoUrl: string): PhotoSources {
  const base = photoUrl.replace(/(-\d+)?\.(jpe?g|webp|png)$/i, '');
  return {
    webp: { 96: `${base}-96.webp`, 256: `${base}-256.webp`, 640: `${base}-640.webp` },
    jpeg: photoUrl,
  };
}
