import type pg from 'pg';
import { fillTimeZones } from '../services/zip-codes';
import { seedCaregivers } from './seed-caregivers';
import {
  ADS,
  BLOG_POSTS,
  BUSINESS_DATA,
  FAQS,
  HOWS,
  SETTINGS,
  SPS,
  STATIC_PAGES,
  VIDEOS,
} from './seed-content';
import { FAQS_ES, HOWS_ES, STATIC_PAGES_ES, VIDEOS_ES } from './seed-content-es';
import { seedMarket } from './seed-market';
import { entitlementsOf, featureTexts, PLANS, PROMO_CODES } from './seed-subscriptions';
import { OLD_VERIFICATION_COPY } from './seed-verification';

const SEED_LOCK = 748_202;

async function isEmpty(client: pg.PoolClient, table: string): Promise<boolean> {
  const { rows } = await client.query(`select not exists (select 1 from ${table}) as empty`);
  return rows[0].empty === true;
}

/** The table (one of ours, never input) has no row in `language`. */
async function hasNone(
  client: pg.PoolClient,
  table: 'faqs' | 'hows' | 'static_pages',
  language: 'en' | 'es',
): Promise<boolean> {
  const { rows } = await client.query(
    `select not exists (select 1 from ${table} where language = $1) as empty`,
    [language],
  );
  return rows[0].empty === true;
}

/**
 * Issue 24: the English FAQ answers and pages that still say what the seed wrote before the
 * verification explainer (FTC "does not verify" badges) are rewritten from today's seed once.
 */
async function repairVerificationCopy(client: pg.PoolClient): Promise<void> {
  for (const { audience, position, old } of OLD_VERIFICATION_COPY.faqs) {
    const fresh = FAQS.find((faq) => faq.audience === audience && faq.position === position);
    if (!fresh) continue;
    await client.query(
      `update faqs set question = $2, answer = $3
        where language = 'en' and audience = $1 and strpos(answer, $4) > 0`,
      [audience, fresh.question, fresh.answer, old],
    );
  }
  for (const { slug, old } of OLD_VERIFICATION_COPY.pages) {
    const fresh = STATIC_PAGES.find((page) => page.slug === slug);
    if (!fresh) continue;
    await client.query(
      `update static_pages set body_html = $2
        where language = 'en' and slug = $1 and strpos(body_html, $3) > 0`,
      [slug, fresh.body_html, old],
    );
  }
}

/**
 * Fills each content table (and the subscription plans and promo codes) with the demo content
 * when it is empty; never overwrites. Outside production, an empty caregiver_profiles gets
 * the invented caregivers of seed-caregivers.ts. In production the demo promo codes are never created,
 * and any left from a development run on the same database are switched off: anyone who read
 * this repository would know them.
 */
