import { z } from 'zod';
import { wordRef } from './common';
import { MAX_PHOTO_BYTES, PHOTO_SIZES } from './photo-values';

// Photos (issue 24): a caregiver's profile photo and a parent's optional photo. The server
// validates with these; the client takes their types (`import type`) and the plain values from
// photo-values.ts.

export {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MEDIA_PREFIX,
  PHOTO_FIELDS,
  PHOTO_MIME_TYPES,
  PHOTO_SIZES,
  PHOTO_UPLOADS_PER_HOUR,
  photoSources,
} from './photo-values';

/** The server's words for what can go wrong (keys of `server/i18n/en.ts`). */
export const PHOTO_MESSAGES = {
  missing: 'photos.missing',
  empty: 'photos.empty',
  type: 'photos.type',
  tooLarge: 'photos.tooLarge',
  tooManyPixels: 'photos.tooManyPixels',
  tooSmall: 'photos.tooSmall',
  unreadable: 'photos.unreadable',
  crop: 'photos.crop',
  manyUploads: 'photos.manyUploads',
  noProfile: 'photos.noProfile',
  none: 'photos.none',
} as const;

/** One crop fraction (0–1), as a multipart text field. */
export const cropFraction = (field: string) =>
  z.coerce
    .number({ error: wordRef('photos.crop', { field }) })
    .min(0, { error: wordRef('photos.crop', { field }) })
    .max(1, { error: wordRef('photos.crop', { field }) });

/**
 * The upload form, for the OpenAPI document. The route reads the multipart stream itself, with
 * these same field rules: a crop is all three fields or none, and must fit inside the image.
 */
export const UploadPhotoForm = z
  .object({
    photo: z
      .file()
      .describe(
        `The photo: JPEG, PNG or WebP (recognised by its content), at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
      ),
    crop_x: cropFraction('crop_x')
      .optional()
      .describe("The crop's left edge, as a fraction (0–1) of the image's width."),
    crop_y: cropFraction('crop_y')
      .optional()
      .describe("The crop's top edge, as a fraction (0–1) of the image's height."),
    crop_size: cropFraction('crop_size')
      .optional()
      .describe(
        "The crop square's side, as a fraction (0–1) of the image's width. Without a crop: the centred largest square.",
      ),
  })
  .describe('UploadPhotoForm');

/** The answer to an upload: the new photo's address (its 256 px WebP; see `photoSources`). */
export const PhotoAnswer = z
  .object({
    photo_url: z
      .string()
      .describe(
        `The ${PHOTO_SIZES[1]} px WebP under \`/media/\`; the other sizes (${PHOTO_SIZES.join(', ')} px WebP, ${PHOTO_SIZES[2]} px JPEG) are named beside it (\`photoSources\`).`,
      ),
  })
  .describe('Photo');

export type PhotoResult = z.infer<typeof PhotoAnswer>;
