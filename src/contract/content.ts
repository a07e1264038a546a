import { z } from 'zod';
import { wordRef } from './common';

export const SlugParams = z.object({ slug: z.string().min(1).max(100) });

export const Faq = z
  .object({ id: z.number(), question: z.string(), answer: z.string() })
  .describe('Faq');

export const How = z
  .object({
    id: z.number(),
    step: z.number(),
    title: z.string(),
    body: z.string(),
    icon: z.string(),
  })
  .describe('HowItWorksStep');

export const Video = z
  .object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    youtube_id: z.string(),
    poster_url: z.string(),
    duration_seconds: z.number(),
  })
  .describe('Video');

export const StaticPage = z
  .object({ slug: z.string(), title: z.string(), body_html: z.string(), updated_at: z.string() })
  .describe('StaticPage');

export const BlogPostSummary = z
  .object({
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    author: z.string(),
    cover_url: z.string(),
    tags: z.array(z.string()),
    published_at: z.string(),
  })
  .describe('BlogPostSummary');

export const BlogPost = BlogPostSummary.extend({ body_html: z.string() }).describe('BlogPost');

export const OutboxEntry = z
  .object({
    channel: z.enum(['sms', 'email']),
    to: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    code: z.string().nullable(),
    headers: z
      .record(z.string(), z.string())
      .describe("The email's extra headers (List-Unsubscribe…); {} when none, and for texts."),
    created_at: z.string(),
  })
  .describe('OutboxEntry');

export const OutboxQuery = z.object({
  to: z
    .string()
    .max(320)
    .optional()
    .describe('Only messages to this phone number (+15551234567) or email.'),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** `POST /dev/tick` (interface §9): the time to run every time-driven job as of. */
export const DevTickBody = z.object({
  now: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? wordRef('fields.required', { field: 'now' })
          : 'devTick.nowInvalid',
    })
    .datetime({ offset: true, error: 'devTick.nowInvalid' })
    .describe('ISO 8601, not before the last tick (nor the server clock).'),
});

export const DevTick = z
  .object({
    now: z.string().describe('The time the jobs ran as of: the server clock from then on.'),
    jobs: z.array(
      z.object({
        name: z.string(),
        did: z.record(z.string(), z.number()).describe('What the job did: counts by outcome.'),
      }),
    ),
  })
  .describe('DevTick');

// Types for the client (`import type`: no zod in a bundle).
export type Faq = z.infer<typeof Faq>;
export type HowStep = z.infer<typeof How>;
export type Video = z.infer<typeof Video>;
export type StaticPage = z.infer<typeof StaticPage>;
export type StaticPageSummary = Omit<StaticPage, 'body_html'>;
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;
export type BlogPost = z.infer<typeof BlogPost>;
export type OutboxEntry = z.infer<typeof OutboxEntry>;
export type DevTick = z.infer<typeof DevTick>;
