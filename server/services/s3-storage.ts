import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config';
import {
  assertSafeKey,
  type FileStorage,
  type SignedUrlOptions,
  StorageUnavailable,
} from './file-storage';

/** The longest a signed link may live (S3's own limit for SigV4 is 7 days; ours is short). */
const MAX_LINK_SECONDS = 3600;

/** A status, an error name and a network code, for the log: never a key's bytes or a secret. */
function reasonOf(error: unknown): string {
  const { name, code, message, $metadata } = error as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number; attempts?: number };
  };
  const parts = [
    name && name !== 'Error' ? name : undefined,
    code,
    $metadata?.httpStatusCode ? `HTTP ${$metadata.httpStatusCode}` : undefined,
    $metadata?.attempts ? `${$metadata.attempts} attempts` : undefined,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : (message ?? 'unknown error').slice(0, 200);
}

/**
 * Uploaded documents in an S3-compatible bucket (AWS S3, MinIO, Ceph, s3rver in the tests)
 * through the AWS SDK v3. Objects are private: the bucket is never asked to make one public,
 * and an admin opens one through a presigned GET that expires within minutes. Each attempt has
 * a timeout and the SDK retries transient failures (`maxAttempts`, with its backoff); what still
 * fails is a `StorageUnavailable` (503) and the reason goes to `log`.
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(
    settings: S3Settings,
    private readonly log: (message: string) => void = () => {},
  ) {
    this.bucket = settings.bucket;
    const config: S3ClientConfig = {
      region: settings.region,
      maxAttempts: settings.maxAttempts,
      requestHandler: {
        connectionTimeout: settings.timeoutMs,
        requestTimeout: settings.timeoutMs,
        // Without it a late answer is only a warning, and the upload would wait on.
        throwOnRequestTimeout: true,
      },
      // S3-compatible servers do not all know the newer checksum headers; the SDK adds them
      // only where the API requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (settings.endpoint) {
      // A local server has no bucket subdomains: http://host:port/bucket/key.
      config.endpoint = settings.endpoint;
      config.forcePathStyle = true;
    }
    if (settings.credentials) config.credentials = settings.credentials;
    this.client = new S3Client(config);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    assertSafeKey(key);
    try {
      // PutObject is atomic: the key holds the old object or the whole new one.
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/octet-stream',
        }),
      );
    } catch (error) {
      throw this.unavailable('put', key, error);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!answer.Body) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw this.unavailable('get', key, error);
    }
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    try {
      // S3 answers 204 for a missing key too.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      throw this.unavailable('remove', key, error);
    }
  }

  /**
   * A presigned GET: computed here with the credentials, no request to the store. The answer's
   * Content-Type and Content-Disposition are part of the signature, so nobody changes them.
   */
  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    assertSafeKey(key);
    const expiresIn = Math.max(1, Math.min(MAX_LINK_SECONDS, Math.floor(options.expiresInSeconds)));
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.contentDisposition,
        ResponseCacheControl: 'private, no-store',
      }),
      { expiresIn },
    );
  }

  /** Closes the client's kept-alive connections. */
  destroy(): void {
    this.client.destroy();
  }

  private unavailable(
    operation: 'put' | 'get' | 'remove',
    key: string,
    error: unknown,
  ): StorageUnavailable {
    const reason = reasonOf(error);
    this.log(`object storage: ${operation} of ${key} in bucket ${this.bucket} failed: ${reason}`);
    return new StorageUnavailable(operation, reason);
  }
}
