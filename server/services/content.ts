import type pg from 'pg';
import type { ContentAudience } from '../../src/contract/endpoints';
import { isoSql as ISO } from '../db/sql-fragments';
import type { Language } from '../i18n';

/**
 * `language = …`: the asked language ($2) when the table has rows in it for `where` (the
 * audience), else English, so a list is never half one language and half the other.
 */
const IN_LANGUAGE = (table: 'faqs' | 'hows', where: string) =>
  `(case when exists (select 1 from ${table} where ${where} and language = $2) then $2 else 'en' end)`;

const POST_COLUMNS = `slug, title, excerpt, author, cover_url, tags, ${ISO('published_at')} as published_at`;

export type VideoKind = 'spotlight' | 'featured';
/** The key/value tables read whole (public settings, the About page's figures). */
export type KeyValueTable = 'settings' | 'business_data';

/** The public content tables, read-only: FAQs, steps, videos, pages, posts, profiles, ads. */
export class ContentService {
  constructor(private readonly pool: pg.Pool) {}

  /** The audience's FAQs in `language` (English when that language has none). */
  async faqs(audience: ContentAudience, language: Language = 'en') {
    const { rows } = await this.pool.query<{ id: number; question: string; answer: string }>(
      `select id::int as id, question, answer from faqs
        where audience = $1 and language = ${IN_LANGUAGE('faqs', 'audience = $1')}
        order by position, id`,
      [audience, language],
    );
    return rows;
  }

  /** The audience's steps in `language` (English when that language has none). */
  async hows(audience: ContentAudience, language: Language = 'en') {
    const { rows } = await this.pool.query<{
      id: number;
      step: number;
      title: string;
      body: string;
      icon: string;
    }>(
      `select id::int as id, step, title, body, icon from hows
        where audience = $1 and language = ${IN_LANGUAGE('hows', 'audience = $1')}
        order by step`,
      [audience, language],
    );
    return rows;
  }

  /** A list's videos, titled in `language` where the video has that language, else in English. */
  async videos(kind: VideoKind, language: Language = 'en') {
    const { rows } = await this.pool.query<{
      id: number;
      title: string;
      description: string;
      youtube_id: string;
      poster_url: string;
      duration_seconds: number;
    }>(
      `select id::int as id,
              case when $2 = 'es' and title_es is not null then title_es else title end as title,
              case when $2 = 'es' and description_es is not null then description_es
                   else description end as description,
              youtube_id, poster_url, duration_seconds
         from videos where kind = $1 order by position, id`,
      [kind, language],
    );
    return rows;
  }

  async keyValues(table: KeyValueTable): Promise<Record<string, unknown>> {
    // `table` is one of two constants, never input.
    const { rows } = await this.pool.query<{ key: string; value: unknown }>(
      `select key, value from ${table === 'settings' ? 'settings' : 'business_data'}`,
    );
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  }

  /** Every page once, in `language` where it has that language, else in English. */
  async staticPages(language: Language = 'en') {
    const { rows } = await this.pool.query<{ slug: string; title: string; updated_at: string }>(
      `select distinct on (slug) slug, title, ${ISO('updated_at')} as updated_at
         from static_pages where language in ($1, 'en')
        order by slug, language = $1 desc`,
      [language],
    );
    return rows;
  }

  /** The page in `language`, else in English. */
  async staticPage(slug: string, language: Language = 'en') {
    const { rows } = await this.pool.query<{
      slug: string;
      title: string;
      body_html: string;
      updated_at: string;
    }>(
      `select slug, title, body_html, ${ISO('updated_at')} as updated_at
         from static_pages where slug = $1 and language in ($2, 'en')
        order by language = $2 desc limit 1`,
      [slug, language],
    );
    return rows[0];
  }

  /** Featured caregiver profiles (user-submitted JSON), with their id. */
  async caregivers(): Promise<Record<string, unknown>[]> {
    const { rows } = await this.pool.query<{ id: number; data: Record<string, unknown> }>(
      'select id::int as id, data from sps order by id',
    );
    return rows.map((row) => ({ id: row.id, ...row.data }));
  }

  async ads(): Promise<Record<string, unknown>[]> {
    const { rows } = await this.pool.query<{ id: number; data: Record<string, unknown> }>(
      'select id::int as id, data from ads order by position, id',
    );
    return rows.map((row) => ({ id: row.id, ...row.data }));
  }

  async posts() {
    const { rows } = await this.pool.query<{
      slug: string;
      title: string;
      excerpt: string;
      author: string;
      cover_url: string;
      tags: string[];
      published_at: string;
    }>(`select ${POST_COLUMNS} from blog_posts order by published_at desc`);
    return rows;
  }

  async post(slug: string) {
    const { rows } = await this.pool.query<{
      slug: string;
      title: string;
      excerpt: string;
      author: string;
      cover_url: string;
      tags: string[];
      published_at: string;
      body_html: string;
    }>(`select ${POST_COLUMNS}, body_html from blog_posts where slug = $1`, [slug]);
    return rows[0];
  }
}
