import { createHash } from 'node:crypto';
import { deflateSync, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD, COMPRESSED_ENCODINGS } from '../plugins/compress';
import type { Notifications } from './notifications';

/** The channel that content tables NOTIFY on any change (triggers of migration 015). */
export const CONTENT_CHANNEL = 'ftc_content';

/** An answer ready to send: its JSON text as UTF-8 bytes (encoded once: a send neither
 * re-encodes nor re-measures it) and its ETag. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  /** The body compressed, made the first time a client asks for that encoding. */
  gzip?: Buffer;
  deflate?: Buffer;
}

export { COMPRESS_THRESHOLD };
export type CompressedEncoding = (typeof COMPRESSED_ENCODINGS)[number];

/** The answer's bytes in `encoding`, compressed once per kept answer. */
export function compressedBody(answer: CachedAnswer, encoding: CompressedEncoding): Buffer {
  if (encoding === 'gzip') {
    answer.gzip ??= gzipSync(answer.body);
    return answer.gzip;
  }
  answer.deflate ??= deflateSync(answer.body);
  return answer.deflate;
}

/**
 * The encoding @fastify/compress answers with (plugins/compress.ts), chosen by the same library
 * the same way: none without `Accept-Encoding` or with `x-no-compression`; `*` and `x-gzip`
 * count as gzip; of gzip and deflate the one with the higher q (the order of
 * COMPRESSED_ENCODINGS on a tie), never one with q=0. Answers are kept per header (few distinct
 * ones: one per browser), at most ACCEPTED_MAX of them.
 */
const ACCEPTED_MAX = 256;
const accepted = new Map<string, string>();
const negotiator = new Negotiator<CompressedEncoding>({
  supportedValues: [...COMPRESSED_ENCODINGS],
  cache: {
    has: (header) => accepted.has(header),
    get: (header) => accepted.get(header),
    set(header, encoding) {
      if (accepted.size >= ACCEPTED_MAX) accepted.clear();
      accepted.set(header, encoding);
      return this;
    },
  },
});

export function acceptedEncoding(request: FastifyRequest): CompressedEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined)
    return undefined;
  // @fastify/compress's own rewrite before it negotiates.
  return negotiator.negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip')) ?? undefined;
}

/**
 * Public content answers (FAQs, steps, videos, settings, pages, the spotlight), kept in this
 * instance's memory as the JSON text that is sent, with a strong ETag. Every instance drops all
 * of it when a content table changes anywhere (PostgreSQL NOTIFY from a trigger, whichever
 * instance or tool made the change), and when its listening connection drops (a NOTIFY may
 * have been missed). An entry also lives at most `maxAgeMs`, a safety net for a listener that
 * is reconnecting. One load per key at a time; a load that started before a change is not kept.
 */
export class ContentCache {
  private readonly entries = new Map<string, { answer: CachedAnswer; at: number }>();
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  /** Bumped on every drop: a load that began under an older generation is not stored. */
  private generation = 0;
  private unsubscribe: (() => Promise<void>) | undefined;
  private subscribing: Promise<void> | undefined;

  constructor(
    private readonly notifications: Notifications,
    private readonly maxAgeMs = 60_000,
    private readonly warn: (message: string) => void = () => {},
  ) {}

  /** The kept answer for `key` while it is fresh, else undefined (no promise: the hot path). */
  peek(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    // The entry's real age (a safety net's duration), not the server's clock.
    return entry && Date.now() - entry.at < this.maxAgeMs ? entry.answer : undefined;
  }

  /** The cached answer for `key`, or `load`'s (serialised once, then kept). */
  async get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const kept = this.peek(key);
    if (kept) return kept;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = this.fill(key, load).finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  private async fill(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const listening = await this.listen();
    const generation = this.generation;
    const json = JSON.stringify(await load());
    const answer = {
      body: Buffer.from(json),
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    };
    // Kept only when nothing changed while it loaded and changes would be heard.
    if (listening && generation === this.generation)
      this.entries.set(key, { answer, at: Date.now() });
    return answer;
  }

  /** Subscribes once; false while it cannot (the answer is then served, not kept). */
  private async listen(): Promise<boolean> {
    if (this.unsubscribe) return true;
    this.subscribing ??= this.notifications
      .subscribe(CONTENT_CHANNEL, {
        message: () => this.drop(),
        lost: () => this.drop(),
      })
      .then((unsubscribe) => {
        this.unsubscribe = unsubscribe;
      })
      .catch((error: Error) => {
        this.warn(`the content cache cannot listen for changes (${error.message})`);
      })
      .finally(() => {
        this.subscribing = undefined;
      });
    await this.subscribing;
    return this.unsubscribe !== undefined;
  }

  /** Forgets every answer (a content table changed, or changes may have been missed). */
  drop(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  async close(): Promise<void> {
    await this.unsubscribe?.().catch(() => {});
    this.unsubscribe = undefined;
    this.drop();
  }
}
