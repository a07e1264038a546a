import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { ApiProblem } from '../errors';
import type { WordKey } from '../i18n';

/** What a signed link answers besides the bytes. */
export interface SignedUrlOptions {
  expiresInSeconds: number;
  contentType?: string;
  contentDisposition?: string;
}

/**
 * Where uploaded files live. Keys are made by the server (`documents/<account>/<random>.pdf`),
 * never from what a client sent. The default keeps them on disk; an object store (S3, GCS,
 * Azure Blob) implements the same methods: `S3Storage` when S3_BUCKET is set, or any other
 * passed to `buildApp({ files })`. A store that cannot be reached throws `StorageUnavailable`.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; all or nothing. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is nothing under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /**
   * A link that opens the key's bytes for a short while without credentials of its own (an
   * object store's presigned GET). Absent (the disk): the API serves the bytes itself.
   */
  signedUrl?(key: string, options: SignedUrlOptions): Promise<string>;
}

/** What the error handler answers when the store does not, by operation. */
const STORAGE_WORDS = {
  put: 'storage.put',
  get: 'storage.get',
  remove: 'storage.remove',
} as const satisfies Record<string, WordKey>;

/**
 * The store did not answer, or answered an error (down, too slow, refusing our credentials):
 * 503 with a message a person can act on and a Retry-After; `reason` is for the log.
 */
export class StorageUnavailable extends ApiProblem {
  constructor(
    readonly operation: keyof typeof STORAGE_WORDS,
    readonly reason: string,
  ) {
    super(503, STORAGE_WORDS[operation], undefined, { 'Retry-After': '60' });
    this.name = 'StorageUnavailable';
  }
}

/** Letters, digits, `_`, `-` and `.` per segment, `/` between segments, no `..`. */
const SAFE_KEY =
  /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}){0,7}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment.includes('..')))
    throw new Error(`Unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Files under one folder (`DATA_DIR/uploads` by default); folders are made as needed. */
export class DiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key, checked to stay inside the root. */
  pathOf(key: string): string {
    assertSafeKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('Unsafe storage key.');
    return path;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    // Written beside the target, then renamed: a reader sees the old file or the whole new one.
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
