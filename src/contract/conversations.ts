import { z } from 'zod';
import { MESSAGE_FLAGS } from './admin-values';
import { multiLine, wordRef } from './common';
import { CONVERSATION_LIMITS, OTHER_KINDS } from './conversation-values';
import { APPLICATION_STATUSES } from './job-values';

// Messaging between one parent and one caregiver, and the live stream (interface §7 and its
// clarifications). The server validates with these; the client takes their types only.

// The plain values live in conversation-values.ts (the client imports those); re-exported here,
// so the server's imports stay as they are.
export { CONVERSATION_LIMITS, OTHER_KINDS } from './conversation-values';

const Body = z
  .string({ error: 'conversations.bodyRequired' })
  .transform(multiLine)
  .pipe(
    z
      .string()
      .min(CONVERSATION_LIMITS.bodyMin, { error: 'conversations.bodyRequired' })
      .max(CONVERSATION_LIMITS.bodyMax, {
        error: wordRef('fields.maxCharacters', {
          field: 'body',
          max: CONVERSATION_LIMITS.bodyMax,
        }),
      }),
  );

const positiveId = (rule: string) =>
  z
    .number({ error: rule })
    .int({ error: rule })
    .positive({ error: rule })
    .max(Number.MAX_SAFE_INTEGER, { error: rule });

/**
 * Starting (or continuing) a conversation: a parent names a caregiver (profile id) or one of the
 * applications to its jobs; a caregiver names its own application. Exactly one of the two.
 */
export const StartConversationBody = z
  .object({
    caregiver_id: positiveId('conversations.caregiverIdRule').optional(),
    application_id: positiveId('conversations.applicationIdRule').optional(),
    body: Body,
  })
  .refine((value) => (value.caregiver_id === undefined) !== (value.application_id === undefined), {
    message: 'conversations.oneOfIds',
    path: ['caregiver_id'],
  })
  // The refinement's promise, in the type: a route reads `request.body` as one of the two.
  .transform((value) => value as StartConversation)
  .describe('StartConversationRequest');

/** A valid start, as the route receives it: exactly one of the two ids, and the body. */
export type StartConversation = { body: string } & (
  | { caregiver_id: number; application_id?: undefined }
  | { application_id: number; caregiver_id?: undefined }
);

export const ConversationStarted = z
  .object({ conversation_id: z.number().int() })
  .describe('ConversationStarted');

export const MessageBody = z.object({ body: Body }).describe('MessageRequest');

/** A message as the reader sees it: `from_me` relative to the session's account. */
export const Message = z
  .object({
    id: z.number().int(),
    from_me: z.boolean(),
    body: z
      .string()
      .describe(
        'As written; for the recipient of a message sent before a hire, phone numbers and emails are masked (•••).',
      ),
    flags: z
      .array(z.enum(MESSAGE_FLAGS))
      .describe(
        "The server's safety check (interface §10): `off_platform_payment` (money before meeting or in advance through payment apps, gift cards, wires), `scam_risk` (the usual scam stories), `contact_details` (a phone number or email before a hire). Empty: nothing found.",
      ),
    created_at: z.string(),
  })
  .describe('Message');

export const ConversationSummary = z
  .object({
    id: z.number().int(),
    other: z.object({
      id: z.number().int().describe("The caregiver's profile id, or the parent's account id."),
      first_name: z.string(),
      kind: z.enum(OTHER_KINDS),
      photo_url: z
        .string()
        .nullable()
        .optional()
        .describe(
          "The other side's photo (the caregiver's profile photo or the parent's photo; its 256 px WebP under `/media/`, see `photoSources`), or null: show initials. Optional: a server may leave it out.",
        ),
    }),
    last_message: Message.nullable(),
    unread_count: z.number().int(),
    updated_at: z.string(),
    blocked: z
      .boolean()
      .describe('One side blocked the conversation: no more messages can be sent in it.'),
  })
  .describe('ConversationSummary');

export const MessagesQuery = z
  .object({
    after: z.coerce
      .number({ error: 'conversations.afterRule' })
      .int({ error: 'conversations.afterRule' })
      .min(0, { error: 'conversations.afterRule' })
      .max(Number.MAX_SAFE_INTEGER)
      .optional()
      .describe('Messages newer than this id, oldest first (catching up).'),
    before: z.coerce
      .number({ error: 'conversations.beforeRule' })
      .int({ error: 'conversations.beforeRule' })
      .positive({ error: 'conversations.beforeRule' })
      .max(Number.MAX_SAFE_INTEGER)
      .optional()
      .describe('The page of older messages just before this id (scrolling up), oldest first.'),
  })
  .describe('MessagesQuery');

export const StreamTicket = z.object({ ticket: z.string() }).describe('StreamTicket');

export const StreamQuery = z
  .object({
    ticket: z.string().max(200).optional(),
    after: z.coerce
      .number()
      .int()
      .min(0)
      .max(Number.MAX_SAFE_INTEGER)
      .optional()
      .describe(
        'The last message id this client has: messages after it (to this account) are sent first.',
      ),
  })
  .describe('StreamQuery');

/** The unread count in the header. */
export const UnreadCount = z.object({ unread_count: z.number().int() }).describe('UnreadCount');

/** `data` of the stream's `message` event. */
export const MessageEvent = z.object({ conversation_id: z.number().int(), message: Message });
/** `data` of the stream's `application` event. */
export const ApplicationEvent = z.object({
  job_id: z.number().int(),
  application_id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
});

export type StartConversationBody = z.input<typeof StartConversationBody>;
export type ConversationStarted = z.infer<typeof ConversationStarted>;
export type MessageBody = z.input<typeof MessageBody>;
export type Message = z.infer<typeof Message>;
export type ConversationSummary = z.infer<typeof ConversationSummary>;
export type MessagesQuery = z.input<typeof MessagesQuery>;
export type StreamTicket = z.infer<typeof StreamTicket>;
export type UnreadCount = z.infer<typeof UnreadCount>;
export type MessageEvent = z.infer<typeof MessageEvent>;
export type ApplicationEvent = z.infer<typeof ApplicationEvent>;
