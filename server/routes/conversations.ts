import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses } from '../../src/contract/common';
import {
  CONVERSATION_LIMITS,
  ConversationStarted,
  ConversationSummary,
  Message,
  MessageBody,
  MessagesQuery,
  StartConversationBody,
  UnreadCount,
} from '../../src/contract/conversations';
import { CONVERSATION_PATHS, ROUTES } from '../../src/contract/endpoints';
import { SUBSCRIPTION_REQUIRED } from '../../src/contract/jobs';
import { ApiProblem, fieldProblem, forbidden, notFound, tooManyRequests } from '../errors';
import { EMAIL_EVERY_MINUTES, participantOf } from '../services/conversations';
import { requireAccount } from '../session-guard';

const errors = errorResponses(400, 401, 403, 404, 429);

/** What every message answer says about the safety check (interface §10). */
const SAFETY_NOTE =
  'Every new message is checked on the server (interface §10 "Safety in conversations", English and Spanish): `flags` names `off_platform_payment` (money before meeting or in advance through payment apps, gift cards, wires, crypto; paying after the care is ordinary), `scam_risk` (overpayment and fake checks, "pay you in advance", relocating and hiring unseen, bank details) and `contact_details` (a phone number or email before a hire: the recipient reads them masked as •••, the sender as written). A payment or scam flag opens an automatic report for the staff.';

const ConversationParams = z.object({
  id: z.coerce
    .number({ error: 'conversations.idRule' })
    .int({ error: 'conversations.idRule' })
    .positive({ error: 'conversations.idRule' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'conversations.idRule' }),
});

/**
 * Messaging between a parent and a caregiver (interface §7 and its "Conversations"
 * clarification), plus three additions the issue asks for: the header's unread count, block
 * and report. Every call checks that the session takes part: someone else's conversation,
 * application or an unknown caregiver is 404, never 403. Sending is limited per account
 * (RATE_MESSAGES_PER_MINUTE), counted atomically in the database.
 */
