import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('content endpoints', () => {
  it.each([
    ['/v1/users/faqs', ['id', 'question', 'answer']],
    ['/v1/service-providers/faqs', ['id', 'question', 'answer']],
    ['/v1/users/hows', ['id', 'step', 'title', 'body', 'icon']],
    ['/v1/service-providers/hows', ['id', 'step', 'title', 'body', 'icon']],
    [
      '/v1/users/spotLight-videos',
      ['id', 'title', 'description', 'youtube_id', 'poster_url', 'duration_seconds'],
    ],
    ['/v1/users/featured-videos', ['id', 'title', 'youtube_id']],
    ['/v1/service-providers/sps', ['id', 'full_name', 'city']],
    ['/v1/service-providers/ads', ['id', 'title', 'cta_href']],
    ['/v1/users/blogs', ['slug', 'title', 'excerpt', 'published_at']],
    ['/v1/user/static-content', ['slug', 'title', 'updated_at']],
  ])('GET %s lists seeded items', async (path, fields) => {
    const answer = await t.call('GET', path);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.results.length).toBeGreaterThan(0);
    for (const field of fields) expect(answer.body.results[0]).toHaveProperty(field);
  });

  it('titles the videos in the reader’s language: US Spanish for `Accept-Language: es`, English otherwise', async () => {
    const spanish = await t.call('GET', '/v1/users/spotLight-videos', undefined, {
      'accept-language': 'es',
    });
    const english = await t.call('GET', '/v1/users/spotLight-videos');
    const rosa = (answer: typeof spanish) =>
      answer.body.results.find(
        (video: { youtube_id: string }) => video.youtube_id === 'q7Rk2mVx9Lw',
      );
    expect(rosa(english).title).toBe('Meet Rosa: ten years of nannying in Austin');
    expect(rosa(spanish).title).toBe('Conoce a Rosa: diez años como niñera en Austin');
    expect(rosa(spanish).description).toMatch(/^Rosa cuenta cómo se gana la confianza/);
    // The same video, in order: only the words change.
    expect(spanish.body.results.map((video: { id: number }) => video.id)).toEqual(
      english.body.results.map((video: { id: number }) => video.id),
    );
    // A video without Spanish keeps its English title.
    await t.pool.query(
      `insert into videos (kind, title, description, youtube_id, poster_url, duration_seconds, position)
       values ('spotlight', 'Only in English', 'No translation yet.', 'zzzzzzzzzzz', '/p.jpg', 60, 99)`,
    );
    // The public lists are cached until the table's change notice arrives (a moment later).
    await expect
      .poll(async () => {
        const later = await t.call('GET', '/v1/users/spotLight-videos', undefined, {
          'accept-language': 'es',
        });
        return later.body.results.map((video: { title: string }) => video.title);
      })
      .toContain('Only in English');
  });

  it('keeps parents’ and caregivers’ FAQs apart', async () => {
    const parents = await t.call('GET', '/v1/users/faqs');
    const caregivers = await t.call('GET', '/v1/service-providers/faqs');
    const questions = new Set(parents.body.results.map((f: { question: string }) => f.question));
    expect(
      caregivers.body.results.some((f: { question: string }) => questions.has(f.question)),
    ).toBe(false);
  });

  it.each(['term-and-condition', 'privacy-policy', 'guardian-contract', 'rbt-contract', 'about'])(
    'serves the static page %s',
    async (slug) => {
      const answer = await t.call('GET', `/v1/user/static-content/${slug}`);
      expect(answer.status).toBe(200);
      expect(answer.body.results.slug).toBe(slug);
      expect(answer.body.results.body_html).toContain('<h2>');
    },
  );

  it('says when a page or post does not exist', async () => {
    const page = await t.call('GET', '/v1/user/static-content/nope');
    expect(page.status).toBe(404);
    expect(page.body).toEqual({ success: false, message: 'This page does not exist.' });
    const post = await t.call('GET', '/v1/users/blogs/nope');
    expect(post.status).toBe(404);
    expect(post.body.success).toBe(false);
  });

  it('serves one blog post with its body, and lists posts newest first', async () => {
    const list = await t.call('GET', '/v1/users/blogs');
    const dates = list.body.results.map((p: { published_at: string }) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const post = await t.call('GET', `/v1/users/blogs/${list.body.results[0].slug}`);
    expect(post.status).toBe(200);
    expect(post.body.results.body_html.length).toBeGreaterThan(200);
  });

  it('serves settings and business data as objects', async () => {
    const settings = await t.call('GET', '/v1/users/settings');
    expect(settings.body.results.copyright_year).toBe(2022);
    const business = await t.call('GET', '/v1/users/bussiness-data');
    expect(business.body.results).toHaveProperty('mission');
  });

  it('seeds once: a second seeding does not duplicate content', async () => {
    const before = await t.call('GET', '/v1/users/faqs');
    const { seedContent } = await import('../../db/seed');
    await seedContent(t.pool);
    const after = await t.call('GET', '/v1/users/faqs');
    expect(after.body.results.length).toBe(before.body.results.length);
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes every endpoint with its request schema', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(answer.statusCode).toBe(200);
    const doc = answer.json();
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/v1/user/login',
      '/v1/service-provider/login',
      '/v1/user/signup',
      '/v1/service-provider/signup',
      '/v1/user/verify-mobile',
      '/v1/user/resend-otp',
      '/v1/service-provider/resend-otp',
      '/v1/user',
      '/v1/service-provider/profile',
      '/v1/user/forgot-password-web',
      '/v1/service-provider/forgot-password-web',
      '/v1/user/reset-password-web',
      '/v1/service-provider/reset-password-web',
      '/v1/service-provider/reset-password',
      '/v1/user/refresh-token',
      '/v1/user/logout',
      '/v1/users/add-newsletter',
      '/v1/users/faqs',
      '/v1/service-providers/faqs',
      '/v1/users/hows',
      '/v1/service-providers/hows',
      '/v1/users/spotLight-videos',
      '/v1/users/featured-videos',
      '/v1/users/settings',
      '/v1/users/bussiness-data',
      '/v1/user/static-content/{slug}',
      '/v1/service-providers/sps',
      '/v1/service-providers/ads',
      '/v1/users/blogs',
      '/dev/outbox',
    ]) {
      expect(paths, path).toContain(path);
    }
    const signup = doc.paths['/v1/user/signup'].post;
    const schema = signup.requestBody.content['application/json'].schema;
    expect(schema.properties).toHaveProperty('full_name');
    expect(schema.properties).toHaveProperty('country_code');
    expect(signup.responses).toHaveProperty('201');
    expect(signup.responses).toHaveProperty('409');
  });
});
