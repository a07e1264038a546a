import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAREGIVER_PATHS,
  CONVERSATION_PATHS,
  JOB_PATHS,
  PARENT_PHOTO_PATH,
} from '../../../src/contract/endpoints';
import { MAX_PHOTO_BYTES, photoSources } from '../../../src/contract/photo-values';
import { createTestApp, type TestApp } from '../harness';
import { field } from '../multipart';
import { bearer, caregiver, parent } from './market-people';
import {
  GIF,
  getMedia,
  HTML,
  jpegWithGps,
  mediaPath,
  photoPart,
  pngClaiming,
  pngWithAlpha,
  uploadPhoto,
  webp,
} from './photo-files';

// Photos (issue 24): uploads checked by content, re-encoded without metadata into square sizes,
// served from /media/ with a year's caching; replaced and removed with their files.

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ftc-photos-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The 400/413 names `photo` (or the given field) in `results.errors`, in words. */
function expectFieldProblem(
  answer: { status: number; body: { message: string; results?: { errors?: { field: string }[] } } },
  status: number,
  fieldName = 'photo',
) {
  expect(answer.status).toBe(status);
  expect(answer.body.results?.errors?.[0]?.field).toBe(fieldName);
  expect(answer.body.message).toMatch(/\S/);
}

describe('a 12-megapixel JPEG with GPS becomes stripped squares', () => {
  it('stores 96/256/640 WebP and a 640 JPEG, square, without EXIF, GPS or ICC', async () => {
    const bea = await caregiver(t);
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect((before.width ?? 0) * (before.height ?? 0)).toBe(12_000_000);
    expect(before.exif?.includes(Buffer.from('Secret Model 9'))).toBe(true);
    expect(original.length).toBeLessThan(MAX_PHOTO_BYTES);

    const answer = await uploadPhoto(t, bea.token, [photoPart(original, 'IMG_0001.JPG')]);
    expect(answer.status).toBe(201);
    const url: string = answer.body.results.photo_url;
    expect(mediaPath(url)).toMatch(/^\/media\/photos\/[a-f0-9]{32}-256\.webp$/);

    const sources = photoSources(url);
    for (const [size, address] of Object.entries(sources.webp)) {
      const media = await getMedia(t, address);
      expect(media.status).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      const meta = await sharp(media.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', Number(size), Number(size)]);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(media.bytes.includes(Buffer.from('Secret Model'))).toBe(false);
    }
    const jpeg = await getMedia(t, sources.jpeg);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(jpeg.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 640]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(jpeg.bytes.includes(Buffer.from('GPS'))).toBe(false);

    // The profile shows it, in every answer that shows the caregiver.
    const own = await t.call('GET', CAREGIVER_PATHS.ownProfile, undefined, bearer(bea.token));
    expect(own.body.results.photo_url).toBe(url);
    const card = await t.call('GET', CAREGIVER_PATHS.one(bea.profileId));
    expect(card.body.results.photo_url).toBe(url);
  });

  it('crops the given square: fractions of the upright image', async () => {
    const bea = await caregiver(t);
    // Left half red, right half blue; a crop of the right half is all blue.
    const image = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#ff0000' },
    })
      .composite([
        {
          input: { create: { width: 400, height: 400, channels: 3, background: '#0000ff' } },
          left: 400,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const parts = [
      photoPart(image, 'a.png', 'image/png'),
      field('crop_x', '0.5'),
      field('crop_y', '0'),
      field('crop_size', '0.5'),
    ];
    const answer = await uploadPhoto(t, bea.token, parts);
    expect(answer.status).toBe(201);
    const media = await getMedia(t, photoSources(answer.body.results.photo_url).webp[96]);
    const { channels } = await sharp(media.bytes).stats();
    expect(channels[2]?.mean).toBeGreaterThan(200);
    expect(channels[0]?.mean).toBeLessThan(30);
  });

  it('turns the photo upright by its EXIF orientation before cropping', async () => {
    const bea = await caregiver(t);
    // Stored sideways: 400 × 200, red on top, blue below; orientation 6 means "turn 90° clockwise",
    // so upright it is 200 × 400 with red on the right: the centre square is half red (right).
    const sideways = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#0000ff' },
    })
      .composite([
        {
          input: { create: { width: 400, height: 100, channels: 3, background: '#ff0000' } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const answer = await uploadPhoto(t, bea.token, [photoPart(sideways)]);
    expect(answer.status).toBe(201);
    const media = await getMedia(t, photoSources(answer.body.results.photo_url).jpeg);
    const right = await sharp(
      await sharp(media.bytes).extract({ left: 480, top: 300, width: 100, height: 40 }).toBuffer(),
    ).stats();
    const left = await sharp(
      await sharp(media.bytes).extract({ left: 60, top: 300, width: 100, height: 40 }).toBuffer(),
    ).stats();
    expect(right.channels[0]?.mean).toBeGreaterThan(200);
    expect(left.channels[2]?.mean).toBeGreaterThan(200);
  });

  it('takes PNG (transparency on white) and WebP', async () => {
    const bea = await caregiver(t);
    const png = await uploadPhoto(t, bea.token, [
      photoPart(await pngWithAlpha(), 'x.png', 'image/png'),
    ]);
    expect(png.status).toBe(201);
    const web = await uploadPhoto(t, bea.token, [photoPart(await webp(), 'x.webp', 'image/webp')]);
    expect(web.status).toBe(201);
    const meta = await sharp((await getMedia(t, web.body.results.photo_url)).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
  });
});

describe('what is refused, naming photo', () => {
  let token: string;
  beforeAll(async () => {
    token = (await caregiver(t)).token;
  });

  it('an HTML file named photo.jpg (declared image/jpeg)', async () => {
    const answer = await uploadPhoto(t, token, [photoPart(HTML, 'photo.jpg', 'image/jpeg')]);
    expectFieldProblem(answer, 400);
    expect(answer.body.message).toContain('JPEG, PNG or WebP');
  });

  it('a GIF, a truncated JPEG, a decompression bomb, a tiny image', async () => {
    const gif = await uploadPhoto(t, token, [photoPart(GIF, 'a.gif', 'image/gif')]);
    expectFieldProblem(gif, 400);
    expect(gif.body.message).toContain('JPEG, PNG or WebP');

    const whole = await jpegWithGps(1200, 900);
    const cut = await uploadPhoto(t, token, [
      photoPart(whole.subarray(0, Math.floor(whole.length / 2))),
    ]);
    expectFieldProblem(cut, 400);
    expect(cut.body.message).toContain('could not be read');

    const bomb = await uploadPhoto(t, token, [
      photoPart(await pngClaiming(20_000, 20_000), 'b.png', 'image/png'),
    ]);
    expectFieldProblem(bomb, 400);
    expect(bomb.body.message).toContain('50 megapixels');

    const tiny = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expectFieldProblem(await uploadPhoto(t, token, [photoPart(tiny, 't.png', 'image/png')]), 400);
  });

  it('8 MB + 1 byte: 413 naming photo; none, or empty: 400', async () => {
    const big = Buffer.concat([
      await jpegWithGps(200, 200),
      Buffer.alloc(MAX_PHOTO_BYTES),
    ]).subarray(0, MAX_PHOTO_BYTES + 1);
    const answer = await uploadPhoto(t, token, [photoPart(big)]);
    expectFieldProblem(answer, 413);
    expect(answer.body.message).toContain('8 MB');
    expectFieldProblem(await uploadPhoto(t, token, [field('crop_x', '0')]), 400);
    expectFieldProblem(await uploadPhoto(t, token, [photoPart(Buffer.alloc(0))]), 400);
  });

  it('a crop: all three fields, fractions 0–1, inside the image', async () => {
    const image = await webp();
    expectFieldProblem(
      await uploadPhoto(t, token, [photoPart(image), field('crop_x', '0.1')]),
      400,
      'crop_y',
    );
    const outOfRange = [
      photoPart(image),
      field('crop_x', '2'),
      field('crop_y', '0'),
      field('crop_size', '0.5'),
    ];
    expectFieldProblem(await uploadPhoto(t, token, outOfRange), 400, 'crop_x');
    const outside = [
      photoPart(image),
      field('crop_x', '0.8'),
      field('crop_y', '0'),
      field('crop_size', '0.9'),
    ];
    expectFieldProblem(await uploadPhoto(t, token, outside), 400, 'crop_size');
  });

  it('no session 401; a parent on the caregiver route 403; a caregiver without a profile 409', async () => {
    const image = await webp();
    expect((await uploadPhoto(t, undefined, [photoPart(image)])).status).toBe(401);
    const ana = await parent(t);
    const wrong = await uploadPhoto(t, ana.token, [photoPart(image)]);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toMatch(/caregiver/i);
    const noProfile = await caregiver(t, { profile: false });
    const answer = await uploadPhoto(t, noProfile.token, [photoPart(image)]);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('profile');
    expect((await t.call('DELETE', CAREGIVER_PATHS.photo)).status).toBe(401);
  });
});

describe('/media/', () => {
  it('a year of caching, its type, nosniff; 404 for unknown keys and anything outside photos', async () => {
    const bea = await caregiver(t);
    const { body } = await uploadPhoto(t, bea.token, [photoPart(await webp())]);
    const media = await getMedia(t, body.results.photo_url);
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    for (const path of [
      `/media/photos/${'0'.repeat(32)}-256.webp`,
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/photos/..%2f..%2fpackage.json',
      '/media/documents/1/x.png',
      '/media/photos/abc.svg',
      '/media/',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: path });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/json/);
    }
  });
});

describe('replacing and removing', () => {
  it('a new photo removes the old files; DELETE removes the rest; initials again', async () => {
    const bea = await caregiver(t);
    const first = (await uploadPhoto(t, bea.token, [photoPart(await webp())])).body.results
      .photo_url;
    const second = (await uploadPhoto(t, bea.token, [photoPart(await pngWithAlpha(), 'p.png')]))
      .body.results.photo_url;
    expect(second).not.toBe(first);
    const all = (url: string) => [...Object.values(photoSources(url).webp), photoSources(url).jpeg];
    for (const address of all(first)) expect((await getMedia(t, address)).status).toBe(404);
    for (const address of all(second)) expect((await getMedia(t, address)).status).toBe(200);

    const removed = await t.call('DELETE', CAREGIVER_PATHS.photo, undefined, bearer(bea.token));
    expect(removed.status).toBe(200);
    for (const address of all(second)) expect((await getMedia(t, address)).status).toBe(404);
    const own = await t.call('GET', CAREGIVER_PATHS.ownProfile, undefined, bearer(bea.token));
    expect(own.body.results.photo_url).toBeNull();
    const again = await t.call('DELETE', CAREGIVER_PATHS.photo, undefined, bearer(bea.token));
    expect(again.body.message).toContain('no photo');
  });

  it('the profile editor removing or changing photo_url removes the old files too', async () => {
    const bea = await caregiver(t);
    const url = (await uploadPhoto(t, bea.token, [photoPart(await webp())])).body.results.photo_url;
    const profile = {
      headline: 'Patient nanny for toddlers and babies',
      bio: 'I love reading aloud.',
      zip: '78701',
      hourly_rate: 2500,
      experience_years: 6,
      age_groups: ['toddler'],
      services: ['nanny'],
      languages: ['en'],
      availability: [],
      published: true,
    };
    // Saving the profile with its photo keeps it.
    const kept = await t.call(
      'PUT',
      CAREGIVER_PATHS.ownProfile,
      { ...profile, photo_url: url },
      bearer(bea.token),
    );
    expect(kept.status).toBe(200);
    expect((await getMedia(t, url)).status).toBe(200);
    const cleared = await t.call(
      'PUT',
      CAREGIVER_PATHS.ownProfile,
      { ...profile, photo_url: null },
      bearer(bea.token),
    );
    expect(cleared.body.results.photo_url).toBeNull();
    expect((await getMedia(t, url)).status).toBe(404);
  });

  it('the same bytes from two caregivers are two sets of files: one leaving keeps the other', async () => {
    const [a, b] = [await caregiver(t), await caregiver(t)];
    const image = await webp();
    const urlA = (await uploadPhoto(t, a.token, [photoPart(image)])).body.results.photo_url;
    const urlB = (await uploadPhoto(t, b.token, [photoPart(image)])).body.results.photo_url;
    expect(urlA).not.toBe(urlB);
    await t.call('DELETE', CAREGIVER_PATHS.photo, undefined, bearer(a.token));
    expect((await getMedia(t, urlB)).status).toBe(200);
  });
});

describe("a parent's photo", () => {
  it("shows in the caregiver's conversations; the caregiver's shows in the parent's", async () => {
    const ana = await parent(t);
    const bea = await caregiver(t);
    const mine = await uploadPhoto(t, ana.token, [photoPart(await webp())], PARENT_PHOTO_PATH);
    expect(mine.status).toBe(201);
    const hers = await uploadPhoto(t, bea.token, [photoPart(await pngWithAlpha(), 'b.png')]);
    await t.pool.query(
      `insert into conversations (parent_account_id, profile_id, started_by) values ($1, $2, 'parent')`,
      [ana.user.id, bea.profileId],
    );
    const asCaregiver = await t.call('GET', CONVERSATION_PATHS.list, undefined, bearer(bea.token));
    expect(asCaregiver.body.results[0].other.photo_url).toBe(mine.body.results.photo_url);
    const asParent = await t.call('GET', CONVERSATION_PATHS.list, undefined, bearer(ana.token));
    expect(asParent.body.results[0].other.photo_url).toBe(hers.body.results.photo_url);
    // And on her job, as a caregiver sees it.
    const posted = await t.call(
      'POST',
      JOB_PATHS.own,
      {
        title: 'After-school sitter',
        description: 'Pick up from school, homework and snacks.',
        zip: '78701',
        services: ['after_school'],
        age_groups: ['school_age'],
        schedule: 'Mon–Fri 3–6 pm',
        hourly_rate_max: 2500,
        starts_on: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      },
      bearer(ana.token),
    );
    expect(posted.status).toBe(201);
    const seen = await t.call(
      'GET',
      JOB_PATHS.one(posted.body.results.id),
      undefined,
      bearer(bea.token),
    );
    expect(seen.body.results.parent_photo_url).toBe(mine.body.results.photo_url);

    expect(
      (await uploadPhoto(t, bea.token, [photoPart(await webp())], PARENT_PHOTO_PATH)).status,
    ).toBe(403);
    expect((await t.call('DELETE', PARENT_PHOTO_PATH, undefined, bearer(ana.token))).status).toBe(
      200,
    );
    expect((await getMedia(t, mine.body.results.photo_url)).status).toBe(404);
  });
});
