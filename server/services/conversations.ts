import { Buffer } from 'node:buffer';
import type pg from 'pg';
import type { MessageFlag } from '../../src/contract/admin-values';
import {
  CONVERSATION_LIMITS,
  type ConversationSummary,
  type Message,
  type StartConversation,
} from '../../src/contract/conversations';
import { entitlementsOf } from '../../src/contract/plan-entitlements';
import {
  firstNameSql,
  hasActivePlanSql,
  isoMsSql,
  messageShownSql,
  NOW_SQL,
  profileShownSql,
} from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { openAutomaticReport, screenMessage } from './message-safety';
import { accountChannel } from './notifications';
import type { AccountType } from './tokens';
import type { EmailTransport } from './transports';

/** The "new message" email (English, like every email: README "Languages"); never the text. */
export const CONVERSATION_EMAIL = {
  subject: 'New message from {name}',
} as const;

/** At most one "new message" email per conversation and recipient in this many minutes. */
export const EMAIL_EVERY_MINUTES = 60;

export type Side = 'parent' | 'caregiver';

/** The session's account as a participant: a parent account or a caregiver (by its profile). */
export interface Participant {
  accountId: string;
  side: Side;
}

export const participantOf = (account: { id: string; type: AccountType }): Participant => ({
  accountId: String(account.id),
  side: account.type === 'user' ? 'parent' : 'caregiver',
});

const other = (side: Side): Side => (side === 'parent' ? 'caregiver' : 'parent');

/** Times with milliseconds: messages sent within one second keep their order. */
const isoMs = isoMsSql;

/** The conversations of a participant (alias `c`), the account id being `$1`. */
const MINE: Record<Side, string> = {
  parent: 'c.parent_account_id = $1',
  caregiver: 'c.profile_id = (select cp.id from caregiver_profiles cp where cp.account_id = $1)',
};

/** The account `$1` has an active plan. */
const ACTIVE_PLAN = hasActivePlanSql('$1');

/**
 * A message (alias `m`) as side `$2` reads it: the recipient of a message whose contact details
 * were masked reads the masked body (interface §10 "Safety in conversations").
 */
const MESSAGE_COLUMNS = `m.id::int as id, (m.sender = $2) as from_me,
  case when m.sender = $2 or m.masked_body is null then m.body else m.masked_body end as body,
  m.flags, ${isoMs('m.created_at')} as created_at`;

/** A stored message's columns (alias `m`), before it has a reader. */
const STORED_COLUMNS = `m.id::int as id, m.conversation_id::int as conversation_id, m.sender,
  m.body, m.masked_body, m.flags, ${isoMs('m.created_at')} as created_at`;

/** A stored message, before it has a reader. */
export interface StoredMessage {
  id: number;
  conversation_id: number;
  sender: Side;
  body: string;
  /** The body the recipient sees when contact details were masked; null: `body`. */
  masked_body: string | null;
  flags: MessageFlag[];
  created_at: string;
}

/** The message as `reader` sees it (the recipient of masked contact details sees the mask). */
export const messageFor = (stored: StoredMessage, reader: Side): Message => ({
  id: stored.id,
  from_me: stored.sender === reader,
  body: stored.sender === reader || stored.masked_body === null ? stored.body : stored.masked_body,
  flags: stored.flags,
  created_at: stored.created_at,
});

/**
 * A message event on the participants' channels. With its body when the NOTIFY payload stays
 * well under PostgreSQL's 8000 bytes; otherwise ids only, and each listener loads the row.
 */
export function messageNotice(stored: StoredMessage): string {
  const whole = JSON.stringify({ kind: 'message', ...stored });
  if (Buffer.byteLength(whole) < 7000) return whole;
  return JSON.stringify({
    kind: 'message',
    id: stored.id,
    conversation_id: stored.conversation_id,
  });
}

interface Pair {
  parentAccountId: string;
  caregiverAccountId: string;
  profileId: string;
}

/** A pair's columns as the statements below select them. */
interface PairRow {
  parent_account_id: string;
  caregiver_account_id: string;
  profile_id: string;
}

