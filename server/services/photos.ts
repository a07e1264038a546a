import type pg from 'pg';
import { MEDIA_PATH_PREFIX } from '../../src/contract/endpoints';
import { photoSources } from '../../src/contract/photo-values';
import type { FileStorage } from './file-storage';
import type { RenderedPhoto } from './photo-pipeline';

// Where photos live: their files in the file storage (disk or S3) under content-hashed keys,
// their address (the 256 px WebP, `photo_url`) on the caregiver's profile or the parent's account.

/**
 * The keys this server serves under `/media/`: a photo's files (`photos/<hash>-<size>.webp|jpg`)
 * and the videos' posters (`posters/<hash>.webp`). Nothing else in the store (documents!) is
 * reachable, whatever the path.
 */
const MEDIA_KEY =
  /^(?:photos\/[a-f0-9]{32}-(?:96|256|640)\.(?:webp|jpg)|posters\/[a-f0-9]{32}\.webp)$/;

const TYPE_OF_EXTENSION = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/** The content type of a servable media key, or undefined: not one of ours (404). */
export function mediaTypeOf(key: string): string | undefined {
  if (!MEDIA_KEY.test(key)) return undefined;
  return TYPE_OF_EXTENSION[key.slice(key.lastIndexOf('.') + 1) as keyof typeof TYPE_OF_EXTENSION];
}

/** The store key of a `/media/<key>` address (relative or absolute), if it is one of ours. */
function keyOfUrl(url: string): string | undefined {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  if (!path.startsWith(MEDIA_PATH_PREFIX)) return undefined;
  const key = path.slice(MEDIA_PATH_PREFIX.length);
  return mediaTypeOf(key) ? key : undefined;
}

/**
 * Every stored key of a photo from its address: the four files of one of ours; none for
 * anything else (an address the profile editor was given names no key we would remove).
 */
export function photoKeysOf(url: string | null | undefined): string[] {
  if (!url) return [];
  const sources = photoSources(url);
  const keys = [...Object.values(sources.webp), sources.jpeg].flatMap(
    (each) => keyOfUrl(each) ?? [],
  );
  return keys.length === 4 ? keys : [];
}

/** The media path of a key (`/media/<key>`), absolute on the server's own origin. */
export const mediaUrlOf = (key: string, publicUrl: string) =>
  new URL(`${MEDIA_PATH_PREFIX}${key}`, publicUrl).href;

/** Whose photo: the caregiver's profile, or the account itself (a parent). */
export type PhotoOwner = 'caregiver' | 'parent';

const SET_PHOTO: Record<PhotoOwner, string> = {
  // The old address comes back from the same statement: replacing is one step.
  caregiver: `with old as (select id, photo_url from caregiver_profiles where account_id = $1 for update)
              update caregiver_profiles p set photo_url = $2
                from old where p.id = old.id returning old.photo_url as old_url`,
  parent: `with old as (select id, photo_url from accounts where id = $1 and type = 'user' for update)
           update accounts a set photo_url = $2
             from old where a.id = old.id returning old.photo_url as old_url`,
};

export class PhotoService {
  constructor(
    private readonly deps: {
      pool: pg.Pool;
      files: FileStorage;
      publicUrl: string;
      warn: (message: string) => void;
    },
  ) {}

  /** Stores a rendered photo's files; answers its address (the 256 px WebP). */
  async store(photo: RenderedPhoto): Promise<string> {
    const keys = photo.files.map((file) => `photos/${photo.name}${file.suffix}`);
    try {
      await Promise.all(
        photo.files.map((file, i) => this.deps.files.put(keys[i] as string, file.bytes)),
      );
    } catch (error) {
      // A put that failed may still have landed: removed in the background, best effort.
      void this.removeKeys(keys);
      throw error;
    }
    return mediaUrlOf(`photos/${photo.name}-256.webp`, this.deps.publicUrl);
  }

  /** Whether the caregiver has a profile (a photo needs one). */
  async hasProfile(accountId: string): Promise<boolean> {
    const { rows } = await this.deps.pool.query(
      'select 1 from caregiver_profiles where account_id = $1',
      [accountId],
    );
    return rows.length > 0;
  }

  /**
   * Sets (or with null removes) the owner's photo; the old one's files go once nothing points at
   * them. false: no profile (a caregiver) or no such parent.
   */
  async set(owner: PhotoOwner, accountId: string, url: string | null): Promise<boolean> {
    const { rows } = await this.deps.pool.query<{ old_url: string | null }>(SET_PHOTO[owner], [
      accountId,
      url,
    ]);
    const row = rows[0];
    if (!row) return false;
    if (row.old_url && row.old_url !== url) await this.release(row.old_url);
    return true;
  }

  /** The owner's photo address, or null (none, or no profile). */
  async current(owner: PhotoOwner, accountId: string): Promise<string | null> {
    const sql =
      owner === 'caregiver'
        ? 'select photo_url from caregiver_profiles where account_id = $1'
        : `select photo_url from accounts where id = $1`;
    const { rows } = await this.deps.pool.query<{ photo_url: string | null }>(sql, [accountId]);
    return rows[0]?.photo_url ?? null;
  }

  /** Removes a photo's files unless something still shows it (`releasePhoto`). */
  release(url: string): Promise<void> {
    return releasePhoto(this.deps, url);
  }

  private removeKeys(keys: readonly string[]): Promise<void> {
    return removeKeys(this.deps, keys);
  }
}

type StoreDeps = { pool: pg.Pool; files: FileStorage; warn: (message: string) => void };

async function removeKeys({ files, warn }: StoreDeps, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      files
        .remove(key)
        .catch((error: unknown) => warn(`photo file ${key} not removed: ${String(error)}`)),
    ),
  );
}

/**
 * Removes a photo's files unless a profile or an account still shows it (the profile editor
 * may have been given a copied address; the seed shares its pictures). Best effort: a store that
 * does not answer leaves files behind, logged, never an error for the member.
 */
export async function releasePhoto(deps: StoreDeps, url: string): Promise<void> {
  const keys = photoKeysOf(url);
  if (!keys.length) return;
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  const { rows } = await deps.pool.query<{ used: boolean }>(
    `select exists (select 1 from caregiver_profiles where right(photo_url, length($1)) = $1)
         or exists (select 1 from accounts where right(photo_url, length($1)) = $1) as used`,
    [path],
  );
  if (!rows[0]?.used) await removeKeys(deps, keys);
}
