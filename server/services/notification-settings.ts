import { createHmac, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { ACCOUNT_PATHS } from '../../src/contract/endpoints';
import {
  EMAIL_KINDS,
  type EmailKind,
  type NotificationSettings,
} from '../../src/contract/sessions-and-notifications';
import { NOW_SQL } from '../db/sql-fragments';
import type { EmailMessage, EmailTransport } from './transports';

/** The RFC 8058 headers of a non-transactional email. */
export type UnsubscribeHeaders = Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string>;

/** What a token names: an account's kind of email, or a newsletter subscriber. */
type Subject = { account: string } | { subscriber: string };

const ALL_ON: NotificationSettings = {
  email: {
    messages: true,
    applications: true,
    bookings: true,
    reminders: true,
    newsletter: true,
    tips: true,
  },
  sms: { bookings: true },
};

interface SettingsRow {
  email_messages: boolean;
  email_applications: boolean;
  email_bookings: boolean;
  email_reminders: boolean;
  email_newsletter: boolean;
  email_tips: boolean;
  sms_bookings: boolean;
  version: number;
}

const settingsOf = (row: SettingsRow | undefined): NotificationSettings =>
  row
    ? {
        email: {
          messages: row.email_messages,
          applications: row.email_applications,
          bookings: row.email_bookings,
          reminders: row.email_reminders,
          newsletter: row.email_newsletter,
          tips: row.email_tips,
        },
        sms: { bookings: row.sms_bookings },
      }
    : structuredClone(ALL_ON);

/** The column of an email kind: from the fixed list, never from a request. */
const column = (kind: EmailKind) => `email_${kind}`;

/**
 * Which emails a member wants (interface §9 "Account": notification-settings) and the one-click
 * unsubscribe of every email that is not transactional (RFC 8058). A link's token is an HMAC
 * over (account, kind, the account's settings version): a forged token names nothing, and the
 * version goes up whenever a kind is turned back on, so a link from before does nothing.
 * Receipts, codes, security and legal notices have no kind: they always go.
 */
export class NotificationSettingsService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  async get(accountId: string): Promise<NotificationSettings> {
    const { rows } = await this.pool.query<SettingsRow>(
      'select * from notification_settings where account_id = $1',
      [accountId],
    );
    return settingsOf(rows[0]);
  }

  /** Saves the settings; a kind turned back on makes every earlier unsubscribe link void. */
  async put(accountId: string, next: NotificationSettings): Promise<NotificationSettings> {
    const values = [...EMAIL_KINDS.map((kind) => next.email[kind]), next.sms.bookings];
    const { rows } = await this.pool.query<SettingsRow>(
      `insert into notification_settings as s (account_id, ${EMAIL_KINDS.map(column).join(', ')}, sms_bookings)
       values ($1, ${values.map((_, i) => `$${i + 2}`).join(', ')})
       on conflict (account_id) do update set
         ${EMAIL_KINDS.map((kind) => `${column(kind)} = excluded.${column(kind)}`).join(', ')},
         sms_bookings = excluded.sms_bookings,
         version = s.version + case when ${EMAIL_KINDS.map(
           (kind) => `(excluded.${column(kind)} and not s.${column(kind)})`,
         ).join(' or ')} then 1 else 0 end,
         updated_at = ${NOW_SQL}
       returning *`,
      [accountId, ...values],
    );
    return settingsOf(rows[0]);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret)
      .update(`ftc-unsubscribe\0${payload}`)
      .digest('base64url');
  }

  private token(subject: Subject, kind: EmailKind, version: number): string {
    const who = 'account' in subject ? `a${subject.account}` : `n${subject.subscriber}`;
    const payload = `${who}.${kind}.${version}`;
    return `${payload}.${this.sign(payload)}`;
  }

  headers(token: string): UnsubscribeHeaders {
    return {
      'List-Unsubscribe': `<${this.publicUrl}${ACCOUNT_PATHS.unsubscribe(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }

  /**
   * Whether an email of `kind` to the member may go, and its unsubscribe headers: `null` when
   * the member turned that kind off (or the account is gone).
   */
  async prepare(accountId: string, kind: EmailKind): Promise<UnsubscribeHeaders | null> {
    const { rows } = await this.pool.query<{ id: string; on: boolean | null; version: number }>(
      `select a.id::text as id, s.${column(kind)} as on, coalesce(s.version, 0) as version
         from accounts a left join notification_settings s on s.account_id = a.id
        where a.id = $1 and a.deleted_at is null`,
      [accountId],
    );
    const row = rows[0];
    // A deleted account (interface §9) gets no email of a kind it could turn off: only the
    // transactional ones (its restore link, receipts) still go.
    if (!row || row.on === false) return null;
    return this.headers(this.token({ account: row.id }, kind, row.version));
  }

  /** The unsubscribe headers of a newsletter email to a confirmed subscriber. */
  newsletterHeaders(subscriberId: string, signups: number): UnsubscribeHeaders {
    return this.headers(this.token({ subscriber: subscriberId }, 'newsletter', signups));
  }

  /**
   * One-click unsubscribe: the kind of a valid token is turned off (true). A forged token, or
   * one signed under an older version (the kind was turned back on since), does nothing (false).
   */
  async unsubscribe(token: string): Promise<boolean> {
    const match = /^([an])(\d{1,18})\.([a-z]{1,20})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const [, who, id, kind, version, signature] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const expected = Buffer.from(this.sign(`${who}${id}.${kind}.${version}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    if (!(EMAIL_KINDS as readonly string[]).includes(kind)) return false;
    if (who === 'n') {
      const { rowCount } = await this.pool.query(
        `update newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, ${NOW_SQL}), updated_at = ${NOW_SQL}
          where id = $1 and signups = $2`,
        [id, Number(version)],
      );
      return Boolean(rowCount);
    }
    // No settings row yet is version 0 (all on); a row answers only to its own version.
    const col = column(kind as EmailKind);
    const { rows } = await this.pool.query<{ changed: number }>(
      `with updated as (
         update notification_settings set ${col} = false, updated_at = ${NOW_SQL}
          where account_id = $1 and version = $2::int
         returning 1),
       inserted as (
         insert into notification_settings (account_id, ${col})
         select a.id, false from accounts a
          where a.id = $1 and $2::int = 0
            and not exists (select 1 from notification_settings where account_id = $1)
         on conflict (account_id) do nothing
         returning 1)
       select ((select count(*) from updated) + (select count(*) from inserted))::int as changed`,
      [id, Number(version)],
    );
    return (rows[0]?.changed ?? 0) > 0;
  }
}

/**
 * The email transport every caller uses: an email with a `notice` (not transactional) goes only
 * when its member wants that kind, with the RFC 8058 headers; the others go as they are.
 */
export class PreferenceEmailTransport implements EmailTransport {
  constructor(
    private readonly inner: EmailTransport,
    private readonly settings: NotificationSettingsService,
  ) {}

  async send(email: EmailMessage): Promise<void> {
    const { notice, ...rest } = email;
    if (!notice) return this.inner.send(email);
    const headers = await this.settings.prepare(notice.account, notice.kind);
    if (!headers) return;
    await this.inner.send({ ...rest, headers: { ...rest.headers, ...headers } });
  }
}