const pairOfRow = (row: PairRow): Pair => ({
  parentAccountId: row.parent_account_id,
  caregiverAccountId: row.caregiver_account_id,
  profileId: row.profile_id,
});

/** A valid start as the contract's schema answers it (exactly one of the two ids). */
export type StartInput = StartConversation;

export type StartOutcome =
  | { ok: true; conversationId: number; created: boolean }
  | {
      ok: false;
      problem:
        | 'caregiver_not_found'
        | 'application_not_found'
        | 'caregiver_needs_application'
        | 'subscription_required'
        | 'blocked';
    };

export type SendOutcome =
  | { ok: true; message: Message }
  | { ok: false; problem: 'not_found' | 'blocked' };

/**
 * Conversations between one parent and one caregiver (interface §7 and its "Conversations"
 * clarification), their messages, read markers, blocks and reports. Every call checks that the
 * session's account takes part: someone else's conversation is not found.
 *
 * Writing a message locks both participants' accounts (advisory, in id order) before the
 * message takes its id, and sends the NOTIFY of both streams in the same transaction: the
 * messages of one account commit in id order, so a stream that resumes "after id N" misses
 * none and repeats none.
 */
export class ConversationService {
  /** Offline emails promised after an answer, not yet sent (`idle()`). */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly email: EmailTransport,
    private readonly publicUrl: string,
    /** An account with a stream seen this recently (seconds) is online: it is not emailed. */
    private readonly presenceSeconds: number,
    private readonly warn: (message: string) => void = () => {},
  ) {}

  /**
   * Starts a conversation, or adds `body` to the pair's existing one. A parent names a
   * caregiver or an application to one of its jobs; a caregiver names its own application.
   * Starting (the pair has no conversation yet) needs an active plan for a parent.
   */
  async start(me: Participant, input: StartInput): Promise<StartOutcome> {
    if (me.side === 'caregiver' && input.caregiver_id !== undefined)
      return { ok: false, problem: 'caregiver_needs_application' };
    const outcome = await inTransaction(this.pool, async (client) => {
      const pair = await this.pairOf(client, me, input);
      if (!pair.ok) return pair;
      const { parentAccountId, caregiverAccountId, profileId } = pair.pair;
      await lockAccounts(client, parentAccountId, caregiverAccountId);
      const existing = await client.query<{ id: string; blocked: boolean }>(
        `select id, blocked_at is not null as blocked from conversations
          where parent_account_id = $1 and profile_id = $2 for update`,
        [parentAccountId, profileId],
      );
      let conversationId = existing.rows[0]?.id;
      const created = conversationId === undefined;
      if (existing.rows[0]?.blocked) return { ok: false, problem: 'blocked' } as const;
      if (conversationId === undefined) {
        if (pair.unpublished) return { ok: false, problem: 'caregiver_not_found' } as const;
        if (me.side === 'parent') {
          const plan = await client.query<{ plan: boolean }>(`select ${ACTIVE_PLAN} as plan`, [
            me.accountId,
          ]);
          if (!entitlementsOf('user', plan.rows[0]?.plan === true).message_caregivers)
            return { ok: false, problem: 'subscription_required' } as const;
        }
        const inserted = await client.query<{ id: string }>(
          `insert into conversations (parent_account_id, profile_id, started_by, application_id)
           values ($1, $2, $3, $4) returning id`,
          [parentAccountId, profileId, me.side, input.application_id ?? null],
        );
        conversationId = inserted.rows[0]?.id as string;
      }
      const stored = await this.insertMessage(
        client,
        conversationId,
        me.side,
        input.body,
        pair.pair,
      );
      return { ok: true, conversationId: Number(conversationId), created, stored } as const;
    });
    if (!outcome.ok) return outcome;
    this.emailLater(outcome.stored);
    return { ok: true, conversationId: outcome.conversationId, created: outcome.created };
  }

  /** The pair a start names, checked against the session (someone else's: not found). */
  private async pairOf(
    client: pg.PoolClient,
    me: Participant,
    input: StartInput,
  ): Promise<
    | { ok: true; pair: Pair; unpublished: boolean }
    | { ok: false; problem: 'caregiver_not_found' | 'application_not_found' }
  > {
    if (input.caregiver_id !== undefined) {
      const { rows } = await client.query<{
        profile_id: string;
        account_id: string;
        published: boolean;
      }>(
        // A hidden profile, or one of a suspended account, cannot be found to start with (§10).
        `select p.id as profile_id, p.account_id, p.published and ${profileShownSql('p')} as published
           from caregiver_profiles p where p.id = $1`,
        [input.caregiver_id],
      );
      const row = rows[0];
      if (!row) return { ok: false, problem: 'caregiver_not_found' };
      return {
        ok: true,
        // An unpublished caregiver cannot be found to start with; an existing conversation
        // with one goes on.
        unpublished: !row.published,
        pair: {
          parentAccountId: me.accountId,
          caregiverAccountId: row.account_id,
          profileId: row.profile_id,
        },
      };
    }
    const mine = me.side === 'parent' ? 'j.parent_account_id = $2' : 'p.account_id = $2';
    const { rows } = await client.query<PairRow>(
      `select j.parent_account_id, p.account_id as caregiver_account_id, p.id as profile_id
         from applications a
         join jobs j on j.id = a.job_id
         join caregiver_profiles p on p.id = a.profile_id
        where a.id = $1 and ${mine}`,
      [input.application_id, me.accountId],
    );
    const row = rows[0];
    if (!row) return { ok: false, problem: 'application_not_found' };
    return { ok: true, unpublished: false, pair: pairOfRow(row) };
  }

  /**
   * Inserts a message in the caller's transaction (the accounts are locked) and sends the
   * NOTIFY of both participants' streams, delivered when the transaction commits. The safety
   * check runs first: its flags and the recipient's masked body are stored with the message,
   * and a payment or scam flag opens the automatic report in the same transaction.
   */
  private async insertMessage(
    client: pg.PoolClient,
    conversationId: string,
    sender: Side,
    body: string,
    pair: Pair,
  ): Promise<StoredMessage> {
    const screened = await screenMessage(client, pair, body);
    const { rows } = await client.query<StoredMessage>({
      name: 'message-insert',
      text: `insert into messages as m (conversation_id, sender, body, masked_body, flags)
             values ($1, $2, $3, $4, $5) returning ${STORED_COLUMNS}`,
      values: [conversationId, sender, body, screened.maskedBody, screened.flags],
    });
    const stored = rows[0] as StoredMessage;
    await openAutomaticReport(client, { id: stored.id, conversationId }, screened.check);
    // The conversation's time and both participants' NOTIFYs in one statement (issue 27): each
    // round trip here is one more while both inboxes are locked, and every message pays it.
    // A data-modifying WITH runs exactly once, read or not.
    await client.query({
      name: 'message-touch-notify',
      text: `with touched as (
               update conversations set updated_at = greatest(updated_at, $2::timestamptz)
                where id = $1)
             select pg_notify($3, $5), pg_notify($4, $5)`,
      values: [
        conversationId,
        stored.created_at,
        accountChannel(pair.parentAccountId),
        accountChannel(pair.caregiverAccountId),
        messageNotice(stored),
      ],
    });
    return stored;
  }

  /** A participant sends a message in one of its conversations. */
  async send(me: Participant, conversationId: number, body: string): Promise<SendOutcome> {
    const outcome = await inTransaction(this.pool, async (client) => {
      const pair = await this.lockedPairOf(client, me, conversationId);
      if (!pair) return { ok: false, problem: 'not_found' } as const;
      const { rows } = await client.query<{ blocked: boolean }>({
        name: 'message-conversation-lock',
        text: 'select blocked_at is not null as blocked from conversations where id = $1 for update',
        values: [conversationId],
      });
      if (!rows[0]) return { ok: false, problem: 'not_found' } as const;
      if (rows[0].blocked) return { ok: false, problem: 'blocked' } as const;
      const stored = await this.insertMessage(client, String(conversationId), me.side, body, pair);
      return { ok: true, stored } as const;
    });
    if (!outcome.ok) return outcome;
    this.emailLater(outcome.stored);
    return { ok: true, message: messageFor(outcome.stored, me.side) };
  }

  /**
   * The participants of one of `me`'s conversations with both inboxes locked (as
   * `lockAccounts`: the same keys, in id order), in one statement: one round trip less at every
   * message (issue 27). Undefined, and nothing locked, when it is not one of `me`'s. The locks
   * are in the select list, evaluated left to right for the one row found.
   */
  private async lockedPairOf(
    client: pg.PoolClient,
    me: Participant,
    conversationId: number,
  ): Promise<Pair | undefined> {
    const inbox = (ends: 'least' | 'greatest') =>
      `pg_advisory_xact_lock(hashtextextended(
         'inbox:' || ${ends}(pair.parent_account_id, pair.caregiver_account_id)::text, 0))`;
    const { rows } = await client.query<PairRow>({
      name: `message-pair-locks-${me.side}`,
      text: `select pair.parent_account_id, pair.caregiver_account_id, pair.profile_id,
                    ${inbox('least')} as first_lock, ${inbox('greatest')} as second_lock
               from (select c.parent_account_id, p.account_id as caregiver_account_id, c.profile_id
                       from conversations c join caregiver_profiles p on p.id = c.profile_id
                      where c.id = $2 and ${MINE[me.side]}) pair`,
      values: [me.accountId, conversationId],
    });
    const row = rows[0];
    return row ? pairOfRow(row) : undefined;
  }

  /** The participants of one of `me`'s conversations; undefined when it is not one of them. */
  private async pairOfConversation(
    db: pg.Pool | pg.PoolClient,
    me: Participant,
    conversationId: number,
  ): Promise<Pair | undefined> {
    const { rows } = await db.query<PairRow>({
      name: `conversation-pair-${me.side}`,
      text: `select c.parent_account_id, p.account_id as caregiver_account_id, c.profile_id
               from conversations c join caregiver_profiles p on p.id = c.profile_id
              where c.id = $2 and ${MINE[me.side]}`,
      values: [me.accountId, conversationId],
    });
    const row = rows[0];
    return row ? pairOfRow(row) : undefined;
  }

  /** The participant's conversations, newest first, at most 100. */
  async list(me: Participant): Promise<ConversationSummary[]> {
    return this.summaries(me, `${MINE[me.side]}`, []);
  }

  private async summaries(
    me: Participant,
    where: string,
    extra: unknown[],
    db: pg.Pool | pg.PoolClient = this.pool,
  ): Promise<ConversationSummary[]> {
    const mySide = me.side;
    const theirs = other(mySide);
    const otherColumns =
      mySide === 'parent'
        ? `p.id::int as other_id, p.first_name as other_first_name, p.photo_url as other_photo_url`
        : `pa.id::int as other_id, ${firstNameSql('pa')} as other_first_name,
           pa.photo_url as other_photo_url`;
    const { rows } = await db.query<{
      id: number;
      other_id: number;
      other_first_name: string;
      other_photo_url: string | null;
      last_id: number | null;
      last_from_me: boolean | null;
      last_body: string | null;
      last_flags: MessageFlag[] | null;
      last_created_at: string | null;
      unread_count: number;
      updated_at: string;
      blocked: boolean;
    }>(
      `select c.id::int as id, ${otherColumns},
              last.id as last_id, last.from_me as last_from_me, last.body as last_body,
              last.flags as last_flags, last.created_at as last_created_at,
              (select count(*)::int from messages u
                where u.conversation_id = c.id and u.sender = '${theirs}'
                  and u.id > c.${mySide}_last_read_id and ${messageShownSql('u')}) as unread_count,
              ${isoMs('c.updated_at')} as updated_at, c.blocked_at is not null as blocked
         from conversations c
         join caregiver_profiles p on p.id = c.profile_id
         join accounts pa on pa.id = c.parent_account_id
         left join lateral (
           select ${MESSAGE_COLUMNS} from messages m
            where m.conversation_id = c.id and ${messageShownSql('m')}
            order by m.id desc limit 1) last on true
        where ${where}
        order by c.updated_at desc, c.id desc
        limit ${CONVERSATION_LIMITS.listMax}`,
      [me.accountId, mySide, ...extra],
    );
    return rows.map((row) => ({
      id: row.id,
      other: {
        id: row.other_id,
        first_name: row.other_first_name,
        kind: theirs,
        photo_url: row.other_photo_url,
      },
      last_message:
        row.last_id === null
          ? null
          : {
              id: row.last_id,
              from_me: Boolean(row.last_from_me),
              body: row.last_body ?? '',
              flags: row.last_flags ?? [],
              created_at: row.last_created_at ?? '',
            },
      unread_count: row.unread_count,
      updated_at: row.updated_at,
      blocked: row.blocked,
    }));
  }

  /** One of the participant's conversations as its list shows it. */
  async summary(me: Participant, conversationId: number): Promise<ConversationSummary | undefined> {
    const [found] = await this.summaries(me, `${MINE[me.side]} and c.id = $3`, [conversationId]);
    return found;
  }

  /**
   * A page of a conversation's messages, oldest first: newer than `after` (catching up),
   * older than `before` (scrolling up), or the newest. At most 50. Those read now are marked
   * read (the read marker only moves forward). Undefined: not one of the participant's.
   */
  async messages(
    me: Participant,
    conversationId: number,
    cursor: { after?: number; before?: number },
  ): Promise<Message[] | undefined> {
    const pair = await this.pairOfConversation(this.pool, me, conversationId);
    if (!pair) return undefined;
    const size = CONVERSATION_LIMITS.pageSize;
    let rows: Message[];
    if (cursor.after !== undefined) {
      ({ rows } = await this.pool.query<Message>(
        `select ${MESSAGE_COLUMNS} from messages m
          where m.conversation_id = $1 and m.id > $3 and ${messageShownSql('m')}
          order by m.id limit $4`,
        [conversationId, me.side, cursor.after, size],
      ));
    } else {
      ({ rows } = await this.pool.query<Message>(
        `select * from (
           select ${MESSAGE_COLUMNS} from messages m
            where m.conversation_id = $1 and ($3::bigint is null or m.id < $3)
              and ${messageShownSql('m')}
            order by m.id desc limit $4) page
          order by id`,
        [conversationId, me.side, cursor.before ?? null, size],
      ));
    }
    const newest = rows[rows.length - 1]?.id;
    if (newest !== undefined) {
      await this.pool.query(
        `update conversations set ${me.side}_last_read_id = $2
          where id = $1 and ${me.side}_last_read_id < $2`,
        [conversationId, newest],
      );
    }
    return rows;
  }

  /** Unread messages in all the participant's conversations (the header's count). */
  async unread(me: Participant): Promise<number> {
    const { rows } = await this.pool.query<{ unread: number }>(
      `select coalesce(sum((select count(*) from messages u
                where u.conversation_id = c.id and u.sender = $2
                  and u.id > c.${me.side}_last_read_id and ${messageShownSql('u')})), 0)::int as unread
         from conversations c where ${MINE[me.side]}`,
      [me.accountId, other(me.side)],
    );
    return rows[0]?.unread ?? 0;
  }

  /** Either participant blocks the conversation (idempotent: the first block stays). */
  async block(me: Participant, conversationId: number): Promise<ConversationSummary | undefined> {
    const { rowCount } = await this.pool.query(
      `update conversations c set blocked_by = coalesce(c.blocked_by, $2),
              blocked_at = coalesce(c.blocked_at, ${NOW_SQL})
        where c.id = $3 and ${MINE[me.side]}`,
      [me.accountId, me.side, conversationId],
    );
    if (!rowCount) return undefined;
    return this.summary(me, conversationId);
  }

  /**
   * The messages to an account (in all its conversations) after id `after`, oldest first, at
   * most `limit`: what a stream sends first when it resumes.
   */
  async messagesAfter(me: Participant, after: number, limit: number): Promise<StoredMessage[]> {
    const { rows } = await this.pool.query<StoredMessage>(
      `select ${STORED_COLUMNS}
         from messages m
        where m.conversation_id in (select c.id from conversations c where ${MINE[me.side]})
          and m.id > $2 and ${messageShownSql('m')}
        order by m.id limit $3`,
      [me.accountId, after, limit],
    );
    return rows;
  }

  /** One message by id, if the participant takes part in its conversation. */
  async messageById(me: Participant, id: number): Promise<StoredMessage | undefined> {
    const { rows } = await this.pool.query<StoredMessage>(
      `select ${STORED_COLUMNS}
         from messages m join conversations c on c.id = m.conversation_id
        where m.id = $2 and ${MINE[me.side]} and ${messageShownSql('m')}`,
      [me.accountId, id],
    );
    return rows[0];
  }

  /**
   * The offline email of a message, checked once its answer has gone (issue 27: the check is
   * a database round trip, the email may be more, and neither changes the answer). Never
   * lost: `idle()` waits for it, and the app waits for `idle()` before its pool closes.
   */
  private emailLater(stored: StoredMessage): void {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.emailIfOffline(stored))
      .catch(() => {}) // emailIfOffline logs its own failures; nothing may reject unheard
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Resolves once every offline email promised after an answer has been sent or has failed. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /**
   * Emails the recipient of a new message when no stream of theirs is open on any instance,
   * at most once per conversation per hour: the conditional UPDATE of the last-emailed time
   * decides, so two messages at once send one email. The email never holds the message.
   */
  private async emailIfOffline(stored: StoredMessage): Promise<void> {
    const to = other(stored.sender);
    const recipient = to === 'parent' ? 'c.parent_account_id' : 'p.account_id';
    const senderName =
      stored.sender === 'parent' ? "split_part(btrim(pa.full_name), ' ', 1)" : 'p.first_name';
    try {
      const { rows } = await this.pool.query<{
        account_id: string;
        email: string;
        first_name: string;
        sender_name: string;
      }>({
        // Planning this join took ~0.7 ms of PostgreSQL's CPU at every message (issue 27).
        name: `message-email-${to}`,
        text: `update conversations c set ${to}_emailed_at = ${NOW_SQL}
           from caregiver_profiles p, accounts pa, accounts r
          where c.id = $1 and p.id = c.profile_id and pa.id = c.parent_account_id
            and r.id = ${recipient}
            and (c.${to}_emailed_at is null
                 or c.${to}_emailed_at <= ${NOW_SQL} - make_interval(mins => $2))
            and not exists (select 1 from stream_presence sp
                             where sp.account_id = ${recipient}
                               and sp.seen_at > ${NOW_SQL} - make_interval(secs => $3))
          returning r.id::text as account_id, r.email,
                    case when r.type = 'user' then split_part(btrim(r.full_name), ' ', 1)
                         else p.first_name end as first_name,
                    ${senderName} as sender_name`,
        values: [stored.conversation_id, EMAIL_EVERY_MINUTES, this.presenceSeconds],
      });
      const row = rows[0];
      if (!row) return;
      await this.email.send({
        notice: { kind: 'messages', account: String(row.account_id) },
        to: row.email,
        subject: CONVERSATION_EMAIL.subject.replace('{name}', row.sender_name),
        body: `Hello ${row.first_name},\n\n${row.sender_name} sent you a message on FTC.\n\nRead it and reply: ${this.publicUrl}/dashboard/messages/${stored.conversation_id}\n\nWhile you are away we email you at most once an hour per conversation.\n\nThe FTC team`,
      });
    } catch (error) {
      // The message stands; the log says why the email did not go (never the message).
      this.warn(`a new-message email was not sent: ${(error as Error).message}`);
    }
  }
}

/**
 * Locks both participants' accounts for the transaction, in id order (no deadlock): messages
 * to one account take their ids and commit one after another.
 */
async function lockAccounts(client: pg.PoolClient, ...accountIds: string[]) {
  const sorted = [...new Set(accountIds)].sort((a, b) => Number(a) - Number(b));
  if (sorted.length === 0) return;
  // One statement, one round trip: the select list is evaluated left to right, so the locks
  // are still taken in id order.
  await client.query({
    name: `inbox-locks-${sorted.length}`,
    text: `select ${sorted.map((_, n) => `pg_advisory_xact_lock(hashtextextended($${n + 1}, 0))`).join(', ')}`,
    values: sorted.map((id) => `inbox:${id}`),
  });
}
