import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A real S3-compatible server for the tests: s3rver on 127.0.0.1, a random port, a temporary
 * folder, one bucket. s3rver lets anonymous requests through and does not check SigV4
 * signatures, which a private bucket on S3 does; so a gate in front of it does what S3 does
 * there before any request reaches it: no valid signature of our key (Authorization header or
 * presigned query, not expired, for this region) → 403, except a GET of an object that was put
 * with a `public-read` ACL. It can be stopped (the port closed: S3 down), started again on the
 * same port with the same objects, or stalled (connections taken, nothing answered).
 */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The server's S3_* settings for this store. */
  env: Record<string, string>;
  /** The object's bytes, read with our own signed client; null when there is none. */
  object(key: string): Promise<Buffer | null>;
  /** Requests that reached the gate, by method (PUT, GET, DELETE…), counted from the start. */
  requests: Record<string, number>;
  /** S3 down: the port refuses connections. */
  stop(): Promise<void>;
  /** S3 back on the same port, with what it held. */
  start(): Promise<void>;
  /** Takes requests and never answers them (a hung server), until `stall(false)`. */
  stall(on: boolean): void;
  close(): Promise<void>;
}

// s3rver knows one account: this key.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text).digest();
/** RFC 3986, as SigV4 wants it. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function refuse(response: ServerResponse, code: string, message: string) {
  response.writeHead(403, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/** The SigV4 check of a request: undefined when it is signed by our key, else why not. */
function signatureProblem(request: IncomingMessage, region: string): string | undefined {
  const url = new URL(request.url ?? '/', 'http://gate');
  const rawPath = (request.url ?? '/').split('?')[0] ?? '/';
  const query = [...url.searchParams.entries()];
  const header = request.headers.authorization;
  let credential: string;
  let signedHeaders: string;
  let signature: string;
  let amzDate: string;
  let payloadHash: string;
  let signedQuery: [string, string][];
  if (url.searchParams.has('X-Amz-Algorithm')) {
    if (header) return 'InvalidArgument';
    credential = url.searchParams.get('X-Amz-Credential') ?? '';
    signedHeaders = url.searchParams.get('X-Amz-SignedHeaders') ?? '';
    signature = url.searchParams.get('X-Amz-Signature') ?? '';
    amzDate = url.searchParams.get('X-Amz-Date') ?? '';
    payloadHash = url.searchParams.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
    const expires = Number(url.searchParams.get('X-Amz-Expires'));
    const signedAt = Date.parse(
      amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (!Number.isFinite(signedAt) || !(expires > 0)) return 'AuthorizationQueryParametersError';
    if (Date.now() > signedAt + expires * 1000) return 'AccessDenied: Request has expired';
    signedQuery = query.filter(([name]) => name !== 'X-Amz-Signature');
  } else if (header?.startsWith('AWS4-HMAC-SHA256 ')) {
    const field = (name: string) => new RegExp(`${name}=([^,\\s]+)`).exec(header)?.[1] ?? '';
    credential = field('Credential');
    signedHeaders = field('SignedHeaders');
    signature = field('Signature');
    amzDate = String(request.headers['x-amz-date'] ?? '');
    payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    signedQuery = query;
  } else {
    return 'AccessDenied';
  }
  const [keyId, day, scopeRegion, service, terminator] = credential.split('/');
  if (keyId !== ACCESS_KEY_ID) return 'InvalidAccessKeyId';
  if (scopeRegion !== region || service !== 's3' || terminator !== 'aws4_request' || !day)
    return 'AuthorizationHeaderMalformed';
  const canonicalQuery = signedQuery
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    rawPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET_ACCESS_KEY}`, day), region), 's3'), 'aws4_request');
  return hmac(key, stringToSign).toString('hex') === signature
    ? undefined
    : 'SignatureDoesNotMatch';
}

export async function startTestS3(bucket = 'ftc-documents', region = 'us-east-1'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'ftc-s3-'));
  const s3rver = new S3rver({
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const publicKeys = new Set<string>();
  const requests: Record<string, number> = {};
  let stalled = false;

  const server: Server = createServer((request, response) => {
    const method = request.method ?? 'GET';
    requests[method] = (requests[method] ?? 0) + 1;
    if (stalled) return; // taken, never answered
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const problem = signatureProblem(request, region);
    if (problem) {
      const anonymousRead = problem === 'AccessDenied' && ['GET', 'HEAD'].includes(method);
      if (!(anonymousRead && publicKeys.has(path))) {
        const [code, message] = problem.split(': ');
        refuse(response, code ?? problem, message ?? 'Access Denied');
        request.resume();
        return;
      }
    }
    if (method === 'PUT' && String(request.headers['x-amz-acl'] ?? '').startsWith('public-read'))
      publicKeys.add(path);
    handle(request, response);
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const port = await listen(0);
  const endpoint = `http://127.0.0.1:${port}`;
  const reader = new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });

  return {
    endpoint,
    bucket,
    region,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    requests,
    async object(key) {
      try {
        const answer = await reader.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    stop,
    async start() {
      if (!server.listening) await listen(port);
    },
    stall(on) {
      stalled = on;
    },
    async close() {
      stalled = false;
      await stop();
      reader.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
