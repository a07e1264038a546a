import { observer } from 'mobx-react-lite';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import type { ConversationSummary } from '../contract/conversations';
import { useWords } from '../i18n/use-words';
import { Avatar, photoUrlOf } from '../ui/avatar';
import { LoadingAnnouncement, SkeletonLine } from '../ui/skeleton';
import { useMessaging } from './use-messaging';
import { messagingWords } from './words';

export interface ConversationListProps {
  /** The thread's address. */
  hrefOf: (id: number) => string;
  /** A plain click on a conversation (the site opens it in its router). */
  onActivate?: (event: MouseEvent<HTMLAnchorElement>, id: number) => void;
  /** What to show when there is no conversation yet. */
  empty: ReactNode;
}

/**
 * The conversations, newest first: the other person's photo (or initials) and first name, the last message (as text),
 * its time and the unread count. The list follows the stream live.
 */
export const ConversationList = observer(function ConversationList({
  hrefOf,
  onActivate,
  empty,
}: ConversationListProps) {
  const store = useMessaging();
  const { m } = useWords(messagingWords);
  useEffect(() => {
    void store.loadConversations(true);
  }, [store]);

  if (store.listStatus === 'loading' || store.listStatus === 'idle') {
    return (
      <div className="msg-conversations">
        <LoadingAnnouncement text={m.loading} />
        <SkeletonLine width={70} />
        <SkeletonLine width={50} />
      </div>
    );
  }
  if (store.listStatus === 'error') {
    return (
      <p role="alert">
        {store.listError || m.loadFailed}{' '}
        <button
          type="button"
          className="ftc-button-secondary"
          onClick={() => store.loadConversations(true)}
        >
          {m.tryAgain}
        </button>
      </p>
    );
  }
  const list = store.conversations ?? [];
  if (!list.length) return <div className="ftc-state msg-empty">{empty}</div>;
  return (
    <ul className="msg-conversations" aria-label={m.listLabel}>
      {list.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          href={hrefOf(conversation.id)}
          onActivate={onActivate}
        />
      ))}
    </ul>
  );
});

const ConversationItem = observer(function ConversationItem({
  conversation,
  href,
  onActivate,
}: {
  conversation: ConversationSummary;
  href: string;
  onActivate?: ((event: MouseEvent<HTMLAnchorElement>, id: number) => void) | undefined;
}) {
  const { m, fill, plural, date } = useWords(messagingWords);
  const { other, last_message: last, unread_count: unread } = conversation;
  const when = last?.created_at ?? conversation.updated_at;
  return (
    <li className={unread > 0 ? 'msg-conversation msg-conversation--unread' : 'msg-conversation'}>
      <Avatar name={other.first_name} photoUrl={photoUrlOf(other)} size={48} nameBeside />
      <div className="msg-conversation__text">
        <h2 className="msg-conversation__name">
          <a href={href} onClick={(event) => onActivate?.(event, conversation.id)}>
            {unread > 0 ? (
              <>
                <span className="ftc-visually-hidden">
                  {plural(m.nameUnread, unread, { name: other.first_name })}
                </span>
                <span aria-hidden="true">{other.first_name}</span>
              </>
            ) : (
              other.first_name
            )}
          </a>
        </h2>
        <p className="msg-conversation__meta">
          <span>{m.kinds[other.kind]}</span>
          {' · '}
          <time dateTime={when}>{date(when, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          {conversation.blocked ? (
            <>
              {' · '}
              <span className="msg-tag">{m.blocked}</span>
            </>
          ) : null}
        </p>
        <p className="msg-conversation__last">
          {/* People's words: text, never HTML. */}
          {last ? (last.from_me ? fill(m.youSaid, { body: last.body }) : last.body) : m.noMessages}
        </p>
      </div>
      {unread > 0 ? (
        <span className="msg-badge" aria-hidden="true">
          {unread}
        </span>
      ) : null}
    </li>
  );
});
