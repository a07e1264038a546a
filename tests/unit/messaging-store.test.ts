import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary, Message } from '../../src/contract/conversations';
import { ApiError } from '../../src/lib/api-client';
import type { MessagingApi } from '../../src/messaging/messaging-api';
import { streamUrl } from '../../src/messaging/messaging-api';
import { MessagingStore } from '../../src/messaging/messaging-store';
import {
  BACKOFF,
  backoffDelay,
  parseMessageEvent,
  type StreamSource,
} from '../../src/messaging/stream-client';

/** An EventSource stand-in: the test opens it, fails it and sends it events. */
class FakeSource implements StreamSource {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  emit(type: string, data: unknown, lastEventId = '') {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event as MessageEvent<string>);
  }
  /** A `message` event as the server sends it (SSE id = message id). */
  message(conversationId: number, message: Message) {
    this.emit('message', { conversation_id: conversationId, message }, String(message.id));
  }
}

const at = (minute: number) => `2030-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const msg = (id: number, fromMe = false, body = `message ${id}`): Message => ({
  id,
  from_me: fromMe,
  body,
  flags: [],
  created_at: at(id % 60),
});
const summary = (id: number, unread: number, last: Message | null, minute: number) =>
  ({
    id,
    other: { id: id * 10, first_name: `Person${id}`, kind: 'caregiver' },
    last_message: last,
    unread_count: unread,
    updated_at: at(minute),
    blocked: false,
  }) satisfies ConversationSummary;

function fakeApi() {
  let tickets = 0;
  return {
    conversations: vi.fn<MessagingApi['conversations']>(async () => []),
    messages: vi.fn<MessagingApi['messages']>(async () => []),
    send: vi.fn<MessagingApi['send']>(),
    start: vi.fn<MessagingApi['start']>(),
    block: vi.fn<MessagingApi['block']>(async () => {}),
    unread: vi.fn<MessagingApi['unread']>(async () => 0),
    ticket: vi.fn<MessagingApi['ticket']>(async () => {
      tickets += 1;
      return `ticket-${tickets}`;
    }),
  } satisfies MessagingApi;
}

let api: ReturnType<typeof fakeApi>;
let sources: FakeSource[];
let store: MessagingStore;

/** Lets pending promises (the ticket, an API answer) settle. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

function makeStore(random = () => 0) {
  return new MessagingStore({
    api,
    streamUrl: (ticket, after) => streamUrl('https://api.test', ticket, after),
    openStream: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    random,
    fallback: 'Something went wrong.',
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  api = fakeApi();
  sources = [];
  store = makeStore();
});
afterEach(() => {
  store.reset();
  vi.useRealTimers();
});

/** Connects and opens the first stream. */
async function connected() {
  store.connect();
  await settle();
  const source = sources.at(-1) as FakeSource;
  source.open();
  await settle();
  return source;
}

describe('the stream client', () => {
  it('buys a ticket and opens GET /v1/stream with it (no after= on the first connection)', async () => {
    const source = await connected();
    expect(api.ticket).toHaveBeenCalledTimes(1);
    const url = new URL(source.url);
    expect(url.pathname).toBe('/v1/stream');
    expect(url.searchParams.get('ticket')).toBe('ticket-1');
    expect(url.searchParams.has('after')).toBe(false);
    expect(store.streamStatus).toBe('open');
  });

  it('reconnects after a drop with a new ticket and after= the last message id seen', async () => {
    const first = await connected();
    first.message(1, msg(41));
    first.message(2, msg(57));
    first.fail();
    expect(first.closed).toBe(true);
    expect(store.streamStatus).toBe('waiting');
    await vi.advanceTimersByTimeAsync(backoffDelay(0, () => 0));
    const second = sources.at(-1) as FakeSource;
    expect(second).not.toBe(first);
    const url = new URL(second.url);
    expect(url.searchParams.get('ticket')).toBe('ticket-2');
    expect(url.searchParams.get('after')).toBe('57');
  });

  it('waits longer after each failed attempt (1 s doubling, capped at 30 s) and starts over once open', async () => {
    store.connect();
    await settle();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const count = sources.length;
      (sources.at(-1) as FakeSource).fail();
      const delay = backoffDelay(attempt, () => 0);
      waits.push(delay);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(sources.length, `attempt ${attempt} reconnected too early`).toBe(count);
      await vi.advanceTimersByTimeAsync(1);
      expect(sources.length).toBe(count + 1);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000]);
    // An open stream resets the schedule.
    (sources.at(-1) as FakeSource).open();
    (sources.at(-1) as FakeSource).fail();
    const count = sources.length;
    await vi.advanceTimersByTimeAsync(500);
    expect(sources.length).toBe(count + 1);
  });

  it('computes the backoff with jitter between half and all of the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    for (let n = 0; n < 20; n += 1) {
      const delay = backoffDelay(n);
      const cap = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** n);
      expect(delay).toBeGreaterThanOrEqual(cap / 2);
      expect(delay).toBeLessThanOrEqual(cap);
    }
  });

  it('retries when the ticket cannot be bought, and stops when the session is over (401)', async () => {
    api.ticket.mockRejectedValueOnce(new ApiError('offline', 'FETCH_ERROR'));
    store.connect();
    await settle();
    expect(sources).toHaveLength(0);
    expect(store.streamStatus).toBe('waiting');
    await vi.advanceTimersByTimeAsync(500);
    expect(sources).toHaveLength(1);

    sources[0]?.fail();
    api.ticket.mockRejectedValueOnce(new ApiError('Log in again.', 401));
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.streamStatus).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
  });

  it('tells the page when the server ended the session (a suspension), once, and not when offline', async () => {
    const over = vi.fn();
    store.reset();
    store = new MessagingStore({
      api,
      streamUrl: (ticket, after) => streamUrl('https://api.test', ticket, after),
      openStream: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      random: () => 0,
      onSessionOver: over,
    });
    store.connect();
    await settle();
    sources[0]?.open();
    // The server closes the stream; the next ticket is refused for a network failure, then 403.
    sources[0]?.fail();
    api.ticket.mockRejectedValueOnce(new ApiError('offline', 'FETCH_ERROR'));
    await vi.advanceTimersByTimeAsync(500);
    expect(over).not.toHaveBeenCalled();
    api.ticket.mockRejectedValueOnce(new ApiError('Your account is suspended.', 403));
    await vi.advanceTimersByTimeAsync(1000);
    expect(over).toHaveBeenCalledTimes(1);
    expect(store.streamStatus).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(over).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(1);
  });

  it('drops malformed events instead of half-applying them', async () => {
    const source = await connected();
    await store.loadConversations();
    source.emit('message', { conversation_id: 1, message: { id: 'x', body: 1 } });
    source.emit('message', 'not an object');
    expect(store.unreadTotal).toBe(0);
    expect(parseMessageEvent('{')).toBeNull();
    expect(
      parseMessageEvent(
        JSON.stringify({ conversation_id: 1, message: { ...msg(1), body: '<b>hi</b>' } }),
      )?.message.body,
    ).toBe('<b>hi</b>');
  });

  it("keeps a message's known safety flags; unknown or missing ones become none", () => {
    const parse = (flags: unknown) =>
      parseMessageEvent(JSON.stringify({ conversation_id: 1, message: { ...msg(1), flags } }))
        ?.message.flags;
    expect(parse(['scam_risk', 'contact_details'])).toEqual(['scam_risk', 'contact_details']);
    expect(parse(['scam_risk', 'nonsense', 3])).toEqual(['scam_risk']);
    expect(parse(undefined)).toEqual([]);
  });

  it('keeps the latest application status the stream tells', async () => {
    const source = await connected();
    source.emit('application', { job_id: 3, application_id: 9, status: 'shortlisted' });
    source.emit('application', { job_id: 3, application_id: 9, status: 'hired' });
    source.emit('application', { job_id: 3, application_id: 10, status: 'nonsense' });
    expect(store.applications.get(9)?.status).toBe('hired');
    expect(store.applications.has(10)).toBe(false);
  });
});

describe('merging the stream into the store', () => {
  beforeEach(() => {
    api.conversations.mockResolvedValue([summary(1, 0, msg(5, true), 5), summary(2, 2, msg(7), 7)]);
    api.unread.mockResolvedValue(2);
  });

  it('puts a new message on its conversation: last message, unread +1, newest first', async () => {
    const source = await connected();
    await store.loadConversations();
    expect(store.unreadTotal).toBe(2);
    expect(store.conversations?.map((c) => c.id)).toEqual([2, 1]);

    source.message(1, msg(12, false, 'Are you free on Friday?'));
    expect(store.conversations?.map((c) => c.id)).toEqual([1, 2]);
    expect(store.conversation(1)?.last_message?.body).toBe('Are you free on Friday?');
    expect(store.conversation(1)?.unread_count).toBe(1);
    expect(store.unreadTotal).toBe(3);
    expect(store.lastArrival?.message.id).toBe(12);
  });

  it('does not count my own messages (sent from another tab) as unread', async () => {
    const source = await connected();
    await store.loadConversations();
    source.message(1, msg(13, true));
    expect(store.conversation(1)?.last_message?.id).toBe(13);
    expect(store.conversation(1)?.unread_count).toBe(0);
    expect(store.unreadTotal).toBe(2);
  });

  it('applies a message once, however many times it comes (dedupe by id)', async () => {
    api.messages.mockResolvedValueOnce([msg(5, true), msg(6)]);
    const source = await connected();
    await store.loadConversations();
    // A thread in the store, not on screen.
    await store.openThread(1);
    store.closeThread(1);

    source.message(1, msg(20));
    source.message(1, msg(20));
    expect(store.conversation(1)?.unread_count).toBe(1);
    expect(store.unreadTotal).toBe(3);

    // A catch-up after a reconnect replays it once more, and one already on the page.
    source.fail();
    await vi.advanceTimersByTimeAsync(500);
    const again = sources.at(-1) as FakeSource;
    again.open();
    again.message(1, msg(20));
    again.message(1, msg(6));

    expect(store.threads.get(1)?.messages.map((m) => m.id)).toEqual([5, 6, 20]);
    expect(store.conversation(1)?.unread_count).toBe(1);
    expect(store.unreadTotal).toBe(3);
  });

  it('counts a message the server answered for a send and the stream repeats only once', async () => {
    api.messages.mockResolvedValueOnce([msg(5, true)]);
    api.send.mockResolvedValueOnce(msg(30, true, 'See you then'));
    const source = await connected();
    await store.loadConversations();
    await store.openThread(1);
    await store.send(1, 'See you then');
    source.message(1, msg(30, true, 'See you then'));
    expect(store.threads.get(1)?.messages.map((m) => m.id)).toEqual([5, 30]);
  });

  it('opening a thread reads it: its unread leaves the total', async () => {
    api.messages.mockResolvedValueOnce([msg(6), msg(7)]);
    await connected();
    await store.loadConversations();
    expect(store.unreadTotal).toBe(2);
    await store.openThread(2);
    expect(api.messages).toHaveBeenCalledWith(2);
    expect(store.conversation(2)?.unread_count).toBe(0);
    expect(store.unreadTotal).toBe(0);
  });

  it('a message in the open thread is not unread: the thread catches up after= its newest, which marks it read', async () => {
    api.messages.mockResolvedValueOnce([msg(6), msg(7)]);
    const source = await connected();
    await store.loadConversations();
    await store.openThread(2);
    api.messages.mockResolvedValueOnce([msg(8)]);
    source.message(2, msg(8));
    expect(store.unreadTotal).toBe(0);
    expect(store.threads.get(2)?.messages.map((m) => m.id)).toEqual([6, 7, 8]);
    await vi.advanceTimersByTimeAsync(300);
    // After the newest the server gave (7), not the newest shown (8): the server marks read
    // up to the newest it answers, so 8 must be in the answer.
    expect(api.messages).toHaveBeenLastCalledWith(2, { after: 7 });
    expect(store.unreadTotal).toBe(0);
  });

  it('a burst in the open thread is marked read in one call, plus one for what came meanwhile', async () => {
    api.messages.mockResolvedValueOnce([msg(6), msg(7)]);
    const source = await connected();
    await store.loadConversations();
    await store.openThread(2);
    const before = api.messages.mock.calls.length;
    api.messages.mockResolvedValueOnce([msg(8), msg(9), msg(10)]);
    api.messages.mockResolvedValueOnce([msg(9), msg(10)]);
    source.message(2, msg(8));
    source.message(2, msg(9));
    source.message(2, msg(10));
    await settle();
    await settle();
    expect(api.messages.mock.calls.slice(before)).toEqual([
      [2, { after: 7 }],
      [2, { after: 10 }],
    ]);
    expect(store.threads.get(2)?.messages.map((m) => m.id)).toEqual([6, 7, 8, 9, 10]);
    expect(store.unreadTotal).toBe(0);
  });

  it('asks for the unread total again when a message arrived while the answer was on its way', async () => {
    let answer: (count: number) => void = () => {};
    const source = await connected();
    api.unread.mockImplementationOnce(
      () =>
        new Promise<number>((resolve) => {
          answer = resolve;
        }),
    );
    api.unread.mockResolvedValueOnce(4);
    const refreshing = store.refreshUnread();
    source.message(9, msg(90));
    answer(3);
    await refreshing;
    expect(api.unread).toHaveBeenCalledTimes(3);
    expect(store.unreadTotal).toBe(4);
  });

  it('loads the list again when a message comes for a conversation it does not know', async () => {
    const source = await connected();
    await store.loadConversations();
    api.conversations.mockResolvedValueOnce([
      summary(3, 1, msg(70), 59),
      summary(1, 0, msg(5, true), 5),
      summary(2, 2, msg(7), 7),
    ]);
    source.message(3, msg(70));
    await settle();
    expect(store.conversations?.map((c) => c.id)).toEqual([3, 2, 1]);
    expect(store.unreadTotal).toBe(3);
  });

  it('loads older pages with before= the oldest message, and knows when there are no more', async () => {
    const page = Array.from({ length: 50 }, (_, i) => msg(100 + i));
    api.messages.mockResolvedValueOnce(page);
    await store.openThread(2);
    expect(store.threads.get(2)?.hasOlder).toBe(true);
    api.messages.mockResolvedValueOnce([msg(98), msg(99), msg(100)]);
    await store.loadOlder(2);
    expect(api.messages).toHaveBeenLastCalledWith(2, { before: 100 });
    const thread = store.threads.get(2);
    expect(thread?.messages).toHaveLength(52);
    expect(thread?.messages[0]?.id).toBe(98);
    expect(thread?.hasOlder).toBe(false);
  });

  it('a thread that is not yours (404) says so', async () => {
    api.messages.mockRejectedValueOnce(new ApiError('Conversation not found.', 404));
    await expect(store.openThread(77)).rejects.toThrow('Conversation not found.');
    expect(store.threads.get(77)?.status).toBe('error');
    expect(store.threads.get(77)?.notFound).toBe(true);
  });

  it('forgets everything on logout (reset), and the next session starts without after=', async () => {
    const source = await connected();
    await store.loadConversations();
    source.message(1, msg(12));
    store.reset();
    expect(store.conversations).toBeNull();
    expect(store.unreadTotal).toBe(0);
    expect(source.closed).toBe(true);
    store.connect();
    await settle();
    expect(new URL((sources.at(-1) as FakeSource).url).searchParams.has('after')).toBe(false);
  });
});

describe('sending', () => {
  beforeEach(() => {
    api.conversations.mockResolvedValue([summary(1, 0, msg(5, true), 5)]);
    api.messages.mockResolvedValue([msg(5, true)]);
  });

  it('keeps the text of a failed send, and Retry sends exactly it', async () => {
    await store.loadConversations();
    await store.openThread(1);
    api.send.mockRejectedValueOnce(new ApiError('Network down.', 'FETCH_ERROR'));
    await expect(store.send(1, 'Hello\nsecond line')).rejects.toThrow('Network down.');
    expect(store.outgoing.get(1)).toEqual({
      status: 'failed',
      body: 'Hello\nsecond line',
      error: 'Network down.',
    });
    expect(store.threads.get(1)?.messages.map((m) => m.id)).toEqual([5]);

    api.send.mockResolvedValueOnce(msg(6, true, 'Hello\nsecond line'));
    const sent = store.retry(1);
    expect(store.outgoing.get(1)?.status).toBe('sending');
    await sent;
    expect(api.send).toHaveBeenLastCalledWith(1, 'Hello\nsecond line');
    expect(store.outgoing.has(1)).toBe(false);
    expect(store.threads.get(1)?.messages.map((m) => m.id)).toEqual([5, 6]);
    expect(store.conversation(1)?.last_message?.id).toBe(6);
  });

  it('a blocked conversation refuses and says so; the text stays', async () => {
    api.send.mockRejectedValueOnce(new ApiError('This conversation is blocked.', 403));
    await expect(store.send(1, 'Still there?')).rejects.toThrow('This conversation is blocked.');
    expect(store.outgoing.get(1)?.body).toBe('Still there?');
  });

  it('block marks the conversation blocked', async () => {
    await store.loadConversations();
    await store.block(1);
    expect(api.block).toHaveBeenCalledWith(1);
    expect(store.conversation(1)?.blocked).toBe(true);
  });
});
