import { CONVERSATION_PATHS } from '../../../src/contract/endpoints';

// A Server-Sent Events reader over fetch for `GET /v1/stream` (stream, cluster and bench use it):
// events, comments (`: ping`) and `retry:` hints as they come.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SseEvent {
  id?: string;
  event: string;
  data: any;
}

export interface SseClient {
  status: number;
  headers: Headers;
  events: SseEvent[];
  comments: string[];
  retries: number[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  next(predicate: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  waitUntil(check: () => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
  body?: any;
}

/** Opens `GET /v1/stream` with fetch and parses the events as they come. */
export async function openStream(
  open: SseClient[],
  base: string,
  options: {
    token?: string;
    ticket?: string;
    after?: number;
    lastEventId?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<SseClient> {
  const url = new URL(CONVERSATION_PATHS.stream, base);
  if (options.ticket !== undefined) url.searchParams.set('ticket', options.ticket);
  if (options.after !== undefined) url.searchParams.set('after', String(options.after));
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.lastEventId !== undefined ? { 'last-event-id': options.lastEventId } : {}),
      ...options.headers,
    },
    signal: controller.signal,
  });
  const client: SseClient = {
    status: response.status,
    headers: response.headers,
    events: [],
    comments: [],
    retries: [],
    ended: Promise.resolve(),
    close: () => controller.abort(),
    async next(predicate, timeoutMs = 5000) {
      let found: SseEvent | undefined;
      await client.waitUntil(() => {
        found = client.events.find(predicate);
        return found !== undefined;
      }, timeoutMs);
      return found as SseEvent;
    },
    async waitUntil(check, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > until) throw new Error('timed out waiting on the stream');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
  if (!response.ok || !response.body) {
    client.body = await response.json();
    return client;
  }
  open.push(client);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  client.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SseEvent = { event: 'message', data: undefined };
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
            else if (line.startsWith('retry: ')) client.retries.push(Number(line.slice(7)));
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) data = (data ? `${data}\n` : '') + line.slice(6);
          }
          if (data !== undefined) client.events.push({ ...event, data: JSON.parse(data) });
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return client;
}
