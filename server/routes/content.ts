import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { ErrorEnvelope, envelope } from '../schemas/common';
import {
  BlogPost,
  BlogPostSummary,
  Faq,
  How,
  SlugParams,
  StaticPage,
  Video,
} from '../schemas/content';

const AUDIENCES = { users: 'users', 'service-providers': 'service-providers' } as const;

/** Public content: FAQs, how-it-works, videos, settings, business data, static pages, blog. */
export const contentRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { pool } = instance.ctx;

  for (const [prefix, audience] of Object.entries(AUDIENCES)) {
    const who = audience === 'users' ? 'parents' : 'caregivers';
    app.get(
      `/v1/${prefix}/faqs`,
      {
        schema: {
          tags: ['Content'],
          summary: `Frequently asked questions for ${who}`,
          description: '`answer` may hold simple HTML, which clients sanitise.',
          response: { 200: envelope(z.array(Faq)) },
        },
      },
      async () => {
        const { rows } = await pool.query(
          'select id::int as id, question, answer from faqs where audience = $1 order by position, id',
          [audience],
        );
        return { success: true, message: 'FAQs loaded.', results: rows };
      },
    );
    app.get(
      `/v1/${prefix}/hows`,
      {
        schema: {
          tags: ['Content'],
          summary: `How it works, for ${who}`,
          response: { 200: envelope(z.array(How)) },
        },
      },
      async () => {
        const { rows } = await pool.query(
          'select id::int as id, step, title, body, icon from hows where audience = $1 order by step',
          [audience],
        );
        return { success: true, message: 'Steps loaded.', results: rows };
      },
    );
  }

  for (const [path, kind] of [
    ['/v1/users/spotLight-videos', 'spotlight'],
    ['/v1/users/featured-videos', 'featured'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['Content'],
          summary: `The ${kind} videos`,
          response: { 200: envelope(z.array(Video)) },
        },
      },
      async () => {
        const { rows } = await pool.query(
          `select id::int as id, title, description, youtube_id, poster_url, duration_seconds
             from videos where kind = $1 order by position, id`,
          [kind],
        );
        return { success: true, message: 'Videos loaded.', results: rows };
      },
    );
  }

  for (const [path, table, summary, message] of [
    [
      '/v1/users/settings',
      'settings',
      'Public settings: support contacts, social links, currency',
      'Settings loaded.',
    ],
    [
      '/v1/users/bussiness-data',
      'business_data',
      'Business data for the About page',
      'Business data loaded.',
    ],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['Content'],
          summary,
          response: { 200: envelope(z.record(z.string(), z.unknown())) },
        },
      },
      async () => {
        const { rows } = await pool.query<{ key: string; value: unknown }>(
          `select key, value from ${table}`,
        );
        return {
          success: true,
          message,
          results: Object.fromEntries(rows.map((r) => [r.key, r.value])),
        };
      },
    );
  }

  app.get(
    '/v1/user/static-content',
    {
      schema: {
        tags: ['Content'],
        summary: 'The static pages: terms, privacy policy, contracts, about',
        response: { 200: envelope(z.array(StaticPage.omit({ body_html: true }))) },
      },
    },
    async () => {
      const { rows } = await pool.query(
        `select slug, title, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
           from static_pages order by slug`,
      );
      return { success: true, message: 'Pages loaded.', results: rows };
    },
  );

  app.get(
    '/v1/user/static-content/:slug',
    {
      schema: {
        tags: ['Content'],
        summary:
          'One static page by slug (term-and-condition, privacy-policy, guardian-contract, rbt-contract, about)',
        params: SlugParams,
        response: { 200: envelope(StaticPage), 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const { rows } = await pool.query(
        `select slug, title, body_html,
                to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
           from static_pages where slug = $1`,
        [request.params.slug],
      );
      if (!rows[0]) throw notFound('This page does not exist.');
      return { success: true, message: 'Page loaded.', results: rows[0] };
    },
  );

  app.get(
    '/v1/service-providers/sps',
    {
      schema: {
        tags: ['Content'],
        summary: 'Featured caregiver profiles (user-submitted, not verified by FTC)',
        response: { 200: envelope(z.array(z.record(z.string(), z.unknown()))) },
      },
    },
    async () => {
      const { rows } = await pool.query<{ id: number; data: Record<string, unknown> }>(
        'select id::int as id, data from sps order by id',
      );
      return {
        success: true,
        message: 'Caregivers loaded.',
        results: rows.map((r) => ({ id: r.id, ...r.data })),
      };
    },
  );

  app.get(
    '/v1/service-providers/ads',
    {
      schema: {
        tags: ['Content'],
        summary: 'Promotions shown to visitors',
        response: { 200: envelope(z.array(z.record(z.string(), z.unknown()))) },
      },
    },
    async () => {
      const { rows } = await pool.query<{ id: number; data: Record<string, unknown> }>(
        'select id::int as id, data from ads order by position, id',
      );
      return {
        success: true,
        message: 'Promotions loaded.',
        results: rows.map((r) => ({ id: r.id, ...r.data })),
      };
    },
  );

  const postColumns = `slug, title, excerpt, author, cover_url, tags,
    to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at`;

  app.get(
    '/v1/users/blogs',
    {
      schema: {
        tags: ['Content'],
        summary: 'Blog posts, newest first',
        response: { 200: envelope(z.array(BlogPostSummary)) },
      },
    },
    async () => {
      const { rows } = await pool.query(
        `select ${postColumns} from blog_posts order by published_at desc`,
      );
      return { success: true, message: 'Posts loaded.', results: rows };
    },
  );

  app.get(
    '/v1/users/blogs/:slug',
    {
      schema: {
        tags: ['Content'],
        summary: 'One blog post',
        params: SlugParams,
        response: { 200: envelope(BlogPost), 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const { rows } = await pool.query(
        `select ${postColumns}, body_html from blog_posts where slug = $1`,
        [request.params.slug],
      );
      if (!rows[0]) throw notFound('This post does not exist. It may have been moved.');
      return { success: true, message: 'Post loaded.', results: rows[0] };
    },
  );
};
