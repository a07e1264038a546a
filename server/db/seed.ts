import type pg from 'pg';
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
import { seedMarket } from './seed-market';
import { entitlementsOf, featureTexts, PLANS, PROMO_CODES } from './seed-subscriptions';

const SEED_LOCK = 748_202;

async function isEmpty(client: pg.PoolClient, table: string): Promise<boolean> {
  const { rows } = await client.query(`select not exists (select 1 from ${table}) as empty`);
  return rows[0].empty === true;
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
    if (await isEmpty(client, 'faqs')) {
      for (const faq of FAQS) {
        await client.query(
          'insert into faqs (audience, question, answer, position) values ($1, $2, $3, $4)',
          [faq.audience, faq.question, faq.answer, faq.position],
        );
      }
    }
    if (await isEmpty(client, 'hows')) {
      for (const how of HOWS) {
        await client.query(
          'insert into hows (audience, step, title, body, icon) values ($1, $2, $3, $4, $5)',
          [how.audience, how.step, how.title, how.body, how.icon],
        );
      }
    }
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
    if (await isEmpty(client, 'static_pages')) {
      for (const page of STATIC_PAGES) {
        await client.query(
          'insert into static_pages (slug, title, body_html, updated_at) values ($1, $2, $3, $4)',
          [page.slug, page.title, page.body_html, page.updated_at],
        );
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
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => {});
    client.release();
  }
}