export const conversationRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { ctx } = instance;
  const { conversations } = ctx;
  const limited = { rateLimit: { max: ctx.config.limits.clientPerMinute, timeWindow: 60_000 } };
  const perMinute = ctx.config.limits.messagesPerMinute;
  const participant = async (request: FastifyRequest) =>
    participantOf(await requireAccount(ctx, request));

  /** One slot of the account's messages per minute, or 429 saying when to try again. */
  const takeMessageSlot = async (accountId: string) => {
    const wait = await ctx.limiter.take(`messages:${accountId}`, perMinute, 60);
    if (wait > 0) throw tooManyRequests(wait, 'conversations.tooFast');
  };

  app.post(
    CONVERSATION_PATHS.list,
    {
      config: limited,
      schema: {
        tags: ['Conversations'],
        operationId: 'startConversation',
        summary: 'Start a conversation (or write in the existing one)',
        description: `A parent gives \`caregiver_id\` (a published caregiver's profile id) or \`application_id\` (an application to one of its jobs); a caregiver gives \`application_id\` (one of its own applications; \`caregiver_id\` answers 403). Exactly one of the two, and \`body\` (${CONVERSATION_LIMITS.bodyMin}–${CONVERSATION_LIMITS.bodyMax} characters, kept as written: HTML is text). When the pair already has a conversation, \`body\` is added to it and its id answered. Starting one (the pair has none) needs an active plan for a parent: without one, 403 with \`results.code\` "${SUBSCRIPTION_REQUIRED}". An unknown caregiver or someone else's application answers 404; a blocked conversation 403. At most RATE_MESSAGES_PER_MINUTE (${perMinute}) messages a minute per account (429). An offline recipient is emailed (at most once per conversation per ${EMAIL_EVERY_MINUTES} minutes, never the text). ${SAFETY_NOTE}`,
        security: [{ bearer: [] }],
        body: StartConversationBody,
        response: { 201: envelope(ConversationStarted), ...errors },
      },
    },
    async (request, reply) => {
      const me = await participant(request);
      await takeMessageSlot(me.accountId);
      const outcome = await conversations.start(me, request.body);
      if (!outcome.ok) {
        switch (outcome.problem) {
          case 'caregiver_needs_application':
            throw forbidden('conversations.caregiverNeedsApplication');
          case 'caregiver_not_found':
            throw notFound('reviews.caregiverNotFound');
          case 'application_not_found':
            throw notFound('conversations.applicationNotFound');
          case 'blocked':
            throw forbidden('conversations.blockedRefusal');
          default:
            throw new ApiProblem(403, 'conversations.parentPaywall', {
              code: SUBSCRIPTION_REQUIRED,
            });
        }
      }
      reply.code(201);
      return {
        success: true,
        message: request.t('conversations.started'),
        results: { conversation_id: outcome.conversationId },
      };
    },
  );

  app.get(
    CONVERSATION_PATHS.list,
    {
      schema: {
        tags: ['Conversations'],
        operationId: 'listConversations',
        summary: 'Your conversations',
        description: `Newest first (by the last message), at most ${CONVERSATION_LIMITS.listMax}. \`other\` is the other participant: a caregiver (its profile id) for a parent, a parent (its account id) for a caregiver, first name only. \`unread_count\` counts the other side's messages you have not read; \`blocked\` says no more messages can be sent.`,
        security: [{ bearer: [] }],
        response: { 200: envelope(z.array(ConversationSummary)), ...errors },
      },
    },
    async (request) => {
      const me = await participant(request);
      const list = await conversations.list(me);
      return {
        success: true,
        message: request.t(list.length ? 'conversations.loaded' : 'conversations.none'),
        results: list,
      };
    },
  );

  app.get(
    CONVERSATION_PATHS.unread,
    {
      schema: {
        tags: ['Conversations'],
        operationId: 'getUnreadMessageCount',
        summary: 'Your unread messages (the header count)',
        description:
          "The other sides' messages you have not read yet, in all your conversations. An addition to interface §7 (the issue's unread count in the header, without loading every conversation).",
        security: [{ bearer: [] }],
        response: { 200: envelope(UnreadCount), ...errors },
      },
    },
    async (request) => {
      const me = await participant(request);
      return {
        success: true,
        message: request.t('conversations.unread'),
        results: { unread_count: await conversations.unread(me) },
      };
    },
  );

  app.get(
    ROUTES.conversationMessages,
    {
      schema: {
        tags: ['Conversations'],
        operationId: 'listMessages',
        summary: "A conversation's messages",
        description: `Oldest first, at most ${CONVERSATION_LIMITS.pageSize}: with \`after\` the messages newer than that id (catching up: ask again from the last one while a full page comes back), with \`before\` the page just older than that id (scrolling up), else the newest ${CONVERSATION_LIMITS.pageSize}. The messages answered are marked read. \`from_me\` is relative to the session. Someone else's conversation answers 404. ${SAFETY_NOTE}`,
        security: [{ bearer: [] }],
        params: ConversationParams,
        querystring: MessagesQuery,
        response: { 200: envelope(z.array(Message)), ...errors },
      },
    },
    async (request) => {
      const me = await participant(request);
      const { after, before } = request.query;
      if (after !== undefined && before !== undefined)
        throw fieldProblem('before', 'conversations.cursorsTogether');
      const list = await conversations.messages(me, request.params.id, { after, before });
      if (!list) throw notFound('conversations.notFound');
      return { success: true, message: request.t('conversations.messagesLoaded'), results: list };
    },
  );

  app.post(
    ROUTES.conversationMessages,
    {
      config: limited,
      schema: {
        tags: ['Conversations'],
        operationId: 'sendMessage',
        summary: 'Send a message',
        description: `\`body\`: ${CONVERSATION_LIMITS.bodyMin}–${CONVERSATION_LIMITS.bodyMax} characters, kept as written (HTML is text). It reaches both participants' streams (\`message\` event), whichever instance they are on. A blocked conversation answers 403; someone else's 404. At most RATE_MESSAGES_PER_MINUTE (${perMinute}) messages a minute per account (429). An offline recipient is emailed (at most once per conversation per ${EMAIL_EVERY_MINUTES} minutes, never the text). ${SAFETY_NOTE}`,
        security: [{ bearer: [] }],
        params: ConversationParams,
        body: MessageBody,
        response: { 201: envelope(Message), ...errors },
      },
    },
    async (request, reply) => {
      const me = await participant(request);
      await takeMessageSlot(me.accountId);
      const outcome = await conversations.send(me, request.params.id, request.body.body);
      if (!outcome.ok) {
        if (outcome.problem === 'blocked') throw forbidden('conversations.blockedRefusal');
        throw notFound('conversations.notFound');
      }
      reply.code(201);
      return { success: true, message: request.t('conversations.sent'), results: outcome.message };
    },
  );

  app.post(
    ROUTES.conversationBlock,
    {
      config: limited,
      schema: {
        tags: ['Conversations'],
        operationId: 'blockConversation',
        summary: 'Block a conversation',
        description:
          'Either participant; from then on neither side can send in it (403). Idempotent. Answers the conversation as the list shows it (`blocked: true`). Someone else\'s conversation answers 404. An addition to interface §7 (the issue\'s "block and report").',
        security: [{ bearer: [] }],
        params: ConversationParams,
        response: { 200: envelope(ConversationSummary), ...errors },
      },
    },
    async (request) => {
      const me = await participant(request);
      const summary = await conversations.block(me, request.params.id);
      if (!summary) throw notFound('conversations.notFound');
      return { success: true, message: request.t('conversations.blocked'), results: summary };
    },
  );
};
