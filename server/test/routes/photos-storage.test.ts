import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREGIVER_PATHS, CONTENT_PATHS, PARENT_PHOTO_PATH } from '../../../src/contract/endpoints';
import { photoSources } from '../../../src/contract/photo-values';
import { SEED_PORTRAITS, seedMedia, seedPortraits } from '../../db/seed-media';
import type { FileStorage } from '../../services/file-storage';
import { PhotoService } from '../../services/photos';
import { S3Storage } from '../../services/s3-storage';
import { createTestApp, type TestApp } from '../harness';
import { startTestS3, type TestS3 } from '../s3-server';
import { bearer, caregiver, parent } from './market-people';
import { getMedia, mediaPath, photoPart, uploadPhoto, webp } from './photo-files';

// Photos in S3-compatible storage (the local s3rver of object-storage.test.ts), and the seed's
// generated portraits and video posters, stored and served the same way.

let s3: TestS3;
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = mkdtempSync(join(tmpdir(), 'ftc-photos-s3-'));
  t = await createTestApp({ ...s3.env, DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  if (t?.app.ctx.files instanceof S3Storage) t.app.ctx.files.destroy();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const keyOf = (url: string) => mediaPath(url).slice('/media/'.length);
const keysOf = (url: string) => {
  const sources = photoSources(url);
  return [...Object.values(sources.webp), sources.jpeg].map(keyOf);
};

describe('photos in the bucket', () => {
  it('an upload is four objects, served from /media/; a replacement deletes them', async () => {
    expect(t.app.ctx.files).toBeInstanceOf(S3Storage);
    const bea = await caregiver(t);
    const first = await uploadPhoto(t, bea.token, [photoPart(await webp())]);
    expect(first.status).toBe(201);
    for (const key of keysOf(first.body.results.photo_url)) {
      const object = await s3.object(key);
      expect(object, key).not.toBeNull();
      expect((await sharp(object as Buffer).metadata()).exif).toBeUndefined();
    }
    const served = await getMedia(t, first.body.results.photo_url);
    expect(served.status).toBe(200);
    expect(
      served.bytes.equals((await s3.object(keyOf(first.body.results.photo_url))) as Buffer),
    ).toBe(true);

    const image = await sharp({
      create: { width: 500, height: 500, channels: 3, background: '#123456' },
    })
      .jpeg()
      .toBuffer();
    const second = await uploadPhoto(t, bea.token, [photoPart(image)]);
    expect(second.status).toBe(201);
    for (const key of keysOf(first.body.results.photo_url))
      expect(await s3.object(key), key).toBeNull();
    for (const key of keysOf(second.body.results.photo_url))
      expect(await s3.object(key), key).not.toBeNull();
  });
});

/** A store that counts its writes (the seed must not draw what the store has). */
function counting(files: FileStorage) {
  const counter = { puts: 0 };
  const store: FileStorage = {
    put: (key, bytes) => {
      counter.puts += 1;
      return files.put(key, bytes);
    },
    get: (key) => files.get(key),
    remove: (key) => files.remove(key),
  };
  return { store, counter };
}

describe('the seed draws its pictures', () => {
  it('distinct portraits, drawn once: a second seed reuses them by their hash', async () => {
    const { store, counter } = counting(t.app.ctx.files);
    const photos = new PhotoService({
      pool: t.pool,
      files: store,
      publicUrl: 'http://ftc.test',
      warn: () => {},
    });
    const started = performance.now();
    const urls = await seedPortraits(photos, store, 'http://ftc.test');
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(urls).toHaveLength(SEED_PORTRAITS);
    expect(new Set(urls).size).toBe(SEED_PORTRAITS);
    expect(counter.puts).toBe(SEED_PORTRAITS * 4);
    // Different pictures, not only different names: the small WebPs' bytes all differ.
    const smalls = await Promise.all(
      urls.map(async (url) => (await s3.object(keyOf(photoSources(url).webp[96]))) as Buffer),
    );
    expect(new Set(smalls.map((bytes) => bytes.toString('base64'))).size).toBe(SEED_PORTRAITS);
    const meta = await sharp(smalls[0]).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 96, 96]);

    await seedPortraits(photos, store, 'http://ftc.test');
    expect(counter.puts).toBe(SEED_PORTRAITS * 4);
  });

  it('seeded caregivers show a portrait; the videos a poster served from /media/', async () => {
    await seedMedia(t.pool, t.app.ctx.files, 'http://ftc.test');
    const { rows } = await t.pool.query<{ without: number; with: number }>(
      `select count(*) filter (where p.photo_url is null)::int as without,
              count(*) filter (where p.photo_url is not null)::int as with
         from caregiver_profiles p join accounts a on a.id = p.account_id
        where p.published and a.email like 'caregiver.%@example.com'`,
    );
    expect(rows[0]?.without).toBe(0);
    expect(rows[0]?.with).toBeGreaterThan(100);

    const search = await t.call('GET', `${CAREGIVER_PATHS.search}?near=10001`);
    const card = search.body.results.items[0];
    expect(mediaPath(card.photo_url)).toMatch(/^\/media\/photos\/[a-f0-9]{32}-256\.webp$/);
    expect((await getMedia(t, card.photo_url)).status).toBe(200);

    const videos = await t.call('GET', CONTENT_PATHS.spotlightVideos);
    const posters = videos.body.results.map((video: { poster_url: string }) => video.poster_url);
    expect(posters.length).toBeGreaterThan(0);
    expect(new Set(posters).size).toBe(posters.length);
    for (const poster of posters) {
      const media = await getMedia(t, poster);
      expect(media.status, poster).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      const meta = await sharp(media.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([960, 540]);
    }
    // A caregiver who chose their own photo keeps it through another seed.
    const bea = await caregiver(t);
    const own = await uploadPhoto(t, bea.token, [photoPart(await webp())]);
    await seedMedia(t.pool, t.app.ctx.files, 'http://ftc.test');
    const profile = await t.call('GET', CAREGIVER_PATHS.ownProfile, undefined, bearer(bea.token));
    expect(profile.body.results.photo_url).toBe(own.body.results.photo_url);
  });
});

describe('limits and documents', () => {
  it('at most 20 uploads an hour per account, then 429 with the wait', async () => {
    const ana = await parent(t);
    const image = await webp();
    for (let i = 0; i < 20; i++) {
      const answer = await uploadPhoto(t, ana.token, [photoPart(image)], PARENT_PHOTO_PATH);
      expect(answer.status).toBe(201);
    }
    const over = await uploadPhoto(t, ana.token, [photoPart(image)], PARENT_PHOTO_PATH);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('documents the photo routes and their multipart form', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    for (const path of [CAREGIVER_PATHS.photo, PARENT_PHOTO_PATH]) {
      const upload = doc.paths[path].post;
      expect(upload.tags).toEqual(['Photos']);
      const form = upload.requestBody.content['multipart/form-data'].schema;
      expect(Object.keys(form.properties).sort()).toEqual([
        'crop_size',
        'crop_x',
        'crop_y',
        'photo',
      ]);
      expect(form.properties.photo.format).toBe('binary');
      expect(doc.paths[path].delete.tags).toEqual(['Photos']);
    }
  });
});