export async function seedContent(
  pool: pg.Pool,
  { production = false }: { production?: boolean } = {},
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SEED_LOCK]);
    await client.query('begin');
    // FAQs, steps and static pages per language (migration 038): a language with no rows gets
    // the seed's, so a database seeded in English only gets its Spanish at the next start.
    for (const [language, faqs, hows] of [
      ['en', FAQS, HOWS],
      ['es', FAQS_ES, HOWS_ES],
    ] as const) {
      if (await hasNone(client, 'faqs', language)) {
        for (const faq of faqs) {
          await client.query(
            'insert into faqs (audience, question, answer, position, language) values ($1, $2, $3, $4, $5)',
            [faq.audience, faq.question, faq.answer, faq.position, language],
          );
        }
      }
      if (await hasNone(client, 'hows', language)) {
        for (const how of hows) {
          await client.query(
            'insert into hows (audience, step, title, body, icon, language) values ($1, $2, $3, $4, $5, $6)',
            [how.audience, how.step, how.title, how.body, how.icon, language],
          );
        }
      }
    }
    await repairVerificationCopy(client);
    if (await isEmpty(client, 'videos')) {
      for (const video of VIDEOS) {
        await client.query(
          `insert into videos (kind, title, description, youtube_id, poster_url, duration_seconds, position)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            video.kind,
            video.title,
            video.description,
            video.youtube_id,
            video.poster_url,
            video.duration_seconds,
            video.position,
          ],
        );
      }
    }
    // Spanish titles for the seeded videos (migration 043), where none was written yet.
    for (const [youtubeId, spanish] of Object.entries(VIDEOS_ES)) {
      await client.query(
        `update videos set title_es = $2, description_es = $3
          where youtube_id = $1 and title_es is null`,
        [youtubeId, spanish.title, spanish.description],
      );
    }
    for (const [language, pages] of [
      ['en', STATIC_PAGES],
      ['es', STATIC_PAGES_ES],
    ] as const) {
      if (await hasNone(client, 'static_pages', language)) {
        for (const page of pages) {
          await client.query(
            'insert into static_pages (slug, title, body_html, updated_at, language) values ($1, $2, $3, $4, $5)',
            [page.slug, page.title, page.body_html, page.updated_at, language],
          );
        }
      }
    }
    if (await isEmpty(client, 'blog_posts')) {
      for (const post of BLOG_POSTS) {
        await client.query(
          `insert into blog_posts (slug, title, excerpt, body_html, author, cover_url, tags, published_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            post.slug,
            post.title,
            post.excerpt,
            post.body_html,
            post.author,
            post.cover_url,
            post.tags,
            post.published_at,
          ],
        );
      }
    }
    if (await isEmpty(client, 'sps')) {
      for (const sp of SPS) {
        await client.query('insert into sps (slug, data) values ($1, $2)', [sp.slug, sp]);
      }
    }
    if (await isEmpty(client, 'ads')) {
      for (const ad of ADS) {
        await client.query(
          'insert into ads (slug, audience, data, position) values ($1, $2, $3, $4)',
          [ad.slug, ad.audience, ad, ad.position],
        );
      }
    }
    if (await isEmpty(client, 'settings')) {
      for (const [key, value] of Object.entries(SETTINGS)) {
        await client.query('insert into settings (key, value) values ($1, $2)', [
          key,
          JSON.stringify(value),
        ]);
      }
    }
    if (await isEmpty(client, 'business_data')) {
      for (const [key, value] of Object.entries(BUSINESS_DATA)) {
        await client.query('insert into business_data (key, value) values ($1, $2)', [
          key,
          JSON.stringify(value),
        ]);
      }
    }
    if (await isEmpty(client, 'plans')) {
      for (const plan of PLANS) {
        await client.query(
          `insert into plans (id, audience, name, description, price, currency, "interval", features,
                              entitlements, position)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            plan.id,
            plan.audience,
            plan.name,
            plan.description,
            plan.price,
            plan.currency,
            plan.interval,
            featureTexts(plan),
            entitlementsOf(plan),
            plan.position,
          ],
        );
      }
    }
    if (production) {
      await client.query('update promo_codes set active = false where code = any($1::text[])', [
        PROMO_CODES.map((promo) => promo.code),
      ]);
    } else if (await isEmpty(client, 'promo_codes')) {
      for (const promo of PROMO_CODES) {
        await client.query(
          `insert into promo_codes (code, discount_percent, expires_at, max_uses, plan_ids, active)
           values ($1, $2, $3, $4, $5, $6)`,
          [
            promo.code,
            promo.discount_percent,
            promo.expires_at,
            promo.max_uses,
            promo.plan_ids,
            promo.active,
          ],
        );
      }
    }
    // Invented caregivers, parents and reviews: development and tests only, never production
    // (a real marketplace must not show made-up people).
    if (!production && (await isEmpty(client, 'caregiver_profiles'))) {
      await seedCaregivers(client);
    }
    // Invented jobs, applications and conversations among those people (never production).
    if (
      !production &&
      (await isEmpty(client, 'jobs')) &&
      (await isEmpty(client, 'conversations'))
    ) {
      await seedMarket(client);
    }
    // Every profile with a place gets its city's time zone (bookings, §11): seeded rows and rows
    // made before the column alike; a no-op once all have one.
    await fillTimeZones(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => {});
    client.release();
  }
}
