import type pg from 'pg';
import type { EmailKind } from '../../src/contract/sessions-and-notifications';
import { firstNameSql } from '../db/sql-fragments';
import { INTL_LOCALES, type Language, type Params, translate, type WordKey } from '../i18n';
import { languageOrEnglish, money } from './billing-emails';
import type { NotificationSettingsService } from './notification-settings';
import type { EmailTransport, SmsTransport } from './transports';

/** What happened to a booking that someone is told of by email (interface §11). */
export type BookingNoticeKind =
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'expired'
  | 'cancelled'
  | 'hours'
  | 'approved'
  | 'disputed'
  | 'reminder';

type Side = 'parent' | 'caregiver';

/** Who hears of each kind: the other side of whoever acted (a cancel: of who cancelled). */
const TOLD: Record<Exclude<BookingNoticeKind, 'cancelled' | 'reminder'>, Side> = {
  requested: 'caregiver',
  accepted: 'parent',
  declined: 'parent',
  expired: 'parent',
  hours: 'parent',
  approved: 'caregiver',
  disputed: 'caregiver',
};

/** The site's bookings page (demo/config/paths.ts `dashboardBookings`). */
const BOOKINGS_PAGE = '/dashboard/bookings';

interface Person {
  account_id: string;
  email: string;
  full_name: string;
  first_name: string;
  language: string | null;
  phone: string;
}

interface NoticeRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  respond_by: Date;
  time_zone: string;
  children: number;
  hours: string | null;
  amount_due: number | null;
  currency: string;
  cancelled_by: Side | null;
  cancel_reason: string | null;
  dispute_reason: string | null;
  parent: Person;
  caregiver: Person;
}

const person = (account: string, firstName: string) =>
  `json_build_object('account_id', ${account}.id::text, 'email', ${account}.email,
     'full_name', ${account}.full_name, 'first_name', ${firstName}, 'language', ${account}.language,
     'phone', ${account}.country_code || ${account}.mobile)`;

/**
 * The booking emails (and reminder texts) of interface §11, in each member's language and with
 * the times in the caregiver's city's zone. Emails are non-transactional (`bookings` or
 * `reminders` kind): the member's notification settings decide, with one-click unsubscribe.
 * A failed send is logged: the booking's change stands.
 */
export class BookingNotices {
  constructor(
    private readonly pool: pg.Pool,
    private readonly email: EmailTransport,
    private readonly sms: SmsTransport,
    private readonly settings: NotificationSettingsService,
    private readonly publicUrl: string,
    private readonly warn: (message: string) => void = () => {},
  ) {}

  /** Tells the side concerned of `kind` for each booking (a series: one email, `count` named). */
  async send(kind: BookingNoticeKind, ids: readonly (number | string)[], count = 1) {
    if (ids.length === 0) return;
    const { rows } = await this.pool.query<NoticeRow>(
      `select b.id, b.starts_at, b.ends_at, b.respond_by, b.time_zone, b.children,
              b.hours::text as hours, b.amount_due, b.currency, b.cancelled_by, b.cancel_reason,
              b.dispute_reason,
              ${person('pa', firstNameSql('pa'))} as parent,
              ${person('ca', 'p.first_name')} as caregiver
         from bookings b
         join accounts pa on pa.id = b.parent_account_id
         join caregiver_profiles p on p.id = b.profile_id
         join accounts ca on ca.id = p.account_id
        where b.id = any($1::bigint[])
        order by b.starts_at`,
      [ids.map(String)],
    );
    for (const row of rows) {
      try {
        if (kind === 'reminder') {
          await this.remind(row, 'parent');
          await this.remind(row, 'caregiver');
        } else {
          const to: Side =
            kind === 'cancelled'
              ? row.cancelled_by === 'parent'
                ? 'caregiver'
                : 'parent'
              : TOLD[kind];
          await this.mail(row, to, kind, count);
        }
      } catch (error) {
        this.warn(`a booking notice (${kind}) was not sent: ${(error as Error).message}`);
      }
    }
  }

  private async mail(row: NoticeRow, to: Side, kind: BookingNoticeKind, count = 1) {
    const reader = row[to];
    const other = row[to === 'parent' ? 'caregiver' : 'parent'];
    const language = languageOrEnglish(reader.language);
    const say = (key: WordKey, values: Params = {}) => translate(language, key, values);
    const hours = row.hours === null ? '' : String(Number(row.hours));
    const params: Params = {
      name: other.first_name,
      when: this.when(row, language),
      children: row.children,
      respond_by: this.moment(row.respond_by, row.time_zone, language),
      reason: (kind === 'disputed' ? row.dispute_reason : row.cancel_reason) ?? '',
      hours,
      amount: row.amount_due === null ? '' : money(language, row.amount_due, row.currency),
    };
    const lines = [
      say('account.email.greeting', { name: reader.first_name }),
      say(`bookings.email.${kind}` as WordKey, params),
      ...(kind === 'requested' && count > 1
        ? [say('bookings.email.requestedSeries', { count })]
        : []),
      say('bookings.email.link', { url: `${this.publicUrl}${BOOKINGS_PAGE}` }),
      say('account.email.signoff'),
    ];
    const noticeKind: EmailKind = kind === 'reminder' ? 'reminders' : 'bookings';
    await this.email.send({
      to: reader.email,
      subject: say(`bookings.email.${kind}Subject` as WordKey, params),
      body: lines.join('\n\n'),
      notice: { kind: noticeKind, account: reader.account_id },
    });
  }

  /** A reminder email, and a text when the member's `sms.bookings` is on. */
  private async remind(row: NoticeRow, to: Side) {
    await this.mail(row, to, 'reminder');
    const reader = row[to];
    const settings = await this.settings.get(reader.account_id);
    if (!settings.sms.bookings || !reader.phone) return;
    const language = languageOrEnglish(reader.language);
    const other = row[to === 'parent' ? 'caregiver' : 'parent'];
    await this.sms.send({
      to: reader.phone,
      body: translate(language, 'bookings.sms.reminder', {
        name: other.first_name,
        start: this.moment(row.starts_at, row.time_zone, language),
      }),
    });
  }

  private moment(at: Date, zone: string, language: Language) {
    return new Intl.DateTimeFormat(INTL_LOCALES[language], {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: zone,
    }).format(at);
  }

  private when(row: NoticeRow, language: Language) {
    const end = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      timeStyle: 'short',
      timeZone: row.time_zone,
    }).format(row.ends_at);
    return translate(language, 'bookings.email.when', {
      start: this.moment(row.starts_at, row.time_zone, language),
      end,
      zone: row.time_zone.replace(/_/g, ' '),
    });
  }
}
