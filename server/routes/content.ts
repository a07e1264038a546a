import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
import type { Language, WordKey } from '../i18n';
import {
  acceptedEncoding,
  type CachedAnswer,
  COMPRESS_THRESHOLD,
  compressedBody,
} from '../services/content-cache';

/**
 * The content answers compress themselves (`send`: kept bytes, compressed once) instead of
 * through @fastify/compress, which gzipped them again on every request; and a GET has no body
 * to decompress. Three hooks fewer per request (issue 27).
 */
const OWN_ENCODING = { compress: false, decompress: false } as const;

/** Public content: FAQs, how-it-works, videos, settings, business data, static pages, blog. */
export const contentRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { content, contentCache } = instance.ctx;
  // Every answer here is the same whoever asks: a logged-in member's request (the widgets send
  // their bearer token everywhere) keeps the ETag revalidation (plugins/private-answers.ts).
  instance.addHook('onRoute', (route) => {
    route.config = { ...route.config, sameForEveryone: true };
  });

  /**
   * A kept answer: 304 when the client has it, else its bytes (encoded once, when kept), gzip
   * or deflate as the compression plugin would choose, from bytes compressed once per entry.
   */
  const send = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
    // Added to the Vary that CORS set (Origin: the allowed origin is reflected), not replacing it.
    const vary = reply.getHeader('vary');
    const compressible = answer.body.length >= COMPRESS_THRESHOLD;
    const varies = compressible ? 'Accept-Language, Accept-Encoding' : 'Accept-Language';
    reply
      .header('etag', answer.etag)
      .header('cache-control', 'no-cache')
      .header('vary', vary ? `${String(vary)}, ${varies}` : varies);
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = compressible ? acceptedEncoding(request) : undefined;
    if (encoding === undefined) return reply.send(answer.body);
    return reply.header('content-encoding', encoding).send(compressedBody(answer, encoding));
  };

  /**
   * The answer from the instance's content cache (services/content-cache.ts), as JSON text
   * with a strong ETag: 304 when the client has it. Each language is its own entry: the
   * message, and the FAQs, steps and static pages (in Spanish when asked in Spanish). A kept
   * answer goes out in the same turn, without a promise (issue 27: the content API's hot path).
   */
  const cached =
    (key: string, message: WordKey, load: (language: Language) => Promise<unknown>) =>
    (request: FastifyRequest, reply: FastifyReply): void => {
      const { language } = request;
      const entry = `${key}|${language}`;
      const kept = contentCache.peek(entry);
      if (kept) {
        send(request, reply, kept);
        return;
      }
      contentCache
        .get(entry, async () => ({
          success: true,
          message: request.t(message),
          results: await load(language),
        }))
        .then(
          (answer) => send(request, reply, answer),
          (error: unknown) => reply.send(error),
        );
    };

  for (const audience of CONTENT_AUDIENCES) {
    const who = audience === 'users' ? 'parents' : 'caregivers';
    app.get(
      PATHS.content.faqs(audience),
      {
        ...OWN_ENCODING,
        schema: {
          tags: ['Content'],
          operationId: audience === 'users' ? 'listParentFaqs' : 'listCaregiverFaqs',
          summary: `Frequently asked questions for ${who}`,
          description: '`answer` may hold simple HTML, which clients sanitise.',
          response: { 200: envelope(z.array(Faq)) },
        },
      },
      cached(`faqs:${audience}`, 'content.faqsLoaded', (language) =>
        content.faqs(audience, language),
      ),
    );
    app.get(
      PATHS.content.hows(audience),
      {
        ...OWN_ENCODING,
        schema: {
          tags: ['Content'],
          operationId: audience === 'users' ? 'listParentHowItWorks' : 'listCaregiverHowItWorks',
          summary: `How it works, for ${who}`,
          description:
            'The steps of the How it works section, in order, in the language of `Accept-Language`.',
          response: { 200: envelope(z.array(How)) },
        },
      },
      cached(`hows:${audience}`, 'content.stepsLoaded', (language) =>
        content.hows(audience, language),
      ),
    );
  }

  for (const [path, kind] of [
    [PATHS.content.spotlightVideos, 'spotlight'],
    [PATHS.content.featuredVideos, 'featured'],
  ] as const) {
    app.get(
      path,
      {
        ...OWN_ENCODING,
        schema: {
          tags: ['Content'],
          operationId: kind === 'spotlight' ? 'listSpotlightVideos' : 'listFeaturedVideos',
          summary: `The ${kind} videos`,
          description:
            'The videos of this list, each with its YouTube id, poster and duration; titles and descriptions in the language of `Accept-Language` where a video has it, else in English.',
          response: { 200: envelope(z.array(Video)) },
        },
      },
      cached(`videos:${kind}`, 'content.videosLoaded', (language) =>
        content.videos(kind, language),
      ),
    );
  }

  for (const [path, table, operationId, summary, message] of [
    [
      PATHS.content.settings,
      'settings' as const,
      'getPublicSettings',
      'Public settings: support contacts, social links, currency',
      'content.settingsLoaded',
    ],
    [
      PATHS.content.businessData,
      'business_data',
      'getBusinessData',
      'Business data for the About page',
      'content.businessDataLoaded',
    ],
  ] as const) {
    app.get(
      path,
      {
        ...OWN_ENCODING,
        schema: {
          tags: ['Content'],
          operationId,
          summary,
          description: 'Key-value pairs, as the operators stored them.',
          response: { 200: envelope(z.record(z.string(), z.unknown())) },
        },
      },
      cached(`table:${table}`, message, () => content.keyValues(table)),
    );
  }

  app.get(
    PATHS.content.staticPages,
    {
      ...OWN_ENCODING,
      schema: {
        tags: ['Content'],
        operationId: 'listStaticPages',
        summary: 'The static pages: terms, privacy policy, contracts, about',
        description:
          "Each page's slug and title, without its body (`GET /v1/user/static-content/{slug}` gives the body).",
        response: { 200: envelope(z.array(StaticPage.omit({ body_html: true }))) },
      },
    },
    cached('pages', 'content.pagesLoaded', (language) => content.staticPages(language)),
  );

  app.get(
    ROUTES.staticPage,
    {
      ...OWN_ENCODING,
      schema: {
        tags: ['Content'],
        operationId: 'getStaticPage',
        summary:
          'One static page by slug (term-and-condition, privacy-policy, guardian-contract, rbt-contract, about)',
        description:
          'The page with its `body_html` (simple HTML, which clients sanitise); an unknown slug answers 404.',
        params: SlugParams,
        response: { 200: envelope(StaticPage), 404: ErrorEnvelope },
      },
    },
    // Only pages that exist are kept (a load that throws stores nothing): unknown slugs
    // cannot fill the cache.
    (request, reply) =>
      cached(`page:${request.params.slug}`, 'content.pageLoaded', async (language) => {
        const page = await content.staticPage(request.params.slug, language);
        if (!page) throw notFound('content.pageMissing');
        return page;
      })(request, reply),
  );

  app.get(
    PATHS.content.caregivers,
    {
      ...OWN_ENCODING,
      schema: {
        tags: ['Content'],
        operationId: 'listSpotlightCaregivers',
        summary: 'The spotlight: published caregiver profiles, featured first, then the newest',
        description:
          'The old shape, from real profiles: `full_name` is the first name and last initial ("Rosa D."), never the full name. The search is `GET /v1/caregivers`.',
        response: { 200: envelope(z.array(z.record(z.string(), z.unknown()))) },
      },
    },
    cached('spotlight', 'content.caregiversLoaded', () => instance.ctx.caregivers.spotlight()),
  );

  app.get(
    PATHS.content.ads,
    {
      ...OWN_ENCODING,
      schema: {
        tags: ['Content'],
        operationId: 'listPromotions',
        summary: 'Promotions shown to visitors',
        description: 'The promotions currently shown to visitors, in their display order.',
        response: { 200: envelope(z.array(z.record(z.string(), z.unknown()))) },
      },
    },
    cached('ads', 'content.promotionsLoaded', () => content.ads()),
  );

  app.get(
    PATHS.content.blogPosts,
    {
      ...OWN_ENCODING,
      schema: {
        tags: ['Content'],
        operationId: 'listBlogPosts',
        summary: 'Blog posts, newest first',
        description: 'Posts, newest first, without their bodies.',
        response: { 200: envelope(z.array(BlogPostSummary)) },
      },
    },
    cached('posts', 'content.postsLoaded', () => content.posts()),
  );

  app.get(
    ROUTES.blogPost,
    {
      ...OWN_ENCODING,
      schema: {
        tags: ['Content'],
        operationId: 'getBlogPost',
        summary: 'One blog post',
        description: 'A post with its body; an unknown slug answers 404.',
        params: SlugParams,
        response: { 200: envelope(BlogPost), 404: ErrorEnvelope },
      },
    },
    (request, reply) =>
      cached(`post:${request.params.slug}`, 'content.postLoaded', async () => {
        const post = await content.post(request.params.slug);
        if (!post) throw notFound('content.postMissing');
        return post;
      })(request, reply),
  );
};
