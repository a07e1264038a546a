import type {
  ConversationStarted,
  ConversationSummary,
  Message,
  StartConversationBody,
  StreamTicket,
  UnreadCount,
} from '../contract/conversations';
import { CONVERSATION_PATHS } from '../contract/endpoints';
import { type ApiClient, resultsOf, successOf } from '../lib/api-client';

/**
 * Messaging (interface §7) through the one API client. Every call answers `results` or throws an
 * ApiError with the server's message and body (its `code`, its field errors).
 */

/** A page of a conversation: the newest (no cursor), newer than `after`, or older than `before`. */
export function messagesPath(id: number, cursor: { after?: number; before?: number } = {}) {
  const params = new URLSearchParams();
  if (cursor.after !== undefined) params.set('after', String(cursor.after));
  if (cursor.before !== undefined) params.set('before', String(cursor.before));
  const query = params.toString();
  return query ? `${CONVERSATION_PATHS.messages(id)}?${query}` : CONVERSATION_PATHS.messages(id);
}

/** `GET /v1/stream?ticket=…&after=…` on the API base. */
export function streamUrl(base: string, ticket: string, after?: number): string {
  const params = new URLSearchParams({ ticket });
  if (after !== undefined) params.set('after', String(after));
  return `${base}${CONVERSATION_PATHS.stream}?${params}`;
}

export function messagingApi(api: ApiClient, fallback = '') {
  return {
    async conversations(): Promise<ConversationSummary[]> {
      return resultsOf(await api.get<ConversationSummary[]>(CONVERSATION_PATHS.list), fallback);
    },
    async messages(id: number, cursor?: { after?: number; before?: number }): Promise<Message[]> {
      return resultsOf(await api.get<Message[]>(messagesPath(id, cursor)), fallback);
    },
    async send(id: number, body: string): Promise<Message> {
      return resultsOf(
        await api.post<Message>(CONVERSATION_PATHS.messages(id), { body }),
        fallback,
      );
    },
    async start(body: StartConversationBody): Promise<ConversationStarted> {
      return resultsOf(
        await api.post<ConversationStarted>(CONVERSATION_PATHS.list, body),
        fallback,
      );
    },
    async block(id: number): Promise<void> {
      successOf(await api.post(CONVERSATION_PATHS.block(id)), fallback);
    },
    async unread(): Promise<number> {
      return resultsOf(await api.get<UnreadCount>(CONVERSATION_PATHS.unread), fallback)
        .unread_count;
    },
    async ticket(): Promise<string> {
      return resultsOf(await api.post<StreamTicket>(CONVERSATION_PATHS.ticket), fallback).ticket;
    },
  };
}

export type MessagingApi = ReturnType<typeof messagingApi>;
