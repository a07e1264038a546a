import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope, envelope } from '../../src/contract/common';
import {
  BlogPost,
  BlogPostSummary,
  Faq,
  How,
  SlugParams,
  StaticPage,
  Video,
} from '../../src/contract/content';
import { CONTENT_AUDIENCES, PATHS, ROUTES } from '../../src/contract/endpoints';
import { notFound } from '../errors';

/** Public content: FAQs, how-it-works, videos, settings, business data, static pages, blog. */
export const contentRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { content } = instance.ctx;

  for (const audience of CONTENT_AUDIENCES) {
    const who = audience === 'users' ? 'parents' : 'caregivers';
    app.get(
      PATHS.content.faqs(audience),
      {
        schema: {
          tags: ['Content'],
          summary: `Frequently asked questions for ${who}`,
          description: '`answer` may hold simple HTML, which clients sanitise.',
          response: { 200: envelope(z.array(Faq)) },
        },
      },
      async () => ({
        success: true,
        message: 'FAQs loaded.',
        results: await content.faqs(audience),
      }),
    );
    app.get(
      PATHS.content.hows(audience),
      {
        schema: {
          tags: ['Content'],
          summary: `How it works, for ${who}`,
          response: { 200: envelope(z.array(How)) },
        },
      },
      async () => ({
        success: true,
        message: 'Steps loaded.',
        results: await content.hows(audience),
      }),
    );
  }

  for (const [path, kind] of [
    [PATHS.content.spotlightVideos, 'spotlight'],
    [PATHS.content.featuredVideos, 'featured'],
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
      async () => ({
        success: true,
        message: 'Videos loaded.',
        results: await content.videos(kind),
      }),
    );
  }

  for (const [path, table, summary, message] of [
    [
      PATHS.content.settings,
      'settings' as const,
      'Public settings: support contacts, social links, currency',
      'Settings loaded.',
    ],
    [
      PATHS.content.businessData,
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
      async () => ({ success: true, message, results: await content.keyValues(table) }),
    );
  }

  app.get(
    PATHS.content.staticPages,
    {
      schema: {
        tags: ['Content'],
        summary: 'The static pages: terms, privacy policy, contracts, about',
        response: { 200: envelope(z.array(StaticPage.omit({ body_html: true }))) },
      },
    },
    async () => ({ success: true, message: 'Pages loaded.', results: await content.staticPages() }),
  );

  app.get(
    ROUTES.staticPage,
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
      const page = await content.staticPage(request.params.slug);
      if (!page) throw notFound('This page does not exist.');
      return { success: true, message: 'Page loaded.', results: page };
    },
  );

  app.get(
    PATHS.content.caregivers,
    {
      schema: {
        tags: ['Content'],
        summary: 'The spotlight: published caregiver profiles, featured first, then the newest',
        description:
          'The old shape, from real profiles: `full_name` is the first name and last initial ("Rosa D."), never the full name. The search is `GET /v1/caregivers`.',
        response: { 200: envelope(z.array(z.record(z.string(), z.unknown()))) },
      },
    },
    async () => ({
      success: true,
      message: 'Caregivers loaded.',
      results: await instance.ctx.caregivers.spotlight(),
    }),
  );

  app.get(
    PATHS.content.ads,
    {
      schema: {
        tags: ['Content'],
        summary: 'Promotions shown to visitors',
        response: { 200: envelope(z.array(z.record(z.string(), z.unknown()))) },
      },
    },
    async () => ({ success: true, message: 'Promotions loaded.', results: await content.ads() }),
  );

  app.get(
    PATHS.content.blogPosts,
    {
      schema: {
        tags: ['Content'],
        summary: 'Blog posts, newest first',
        response: { 200: envelope(z.array(BlogPostSummary)) },
      },
    },
    async () => ({ success: true, message: 'Posts loaded.', results: await content.posts() }),
  );

  app.get(
    ROUTES.blogPost,
    {
      schema: {
        tags: ['Content'],
        summary: 'One blog post',
        params: SlugParams,
        response: { 200: envelope(BlogPost), 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const post = await content.post(request.params.slug);
      if (!post) throw notFound('This post does not exist. It may have been moved.');
      return { success: true, message: 'Post loaded.', results: post };
    },
  );
};
