import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { BookingEvent } from '../contract/booking-values';
import { CONVERSATION_LIMITS } from '../contract/conversation-values';
import type {
  ApplicationEvent,
  ConversationSummary,
  Message,
  StartConversationBody,
  MessageEvent as StreamMessage,
} from '../contract/conversations';
import { ApiError } from '../lib/api-client';
import { failureMessage } from '../lib/api-errors';
import type { MessagingApi } from './messaging-api';
import { type OpenStream, StreamClient, type StreamStatus } from './stream-client';

/** One conversation's messages as the thread shows them: oldest first, each id once. */
export interface Thread {
  messages: Message[];
  status: 'loading' | 'ready' | 'error';
  error?: string | undefined;
  /** The server does not know the conversation, or it is someone else's (404). */
  notFound?: boolean;
  /**
   * The newest id the server answered in a page: it marks read up to the newest it answers, so
   * catching up asks after this one (a message that came through the stream is answered again,
   * and so marked read).
   */
  readThrough?: number | undefined;
  /** The server may have older messages (the last page was full). */
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError?: string | undefined;
}

/** The message being sent in a conversation, or the one that failed (kept for Retry). */
export interface Outgoing {
  status: 'sending' | 'failed';
  body: string;
  error?: string | undefined;
}

/** The newest message from the other person, for the thread's live region. */
export interface Arrival {
  conversationId: number;
  message: Message;
}

export interface MessagingStoreOptions {
  api: MessagingApi;
  /** The stream's URL for a ticket, catching up after a message id. */
  streamUrl: (ticket: string, after: number | undefined) => string;
  /** Opens an EventSource; absent where there is none (no live updates then). */
  openStream?: OpenStream | undefined;
  random?: () => number;
  /** The server ended the session (the stream's ticket is refused for good). */
  onSessionOver?: () => void;
  /** The message when a failure has none of its own. */
  fallback?: string;
}

const byNewest = (a: ConversationSummary, b: ConversationSummary) =>
  b.updated_at.localeCompare(a.updated_at) || b.id - a.id;

/** `messages` plus `more`, oldest first, each id once (a later copy replaces nothing). */
function merged(messages: Message[], more: Message[]): Message[] {
  const ids = new Set(messages.map((message) => message.id));
  const fresh = more.filter((message) => {
    if (ids.has(message.id)) return false;
    ids.add(message.id);
    return true;
  });
  if (!fresh.length) return messages;
  return [...messages, ...fresh].sort((a, b) => a.id - b.id);
}

/**
 * Messaging for the tab (interface §7): the conversation list, the unread total the header
 * shows, each open thread's pages, what is being sent, and the one live stream, whose events are
 * merged in here. Every message is applied once, by id, whichever way it arrived (a page, the
 * answer to a send, the stream, a catch-up after a reconnect).
 */
export class MessagingStore {
  conversations: ConversationSummary[] | null = null;
  listStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  listError: string | undefined = undefined;
  /** Unread messages in every conversation (the header's badge). */
  unreadTotal = 0;
  readonly threads = observable.map<number, Thread>();
  readonly outgoing = observable.map<number, Outgoing>();
  /** The thread on screen: its incoming messages are read as they arrive. */
  activeConversation: number | null = null;
  streamStatus: StreamStatus = 'idle';
  lastArrival: Arrival | null = null;
  /** The latest status of each application the stream told about (by application id). */
  readonly applications = observable.map<number, ApplicationEvent>();
  /** The last booking change the stream told about, and how many came (the bookings page reloads). */
  lastBooking: BookingEvent | null = null;
  bookingChanges = 0;

  readonly stream: StreamClient | undefined;
  private readonly api: MessagingApi;
  private readonly fallback: string;
  /** Every message id this tab has applied. */
  private readonly seen = new Set<number>();
  /** Counts incoming messages, so an unread count read meanwhile is known to be stale. */
  private incoming = 0;
  /** Threads being marked read, and those to read once more when that is done. */
  private readonly reading = new Map<number, Promise<void>>();
  private readonly readAgain = new Set<number>();
  private listRequest: Promise<void> | undefined;

