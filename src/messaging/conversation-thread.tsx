import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { CONVERSATION_LIMITS } from '../contract/conversation-values';
import type { Message } from '../contract/conversations';
import { useWords } from '../i18n/use-words';
import { failureMessage } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { useForm } from '../lib/use-form';
import { LoadingAnnouncement, SkeletonLine } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';
import { SubmitButton } from '../ui/submit-button';
import { ComposerField } from './composer-field';
import { SafetyNote } from './safety-note';
import { useMessaging } from './use-messaging';
import { messagingWords } from './words';

/** Scrolled this close to the top, the older page loads; this close to the bottom, it follows. */
const NEAR_PX = 80;

/**
 * One conversation (interface §7): the messages, newest at the bottom, older pages loaded when
 * scrolled to the top (or with the button), new ones live from the stream (announced politely),
 * the composer, and Block and Report. Bodies are text: React escapes them.
 */
export const ConversationThread = observer(function ConversationThread({
  id,
  name,
  report,
}: {
  id: number;
  /** The other person's first name. */
  name: string;
  /**
   * The Report button beside Block: composed by the page (demo/ or an element) from
   * src/reports, which this feature does not import (the members' report dialog, interface §10).
   */
  report?: ReactNode;
}) {
  const store = useMessaging();
  const { m } = useWords(messagingWords);
  useEffect(() => {
    void store.openThread(id).catch(() => {});
    void store.loadConversations();
    return () => store.closeThread(id);
  }, [store, id]);

  const thread = store.threads.get(id);
  const summary = store.conversation(id);

  if (!thread || thread.status === 'loading') {
    return (
      <div className="msg-thread">
        <LoadingAnnouncement text={m.threadLoading} />
        <SkeletonLine width={60} />
        <SkeletonLine width={40} />
      </div>
    );
  }
  if (thread.status === 'error') {
    if (thread.notFound) {
      return (
        <p className="ftc-state" role="alert">
          {m.notFound}
        </p>
      );
    }
    return (
      <div role="alert">
        <p>{thread.error || m.threadFailed}</p>
        <p>
          <button
            type="button"
            className="ftc-button-secondary"
            onClick={() => void store.openThread(id).catch(() => {})}
          >
            {m.tryAgain}
          </button>
        </p>
      </div>
    );
  }
  return (
    <div className="msg-thread">
      <MessageList id={id} name={name} />
      {summary?.blocked ? (
        <p className="cg-note msg-blocked">{m.blockedNote}</p>
      ) : (
        <Composer id={id} />
      )}
      <ConversationActions
        id={id}
        name={name}
        blocked={summary?.blocked === true}
        report={report}
      />
    </div>
  );
});

const MessageList = observer(function MessageList({ id, name }: { id: number; name: string }) {
  const store = useMessaging();
  const { m, fill, date } = useWords(messagingWords);
  const thread = store.threads.get(id);
  const scroller = useRef<HTMLDivElement>(null);
  // What the list looked like at the last layout: to keep the place when a page is put on top,
  // and to follow new messages when the reader was at the bottom.
  const before = useRef<{ first?: number; last?: number; height: number; atBottom: boolean }>({
    height: 0,
    atBottom: true,
  });
  const messages = thread?.messages ?? [];
  const first = messages[0]?.id;
  const last = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = before.current;
    if (previous.first === undefined && previous.last === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== previous.first && last === previous.last) {
      // Older messages went on top: stay on the message that was in view.
      element.scrollTop += element.scrollHeight - previous.height;
    } else if (last !== previous.last) {
      const mine = messages.at(-1)?.from_me === true;
      if (previous.atBottom || mine) element.scrollTop = element.scrollHeight;
    }
    before.current = {
      first,
      last,
      height: element.scrollHeight,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_PX,
    };
  }, [first, last, messages]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    before.current.atBottom =
      element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_PX;
    before.current.height = element.scrollHeight;
    if (element.scrollTop < NEAR_PX && thread?.hasOlder && !thread.loadingOlder) {
      void store.loadOlder(id);
    }
  };

  // Only what arrives while the thread is on screen is announced (not what it opened with).
  const arrival = store.lastArrival;
  const openedWith = useRef(arrival);
  const announced =
    arrival && arrival !== openedWith.current && arrival.conversationId === id
      ? fill(m.newMessage, {
          name,
          time: date(arrival.message.created_at, { timeStyle: 'medium' }),
        })
      : '';

  return (
    <>
      <section
        ref={scroller}
        className="msg-scroll"
        onScroll={onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard.
        tabIndex={0}
        aria-label={fill(m.withName, { name })}
      >
        {thread?.hasOlder ? (
          <p className="msg-older">
            <button
              type="button"
              className="ftc-button-secondary"
              aria-disabled={thread.loadingOlder || undefined}
              onClick={() => void store.loadOlder(id)}
            >
              {thread.loadingOlder ? <Spinner /> : null}
              <span>{thread.loadingOlder ? m.olderLoading : m.older}</span>
            </button>
          </p>
        ) : messages.length ? (
          <p className="msg-start">{m.start}</p>
        ) : null}
        {thread?.olderError ? (
          <p className="ftc-error" role="alert">
            {thread.olderError || m.olderFailed}
          </p>
        ) : null}
        {messages.length ? (
          <ol className="msg-list">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} name={name} />
            ))}
          </ol>
        ) : (
          <p className="ftc-state">{m.noMessages}</p>
        )}
      </section>
      {/* New messages from the other person, read out once (the list itself stays quiet). */}
      <p className="ftc-visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
      {store.streamStatus === 'waiting' ? (
        <p className="ftc-hint msg-live">{m.live.waiting}</p>
      ) : null}
    </>
  );
});

