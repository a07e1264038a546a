import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_TEXT as verificationWords } from '../../../src/contract/verification-values';
import { seedContent } from '../../db/seed';
import { createTestApp, type TestApp } from '../harness';

// Issue 24: the site's own content (FAQs, how it works, static pages) in the reader's language.

let t: TestApp;
const ES = { 'accept-language': 'es-US,es;q=0.9' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('content in Spanish and English', () => {
  it('answers the FAQs in the request’s language, each list whole in one language', async () => {
    const es = await t.call('GET', '/v1/users/faqs', undefined, ES);
    const en = await t.call('GET', '/v1/users/faqs', undefined, EN);
    expect(es.status).toBe(200);
    expect(es.body.results.map((f: { question: string }) => f.question)).toContain(
      '¿Cómo cancelo mi suscripción?',
    );
    expect(en.body.results.map((f: { question: string }) => f.question)).toContain(
      'How do I cancel my subscription?',
    );
    expect(es.body.results).toHaveLength(en.body.results.length);
    expect(JSON.stringify(es.body.results)).not.toContain('How do I');
    expect(JSON.stringify(en.body.results)).not.toContain('¿');
  });

  it('answers the verification FAQ from the one explainer, in both languages', async () => {
    for (const [headers, words] of [
      [EN, verificationWords.en],
      [ES, verificationWords.es],
    ] as const) {
      const answer = await t.call('GET', '/v1/users/faqs', undefined, headers);
      const faq = answer.body.results.find(
        (f: { question: string }) => f.question === words.faqQuestion,
      );
      expect(faq.answer).toContain(words.checks.document);
      expect(faq.answer).toContain(words.yours.references);
      expect(faq.answer).not.toContain('<strong>No.</strong>');
    }
  });

  it('answers how it works in Spanish for caregivers and in English otherwise', async () => {
    const es = await t.call('GET', '/v1/service-providers/hows', undefined, ES);
    const en = await t.call('GET', '/v1/service-providers/hows', undefined, EN);
    expect(es.body.results.map((h: { title: string }) => h.title)).toEqual([
      'Crea tu perfil',
      'Muestra tu experiencia',
      'Indica tu disponibilidad',
      'Conecta con familias',
    ]);
    expect(en.body.results[0].title).toBe('Create your profile');
  });

  it('serves a static page and the page list in Spanish, English by default', async () => {
    const es = await t.call('GET', '/v1/user/static-content/about', undefined, ES);
    expect(es.status).toBe(200);
    expect(es.body.results.title).toBe('Acerca de FTC');
    expect(es.body.results.body_html).toContain('niñera');
    const plain = await t.call('GET', '/v1/user/static-content/about');
    expect(plain.body.results.title).toBe('About FTC');
    const list = await t.call('GET', '/v1/user/static-content', undefined, ES);
    expect(list.body.results.map((p: { slug: string }) => p.slug)).toEqual([
      'about',
      'guardian-contract',
      'privacy-policy',
      'rbt-contract',
      'term-and-condition',
    ]);
    expect(list.body.results.find((p: { slug: string }) => p.slug === 'about').title).toBe(
      'Acerca de FTC',
    );
  });

  it('keeps one cache entry per language: a Spanish answer never reaches an English reader', async () => {
    const first = await t.call('GET', '/v1/user/static-content/privacy-policy', undefined, ES);
    const second = await t.call('GET', '/v1/user/static-content/privacy-policy', undefined, EN);
    const again = await t.call('GET', '/v1/user/static-content/privacy-policy', undefined, ES);
    expect(first.body.results.title).toBe('Política de privacidad');
    expect(second.body.results.title).toBe('Privacy Policy');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.headers.vary).toContain('Accept-Language');
  });

  it('falls back to English for a page without a Spanish version', async () => {
    await t.pool.query(
      `insert into static_pages (slug, title, body_html, language) values ('english-only', 'Only English', '<p>Hi</p>', 'en')`,
    );
    try {
      const es = await t.call('GET', '/v1/user/static-content/english-only', undefined, ES);
      expect(es.status).toBe(200);
      expect(es.body.results.title).toBe('Only English');
    } finally {
      await t.pool.query(`delete from static_pages where slug = 'english-only'`);
    }
  });

  it('repairs a database seeded before issue 24 and adds its Spanish at the next seeding', async () => {
    await t.pool.query(`delete from faqs where language = 'es'`);
    await t.pool.query(
      `update faqs set answer = '<p><strong>No.</strong> FTC is a marketplace. We do not employ caregivers, and the profiles, badges, documents and messages on the site are written by users.</p>'
        where language = 'en' and question = $1`,
      [verificationWords.en.faqQuestion],
    );
    await seedContent(t.pool);
    const en = await t.call('GET', '/v1/users/faqs', undefined, {
      ...EN,
      'cache-control': 'no-cache',
    });
    const faq = en.body.results.find(
      (f: { question: string }) => f.question === verificationWords.en.faqQuestion,
    );
    expect(faq.answer).toContain(verificationWords.en.checks.document);
    const { rows } = await t.pool.query(
      `select count(*)::int as n from faqs where language = 'es'`,
    );
    expect(rows[0].n).toBe(18);
  });
});