  constructor(options: MessagingStoreOptions) {
    this.api = options.api;
    this.fallback = options.fallback ?? '';
    const open = options.openStream;
    this.stream = open
      ? new StreamClient({
          ticket: () => this.api.ticket(),
          url: options.streamUrl,
          open,
          random: options.random,
          onMessage: (event) => this.receive(event),
          onApplication: (event) => this.receiveApplication(event),
          onBooking: (event) => this.receiveBooking(event),
          onOpen: (reconnected) => this.onStreamOpen(reconnected),
          onStatus: (status) => this.setStreamStatus(status),
          onSessionOver: options.onSessionOver,
        })
      : undefined;
    makeAutoObservable<
      MessagingStore,
      'api' | 'seen' | 'incoming' | 'reading' | 'readAgain' | 'listRequest'
    >(
      this,
      {
        stream: false,
        api: false,
        seen: false,
        incoming: false,
        reading: false,
        readAgain: false,
        listRequest: false,
      },
      { autoBind: true },
    );
  }

  /** Starts the live stream (logged in). */
  connect(): void {
    this.stream?.start();
  }

  /** Stops the stream and forgets everything (logout, another account). */
  reset(): void {
    this.stream?.stop({ forget: true });
    this.reading.clear();
    this.readAgain.clear();
    this.seen.clear();
    this.conversations = null;
    this.listStatus = 'idle';
    this.listError = undefined;
    this.unreadTotal = 0;
    this.threads.clear();
    this.outgoing.clear();
    this.applications.clear();
    this.lastBooking = null;
    this.activeConversation = null;
    this.lastArrival = null;
    this.listRequest = undefined;
  }

  setStreamStatus(status: StreamStatus): void {
    this.streamStatus = status;
  }

  conversation(id: number): ConversationSummary | undefined {
    return this.conversations?.find((item) => item.id === id);
  }

  /** The conversation with this caregiver (profile id), if the list has one. */
  conversationWithCaregiver(caregiverId: number): ConversationSummary | undefined {
    return this.conversations?.find(
      (item) => item.other.kind === 'caregiver' && item.other.id === caregiverId,
    );
  }

  // ---- the list and the unread total ---------------------------------------------------------

  /** Loads the list (again with `force`); one request at a time. */
  loadConversations(force = false): Promise<void> {
    if (this.listRequest) return this.listRequest;
    if (this.listStatus === 'ready' && !force) return Promise.resolve();
    if (this.listStatus !== 'ready') this.listStatus = 'loading';
    const request = (async () => {
      try {
        const list = await this.api.conversations();
        runInAction(() => {
          for (const item of list) if (item.last_message) this.seen.add(item.last_message.id);
          this.conversations = [...list].sort(byNewest);
          this.listStatus = 'ready';
          this.listError = undefined;
        });
      } catch (failure) {
        runInAction(() => {
          if (this.listStatus !== 'ready') this.listStatus = 'error';
          this.listError = failureMessage(failure, this.fallback);
        });
      } finally {
        runInAction(() => {
          this.listRequest = undefined;
        });
      }
    })();
    this.listRequest = request;
    return request;
  }

  /**
   * The server's unread total. A message that arrives while the answer is on its way may or may
   * not be in it: then it is asked again, so no message is counted twice or missed.
   */
  async refreshUnread(): Promise<void> {
    for (let tries = 0; tries < 3; tries += 1) {
      const before = this.incoming;
      let count: number;
      try {
        count = await this.api.unread();
      } catch {
        return; // The badge keeps what it has; the next reconnect asks again.
      }
      if (before === this.incoming || tries === 2) {
        runInAction(() => {
          this.unreadTotal = count;
        });
        return;
      }
    }
  }

