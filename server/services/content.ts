import type pg from 'pg';
import type { ContentAudience } from '../../src/contract/endpoints';

import { isoSql as ISO } from '../db/sql-fragments';

const POST_COLUMNS = `slug, title, excerpt, author, cover_url, tags, ${ISO('published_at')} as published_at`;

export type VideoKind = 'spotlight' | 'featured';
/** The key/value tables read whole (public settings, the About page's figures). */
export type KeyValueTable = 'settings' | 'business_data';

/** The public content tables, read-only: FAQs, steps, videos, pages, posts, profiles, ads. */
export class ContentService {
  constructor(private readonly pool: pg.Pool) {}

  async faqs(audience: ContentAudience) {
    const { rows } = await this.pool.query<{ id: number; question: string; answer: string }>(
      'select id::int as id, question, answer from faqs where audience = $1 order by position, id',
      [audience],
    );
    return rows;
  }

  async hows(audience: ContentAudience) {
    const { rows } = await this.pool.query<{
      id: number;
      step: number;
      title: string;
      body: string;
      icon: string;
    }>(
      'select id::int as id, step, title, body, icon from hows where audience = $1 order by step',
      [audience],
    );
    return rows;
  }

  async videos(kind: VideoKind) {
    const { rows } = await this.pool.query<{
      id: number;
      title: string;
      description: string;
      youtube_id: string;
      poster_url: string;
      duration_seconds: number;
    }>(
      `select id::int as id, title, description, youtube_id, poster_url, duration_seconds
         from videos where kind = $1 order by position, id`,
      [kind],
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

  async staticPages() {
    const { rows } = await this.pool.query<{ slug: string; title: string; updated_at: string }>(
      `select slug, title, ${ISO('updated_at')} as updated_at from static_pages order by slug`,
    );
    return rows;
  }

  async staticPage(slug: string) {
    const { rows } = await this.pool.query<{
      slug: string;
      title: string;
      body_html: string;
      updated_at: string;
    }>(
      `select slug, title, body_html, ${ISO('updated_at')} as updated_at
         from static_pages where slug = $1`,
      [slug],
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
