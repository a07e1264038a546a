import { z } from 'zod';
import { EMAIL_MESSAGES, validateNewsletterEmail } from '../../src/newsletter/email-rules';

export const NewsletterBody = z
  .object({
    email: z
      .string({ error: EMAIL_MESSAGES.required })
      .max(320, { error: EMAIL_MESSAGES.invalid })
      .superRefine((value, ctx) => {
        const problem = validateNewsletterEmail(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((value) => value.trim().toLowerCase()),
    source: z
      .string()
      .max(500)
      .optional()
      .describe('The page the person signed up on (consent record).'),
  })
  .describe('NewsletterRequest');

export const ConfirmQuery = z.object({ token: z.string().max(200).optional() });

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