  // ---- the stream ----------------------------------------------------------------------------

  /** A message from the stream (or a catch-up): applied once, by id. */
  receive({ conversation_id: id, message }: StreamMessage): void {
    if (this.seen.has(message.id)) return;
    this.seen.add(message.id);
    const fromOther = !message.from_me;
    if (fromOther) this.incoming += 1;
    const active = this.activeConversation === id;
    const thread = this.threads.get(id);
    if (thread?.status === 'ready') thread.messages = merged(thread.messages, [message]);
    this.touch(id, message, fromOther && !active);
    if (fromOther) {
      if (active) this.scheduleRead(id);
      else this.unreadTotal += 1;
      this.lastArrival = { conversationId: id, message };
    }
  }

  receiveApplication(event: ApplicationEvent): void {
    this.applications.set(event.application_id, event);
  }

  receiveBooking(event: BookingEvent): void {
    this.lastBooking = event;
    this.bookingChanges += 1;
  }

  private onStreamOpen(reconnected: boolean) {
    void this.refreshUnread();
    // After a drop the list may be stale in ways the catch-up does not say (read elsewhere).
    if (reconnected && this.listStatus === 'ready') void this.loadConversations(true);
  }

  /** The list follows a message: last message, time, unread, newest first. */
  private touch(id: number, message: Message, unread: boolean) {
    if (!this.conversations) return;
    const item = this.conversations.find((conversation) => conversation.id === id);
    if (!item) {
      // A conversation this list does not know yet: someone started one.
      void this.loadConversations(true);
      return;
    }
    if (!item.last_message || item.last_message.id < message.id) {
      item.last_message = message;
      if (message.created_at > item.updated_at) item.updated_at = message.created_at;
    }
    if (unread) item.unread_count += 1;
    this.conversations = [...this.conversations].sort(byNewest);
  }

  // ---- a thread ------------------------------------------------------------------------------

  /** The thread is on screen: load its newest page (or catch up) and mark it read. */
  async openThread(id: number): Promise<void> {
    this.activeConversation = id;
    const thread = this.threads.get(id);
    if (thread?.status === 'ready') {
      await this.catchUp(id);
      return;
    }
    this.threads.set(id, {
      messages: [],
      status: 'loading',
      hasOlder: false,
      loadingOlder: false,
    });
    try {
      const page = await this.api.messages(id);
      runInAction(() => {
        for (const message of page) this.seen.add(message.id);
        const current = this.threads.get(id);
        // Stream events that came while the page loaded are kept.
        this.threads.set(id, {
          messages: merged(current?.messages ?? [], page),
          status: 'ready',
          readThrough: page.at(-1)?.id,
          hasOlder: page.length >= CONVERSATION_LIMITS.pageSize,
          loadingOlder: false,
        });
        this.markedRead(id);
      });
    } catch (failure) {
      runInAction(() => {
        this.threads.set(id, {
          messages: [],
          status: 'error',
          error: failureMessage(failure, this.fallback),
          notFound:
            failure instanceof ApiError && (failure.status === 404 || failure.status === 400),
          hasOlder: false,
          loadingOlder: false,
        });
      });
      throw failure;
    }
  }

  /** The thread left the screen. */
  closeThread(id: number): void {
    if (this.activeConversation === id) this.activeConversation = null;
  }

  /**
   * Messages newer than the last page the server answered (which it then marks read), page
   * after page while they come full.
   */
  async catchUp(id: number): Promise<void> {
    for (let pages = 0; pages < 20; pages += 1) {
      const thread = this.threads.get(id);
      if (thread?.status !== 'ready') return;
      const after = thread.readThrough;
      let page: Message[];
      try {
        page = await this.api.messages(id, after === undefined ? {} : { after });
      } catch {
        return; // What the stream brought is on screen; the count is corrected on the next read.
      }
      runInAction(() => {
        for (const message of page) this.seen.add(message.id);
        const current = this.threads.get(id);
        if (current) {
          current.messages = merged(current.messages, page);
          const newest = page.at(-1)?.id;
          if (newest !== undefined && newest > (current.readThrough ?? 0))
            current.readThrough = newest;
        }
        this.markedRead(id);
      });
      if (page.length < CONVERSATION_LIMITS.pageSize || after === undefined) return;
    }
  }

