import { CAREGIVER_PATHS, PARENT_PHOTO_PATH } from '../contract/endpoints';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MIN_PHOTO_SIDE,
  PHOTO_FIELDS,
  PHOTO_MIME_TYPES,
  type PhotoMime,
} from '../contract/photo-values';
import type { ApiClient } from '../lib/api-client';
import { successOf } from '../lib/api-client';
import { uploadWithProgress } from '../lib/upload';

/** Whose photo: a caregiver's profile photo, or a parent's own (interface §7, issue 24). */
export type PhotoOwner = 'caregiver' | 'parent';

// mirrors CAREGIVER_PATHS.photo and PARENT_PHOTO_PATH of src/contract/endpoints.ts
// (i24-photos); the integrator swaps these two values for them.
const PHOTO_PATHS: Record<PhotoOwner, string> = {
  caregiver: CAREGIVER_PATHS.photo,
  parent: PARENT_PHOTO_PATH,
};
export const photoPath = (owner: PhotoOwner) => PHOTO_PATHS[owner];

/**
 * The square to keep, in fractions (0 to 1): `x` of the picture's width, `y` of its height,
 * `size` (the square's side) of its width: the server's `crop_x`, `crop_y`, `crop_size`.
 */
export interface PhotoCrop {
  x: number;
  y: number;
  size: number;
}

/** The first bytes of each type the server takes (it checks the content too). */
export async function photoTypeOf(file: Blob): Promise<PhotoMime | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const starts = (bytes: number[], at = 0) =>
    bytes.every((byte, index) => head[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

/** What is wrong with a file before it is sent: `type`, `size`, or nothing. */
export async function photoProblem(file: File): Promise<'type' | 'size' | undefined> {
  const type = await photoTypeOf(file);
  if (!type || !(PHOTO_MIME_TYPES as readonly string[]).includes(type)) return 'type';
  if (file.size > MAX_PHOTO_BYTES) return 'size';
  return undefined;
}

/** What is wrong with a picture's dimensions, once it is open: too small or too many pixels. */
export function dimensionProblem(width: number, height: number): 'small' | 'pixels' | undefined {
  if (Math.min(width, height) < MIN_PHOTO_SIDE) return 'small';
  if (width * height > MAX_PHOTO_PIXELS) return 'pixels';
  return undefined;
}

/** Sends the photo and the square to keep; answers the new `photo_url`. */
export async function uploadPhoto(options: {
  apiBase: string;
  token: string | null;
  owner: PhotoOwner;
  file: File;
  crop: PhotoCrop;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal | undefined;
}): Promise<string | null> {
  const form = new FormData();
  // The fields before the file: a streaming parser reads them first.
  form.append(PHOTO_FIELDS.cropX, String(options.crop.x));
  form.append(PHOTO_FIELDS.cropY, String(options.crop.y));
  form.append(PHOTO_FIELDS.cropSize, String(options.crop.size));
  form.append(PHOTO_FIELDS.file, options.file);
  const answer = await uploadWithProgress<{ photo_url?: string | null }>({
    url: `${options.apiBase}${photoPath(options.owner)}`,
    token: options.token,
    form,
    onProgress: options.onProgress,
    signal: options.signal,
  });
  return answer.results?.photo_url ?? null;
}

/** Removes the photo: the initials show again. */
export async function removePhoto(api: ApiClient, owner: PhotoOwner, fallback: string) {
  successOf(await api.request('DELETE', photoPath(owner)), fallback);
}
