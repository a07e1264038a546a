import { z } from 'zod';

/** The envelope of interface §4, for the OpenAPI document. */
export function envelope<T extends z.ZodType>(results?: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    ...(results ? { results } : {}),
  });
}

export const ErrorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string().describe('What went wrong and what to do, for a person to read.'),
    results: z.unknown().optional(),
  })
  .describe('Error');

export const MessageOnly = envelope();

export const accountTypes = ['user', 'service_provider'] as const;
