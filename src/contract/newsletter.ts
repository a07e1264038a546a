import { z } from 'zod';
import { newsletterEmailProblem } from './email';

/** spec §5, word for word. */
export const EMAIL_MESSAGES = {
  required: 'newsletter.emailRequired',
  invalid: 'account.emailInvalid',
} as const;

/** The error message for a newsletter email, or undefined when it is valid. */
export function validateNewsletterEmail(value: string): string | undefined {
  const problem = newsletterEmailProblem(value);
  return problem && EMAIL_MESSAGES[problem];
}

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