  /** Older messages, before the oldest shown (scrolling up). */
  async loadOlder(id: number): Promise<void> {
    const thread = this.threads.get(id);
    if (thread?.status !== 'ready' || thread.loadingOlder || !thread.hasOlder) return;
    const before = thread.messages[0]?.id;
    if (before === undefined) return;
    thread.loadingOlder = true;
    thread.olderError = undefined;
    try {
      const page = await this.api.messages(id, { before });
      runInAction(() => {
        for (const message of page) this.seen.add(message.id);
        thread.messages = merged(thread.messages, page);
        thread.hasOlder = page.length >= CONVERSATION_LIMITS.pageSize;
        thread.loadingOlder = false;
      });
    } catch (failure) {
      runInAction(() => {
        thread.loadingOlder = false;
        thread.olderError = failureMessage(failure, this.fallback);
      });
    }
  }

  /**
   * Incoming messages in the open thread are marked read at once (the reader may leave the page
   * the next moment); a burst is one call, plus one more for what came while it ran.
   */
  private scheduleRead(id: number) {
    if (this.reading.has(id)) {
      this.readAgain.add(id);
      return;
    }
    const run = async () => {
      do {
        this.readAgain.delete(id);
        await this.catchUp(id);
      } while (this.readAgain.has(id));
      this.reading.delete(id);
    };
    this.reading.set(id, run());
  }

  /** The server marked the conversation read: its unread leaves the total. */
  private markedRead(id: number) {
    const item = this.conversation(id);
    if (item) {
      this.unreadTotal = Math.max(0, this.unreadTotal - item.unread_count);
      item.unread_count = 0;
    } else {
      void this.refreshUnread();
    }
  }

  // ---- sending -------------------------------------------------------------------------------

  /**
   * Sends `body` in the conversation. On failure the text is kept as the failed outgoing message
   * (`retry` sends it again) and the failure is thrown to the form.
   */
  async send(id: number, body: string): Promise<Message> {
    if (this.outgoing.get(id)?.status === 'sending') {
      throw new Error(this.fallback);
    }
    this.outgoing.set(id, { status: 'sending', body });
    try {
      const message = await this.api.send(id, body);
      runInAction(() => {
        this.outgoing.delete(id);
        this.seen.add(message.id);
        const thread = this.threads.get(id);
        if (thread?.status === 'ready') thread.messages = merged(thread.messages, [message]);
        this.touch(id, message, false);
      });
      return message;
    } catch (failure) {
      runInAction(() => {
        this.outgoing.set(id, {
          status: 'failed',
          body,
          error: failureMessage(failure, this.fallback),
        });
      });
      throw failure;
    }
  }

  /** Sends the failed message again, as it was typed. */
  retry(id: number): Promise<Message> {
    const failed = this.outgoing.get(id);
    if (failed?.status !== 'failed') return Promise.reject(new Error(this.fallback));
    return this.send(id, failed.body);
  }

  /** The failure is dismissed (the text was changed): nothing to retry. */
  dismissFailure(id: number): void {
    if (this.outgoing.get(id)?.status === 'failed') this.outgoing.delete(id);
  }

  /** Starts (or continues) a conversation; answers its id. */
  async start(body: StartConversationBody): Promise<number> {
    const { conversation_id } = await this.api.start(body);
    await this.loadConversations(true);
    return conversation_id;
  }

  async block(id: number): Promise<void> {
    await this.api.block(id);
    runInAction(() => {
      const item = this.conversation(id);
      if (item) item.blocked = true;
    });
  }
}
