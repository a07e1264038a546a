import type pg from 'pg';
import sharp from 'sharp';
import type { FileStorage } from '../services/file-storage';
import { photoName, renderPhoto } from '../services/photo-pipeline';
import { mediaUrlOf, PhotoService } from '../services/photos';
import { portraitSvg, posterSvg } from './seed-pictures';

// The seed's pictures (issue 24), after the rows exist: generated portraits for the invented
// caregivers (development only) and poster frames for the videos. Each picture is named by the
// hash of its drawing, so a store that already has it (the same DATA_DIR or bucket, a restart)
// is not drawn again: a fresh database on every `npm start` costs a few database writes.

/** How many different faces the invented caregivers share (drawn once each). */
export const SEED_PORTRAITS = 36;
/** Where the seed's videos point before their posters are drawn (seed-content.ts). */
const PLACEHOLDER_POSTER = '/images/videos/%';

/** Whether the store has the key already (a get: the stores have no cheaper question). */
const stored = async (files: FileStorage, key: string) => (await files.get(key)) !== null;

/** The portraits' addresses, drawn and stored unless the store has them. */
export async function seedPortraits(
  photos: PhotoService,
  files: FileStorage,
  publicUrl: string,
  count = SEED_PORTRAITS,
): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const svg = portraitSvg(index + 1);
      const name = photoName(svg, 'seed');
      if (await stored(files, `photos/${name}-256.webp`))
        return mediaUrlOf(`photos/${name}-256.webp`, publicUrl);
      // Drawn as a PNG, then through the uploads' own pipeline (type check, crop, sizes).
      const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
      return photos.store(await renderPhoto(png, { salt: 'seed', name }));
    }),
  );
}

/** One poster per video, as a 960 × 540 WebP under `posters/`. */
async function seedPoster(files: FileStorage, publicUrl: string, seed: number): Promise<string> {
  const svg = posterSvg(seed);
  const key = `posters/${photoName(svg, 'poster')}.webp`;
  if (!(await stored(files, key))) {
    await files.put(key, await sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer());
  }
  return mediaUrlOf(key, publicUrl);
}

/**
 * Gives the seed's videos their posters (every environment: they are the site's own pictures)
 * and, outside production, the invented caregivers without a photo one of the portraits.
 * Rows a person changed are left alone: only placeholders and the seeded accounts are touched.
 */
export async function seedMedia(
  pool: pg.Pool,
  files: FileStorage,
  publicUrl: string,
  {
    production = false,
    warn = () => {},
  }: { production?: boolean; warn?: (m: string) => void } = {},
): Promise<void> {
  const { rows: videos } = await pool.query<{ id: number }>(
    'select id::int as id from videos where poster_url like $1 order by id',
    [PLACEHOLDER_POSTER],
  );
  for (const video of videos) {
    const url = await seedPoster(files, publicUrl, video.id);
    await pool.query('update videos set poster_url = $2 where id = $1 and poster_url like $3', [
      video.id,
      url,
      PLACEHOLDER_POSTER,
    ]);
  }
  if (production) return;
  const { rows } = await pool.query<{ waiting: boolean }>(
    `select exists (select 1 from caregiver_profiles p join accounts a on a.id = p.account_id
                     where p.photo_url is null and p.published
                       and a.email like 'caregiver.%@example.com') as waiting`,
  );
  if (!rows[0]?.waiting) return;
  const photos = new PhotoService({ pool, files, publicUrl, warn });
  const portraits = await seedPortraits(photos, files, publicUrl);
  await pool.query(
    `update caregiver_profiles p set photo_url = ($1::text[])[(p.id % cardinality($1::text[])) + 1]
       from accounts a
      where a.id = p.account_id and p.photo_url is null and p.published
        and a.email like 'caregiver.%@example.com'`,
    [portraits],
  );
}
