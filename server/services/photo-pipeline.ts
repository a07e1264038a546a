import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import {
  MAX_PHOTO_PIXELS,
  MIN_PHOTO_SIDE,
  PHOTO_MIME_TYPES,
  PHOTO_SIZES,
  type PhotoMime,
} from '../../src/contract/photo-values';

// Photos by content, with libvips (sharp): recognise the image by its bytes, refuse what is not a
// JPEG, PNG or WebP or is too large to decode, then make the stored files from one oriented,
// cropped square, with every piece of metadata (EXIF, GPS, XMP, ICC beyond sRGB) left behind.

/** Bumped when the output changes (sizes, quality): new keys, so caches never mix them. */
const PIPELINE_VERSION = 'photo-v1';
const LARGEST = PHOTO_SIZES[PHOTO_SIZES.length - 1];

/** Why a file is not a photo we take; the route words it, naming the field. */
export type PhotoRefusal = 'type' | 'tooManyPixels' | 'tooSmall' | 'unreadable' | 'crop';

export class PhotoRefused extends Error {
  constructor(
    readonly reason: PhotoRefusal,
    /** The multipart field at fault (`photo`, or a crop field). */
    readonly field = 'photo',
  ) {
    super(`photo refused: ${reason}`);
    this.name = 'PhotoRefused';
  }
}

/** A square crop as fractions: `x` of the width, `y` of the height, `size` of the width. */
export interface Crop {
  x: number;
  y: number;
  size: number;
}

/** One stored file of a photo: the key's suffix (`-256.webp`) and its bytes. */
export interface PhotoFile {
  suffix: string;
  contentType: 'image/webp' | 'image/jpeg';
  bytes: Buffer;
}

export interface RenderedPhoto {
  /** Content hash naming the photo's files (`<name>-256.webp`…). */
  name: string;
  files: PhotoFile[];
}

const OPEN = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', sequentialRead: true } as const;

/** The decoder's `format` for each accepted type: the bytes and the decoder must agree. */
const FORMAT_OF: Record<PhotoMime, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The image's size once turned upright (EXIF orientations 5–8 swap width and height). */
async function uprightSize(bytes: Buffer, mime: PhotoMime) {
  let meta: Metadata;
  try {
    // Reads the header only: a bomb is refused here, before any pixel is decoded.
    meta = await sharp(bytes, { ...OPEN, limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused('unreadable');
  }
  if (meta.format !== FORMAT_OF[mime]) throw new PhotoRefused('type');
  const { width, height } = meta;
  if (!width || !height) throw new PhotoRefused('unreadable');
  if (width * height > MAX_PHOTO_PIXELS) throw new PhotoRefused('tooManyPixels');
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: height, height: width } : { width, height };
}

/** The crop in pixels of the upright image: the given square, or the centred largest one. */
function cropBox(width: number, height: number, crop?: Crop) {
  if (!crop) {
    const side = Math.min(width, height);
    return {
      left: Math.floor((width - side) / 2),
      top: Math.floor((height - side) / 2),
      width: side,
      height: side,
    };
  }
  const side = Math.round(crop.size * width);
  const left = Math.round(crop.x * width);
  const top = Math.round(crop.y * height);
  // One pixel of rounding is forgiven; a square that leaves the image is not.
  if (side < 1 || left + side > width + 1 || top + side > height + 1)
    throw new PhotoRefused('crop', 'crop_size');
  const fitted = Math.min(side, width - left, height - top);
  return { left, top, width: fitted, height: fitted };
}

/**
 * The content hash naming a photo's files: the pipeline's version, the owner (`salt`: two
 * accounts' identical photos are two sets of files), the crop and the bytes.
 */
export function photoName(bytes: Buffer | string, salt: string, crop?: Crop): string {
  const hash = createHash('sha256').update(PIPELINE_VERSION).update('\0').update(salt);
  hash.update(crop ? `\0${crop.x},${crop.y},${crop.size}\0` : '\0\0');
  return hash.update(bytes).digest('hex').slice(0, 32);
}

/** What an upload's bytes are, by content: one of the accepted types, or a refusal. */
export async function photoTypeOf(bytes: Buffer): Promise<PhotoMime> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime as PhotoMime | undefined;
  if (!mime || !PHOTO_MIME_TYPES.includes(mime)) throw new PhotoRefused('type');
  return mime;
}

/**
 * The stored files of a photo: WebP squares of every size and a JPEG of the largest, upright,
 * cropped, on white where the image was transparent, with no metadata; named by `photoName`
 * unless the caller gives the name (the seed names its pictures by their drawing).
 */
export async function renderPhoto(
  bytes: Buffer,
  { salt, crop, name }: { salt: string; crop?: Crop | undefined; name?: string },
): Promise<RenderedPhoto> {
  const mime = await photoTypeOf(bytes);
  const { width, height } = await uprightSize(bytes, mime);
  const box = cropBox(width, height, crop);
  if (box.width < MIN_PHOTO_SIDE)
    throw new PhotoRefused(crop ? 'crop' : 'tooSmall', crop ? 'crop_size' : 'photo');

  let square: { data: Buffer; info: OutputInfo };
  try {
    square = await sharp(bytes, OPEN)
      .rotate()
      .extract(box)
      .resize(LARGEST, LARGEST, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Cut short, corrupt, or larger once decoded than its header said.
    throw new PhotoRefused('unreadable');
  }
  const raw = {
    raw: { width: square.info.width, height: square.info.height, channels: square.info.channels },
  };
  const from = () => sharp(square.data, raw);
  const files = await Promise.all([
    ...PHOTO_SIZES.map(
      async (size): Promise<PhotoFile> => ({
        suffix: `-${size}.webp`,
        contentType: 'image/webp',
        bytes: await from()
          .resize(size, size)
          .webp({ quality: size === LARGEST ? 80 : 82, effort: 4 })
          .toBuffer(),
      }),
    ),
    (async (): Promise<PhotoFile> => ({
      suffix: `-${LARGEST}.jpg`,
      contentType: 'image/jpeg',
      bytes: await from().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    }))(),
  ]);
  return { name: name ?? photoName(bytes, salt, crop), files };
}