function MessageItem({ message, name }: { message: Message; name: string }) {
  const { m, date } = useWords(messagingWords);
  return (
    <li className={message.from_me ? 'msg msg--mine' : 'msg'}>
      <p className="msg__from">{message.from_me ? m.you : name}</p>
      {/* People's words: text, never HTML. */}
      <p className="msg__body">{message.body}</p>
      <p className="msg__time">
        <time dateTime={message.created_at}>
          {date(message.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </p>
      <SafetyNote flags={message.flags ?? []} fromMe={message.from_me} name={name} />
    </li>
  );
}

/**
 * The composer: Enter sends, Shift+Enter is a new line. While sending the text stays (read-only)
 * with a spinner on Send; a failed send keeps the text and offers Retry.
 */
const Composer = observer(function Composer({ id }: { id: number }) {
  const store = useMessaging();
  const { m } = useWords(messagingWords);
  const formRef = useRef<HTMLFormElement>(null);
  // A message that failed before (this thread was left meanwhile) comes back with its Retry.
  const kept = store.outgoing.get(id);
  const form = useForm<{ body: string }>({
    initial: { body: kept?.status === 'failed' ? kept.body : '' },
    validate: (v) => ({
      body:
        v.body.trim().length >= CONVERSATION_LIMITS.bodyMin &&
        v.body.trim().length <= CONVERSATION_LIMITS.bodyMax
          ? undefined
          : m.bodyRule,
    }),
    fallback: m.sendFailed,
    async submit(v, controller) {
      await store.send(id, v.body);
      controller.reset({ body: '' });
    },
  });
  const failed = store.outgoing.get(id)?.status === 'failed';
  const sending = form.submitting;

  return (
    <form ref={formRef} className="msg-composer" noValidate onSubmit={form.onSubmit}>
      <ComposerField
        formRef={formRef}
        value={form.values.body}
        error={form.errors.body}
        busy={sending}
        rows={3}
        onChange={(body) => form.set('body', body)}
      />
      {failed && !sending ? (
        <div className="msg-failed" role="alert">
          <p className="ftc-error">
            {form.message || store.outgoing.get(id)?.error || m.sendFailed}
          </p>
          <button
            type="button"
            className="ftc-button-secondary"
            onClick={() => formRef.current?.requestSubmit()}
          >
            {m.retry}
          </button>
        </div>
      ) : null}
      <div className="msg-composer__actions">
        <SubmitButton busy={sending}>{m.send}</SubmitButton>
        {sending ? (
          <span className="ftc-hint" role="status">
            {m.sending}
          </span>
        ) : null}
      </div>
    </form>
  );
});

/** Block (after a confirmation) and the page's Report (the members' report dialog). */
const ConversationActions = observer(function ConversationActions({
  id,
  name,
  blocked,
  report,
}: {
  id: number;
  name: string;
  blocked: boolean;
  report: ReactNode;
}) {
  const store = useMessaging();
  const { notify } = useKit();
  const { m, fill } = useWords(messagingWords);
  const ids = useId();
  const [confirming, setConfirming] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [blockError, setBlockError] = useState<string | undefined>();
  const block = async () => {
    if (blocking) return;
    setBlocking(true);
    setBlockError(undefined);
    try {
      await store.block(id);
      notify(fill(m.blockedToast, { name }), 'success');
      setConfirming(false);
    } catch (failure) {
      setBlockError(failureMessage(failure, m.blockFailed));
    } finally {
      setBlocking(false);
    }
  };

  return (
    <div className="msg-actions">
      <div className="cg-actions">
        {blocked ? null : (
          <button
            type="button"
            className="ftc-button-secondary"
            aria-expanded={confirming}
            aria-controls={`${ids}-block`}
            onClick={() => setConfirming((value) => !value)}
          >
            {m.block}
          </button>
        )}
        {report}
      </div>
      {confirming && !blocked ? (
        <div id={`${ids}-block`} className="cg-note">
          <p>{fill(m.blockQuestion, { name })}</p>
          {blockError ? (
            <p className="ftc-error" role="alert">
              {blockError}
            </p>
          ) : null}
          <p className="cg-actions">
            <button
              type="button"
              className="ftc-button"
              aria-disabled={blocking || undefined}
              onClick={block}
            >
              {blocking ? <Spinner /> : null}
              <span>{m.confirm}</span>
            </button>
            <button
              type="button"
              className="ftc-button-secondary"
              onClick={() => setConfirming(false)}
            >
              {m.cancel}
            </button>
          </p>
        </div>
      ) : null}
    </div>
  );
});
