import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type pg from 'pg';
import { BOOKING_PATHS } from '../../src/contract/endpoints';
import { firstNameSql, NOW_SQL } from '../db/sql-fragments';
import { type Language, translate } from '../i18n';
import { languageOrEnglish } from './billing-emails';
import { hmac, randomToken, sha256 } from './secrets';
import type { AccountType } from './tokens';

/** What a feed shows: up to a year back and everything ahead, at most this many bookings. */
const FEED_MONTHS_BACK = 12;
const FEED_MAX_EVENTS = 2000;

/**
 * Statuses a booking reached only through a confirmation: the feed's events. A cancelled booking
 * is shown (as STATUS:CANCELLED) only when it had been confirmed: a request that was withdrawn
 * never was in anyone's calendar.
 */
const IN_CALENDAR = `(b.status in ('confirmed', 'hours_submitted', 'completed', 'disputed')
  or (b.status = 'cancelled' and b.confirmed_at is not null))`;

interface FeedRow {
  id: string;
  status: string;
  starts_at: Date;
  ends_at: Date;
  updated_at: Date;
  created_at: Date;
  other_first_name: string;
}

/**
 * A member's secret calendar feed (interface §11). The URL's token is HMAC(server secret, a
 * random salt): only the salt and the token's sha256 are kept, so `GET` shows the same URL again,
 * a database copy alone cannot rebuild it, and a new salt (`POST`) ends the old URL at once.
 */
export class BookingCalendarService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  private tokenOf(salt: string) {
    return Buffer.from(hmac(this.secret, `calendar-link:${salt}`), 'hex').toString('base64url');
  }

  private urlOf(token: string) {
    return `${this.publicUrl}${BOOKING_PATHS.calendarFeed(token)}`;
  }

  /** The member's feed URL; the first call makes it. */
  async link(accountId: string): Promise<string> {
    const salt = randomToken();
    const token = this.tokenOf(salt);
    // Two first calls at once: one salt wins, both answer the one kept.
    await this.pool.query(
      `insert into calendar_links (account_id, token_hash, salt) values ($1, $2, $3)
       on conflict (account_id) do nothing`,
      [accountId, sha256(token), salt],
    );
    const { rows } = await this.pool.query<{ salt: string | null }>(
      'select salt from calendar_links where account_id = $1',
      [accountId],
    );
    const kept = rows[0]?.salt;
    if (!kept) return this.renew(accountId);
    return this.urlOf(this.tokenOf(kept));
  }

  /** A new feed URL for the member; the old one answers 404 from now on. */
  async renew(accountId: string): Promise<string> {
    const salt = randomToken();
    const token = this.tokenOf(salt);
    await this.pool.query(
      `insert into calendar_links (account_id, token_hash, salt) values ($1, $2, $3)
       on conflict (account_id) do update
         set token_hash = excluded.token_hash, salt = excluded.salt, created_at = ${NOW_SQL}`,
      [accountId, sha256(token), salt],
    );
    return this.urlOf(token);
  }

  /** The feed of the token's member as RFC 5545 text, or undefined for no such link. */
  async feed(token: string): Promise<string | undefined> {
    const { rows: owners } = await this.pool.query<{
      id: string;
      type: AccountType;
      language: string | null;
    }>(
      `select a.id, a.type, a.language from calendar_links l join accounts a on a.id = l.account_id
        where l.token_hash = $1 and a.deleted_at is null`,
      [sha256(token)],
    );
    const owner = owners[0];
    if (!owner) return undefined;
    // The other side by first name only: the caregiver's profile name for a parent, the
    // parent's first name for the caregiver.
    const side =
      owner.type === 'user'
        ? {
            join: 'join caregiver_profiles p on p.id = b.profile_id',
            name: 'p.first_name',
            where: 'b.parent_account_id = $1',
          }
        : {
            join: `join caregiver_profiles p on p.id = b.profile_id
                   join accounts a on a.id = b.parent_account_id`,
            name: firstNameSql('a'),
            where: 'p.account_id = $1',
          };
    const { rows } = await this.pool.query<FeedRow>(
      `select b.id, b.status, b.starts_at, b.ends_at, b.updated_at, b.created_at,
              ${side.name} as other_first_name
         from bookings b ${side.join}
        where ${side.where} and ${IN_CALENDAR}
          and b.ends_at >= ${NOW_SQL} - make_interval(months => $2)
        order by b.starts_at, b.id
        limit $3`,
      [owner.id, FEED_MONTHS_BACK, FEED_MAX_EVENTS],
    );
    return this.ics(rows, languageOrEnglish(owner.language), owner.type);
  }

  private ics(rows: FeedRow[], language: Language, type: AccountType): string {
    const host = new URL(this.publicUrl).hostname;
    const calendar = ical({
      name: translate(language, 'calendar.name'),
      prodId: { company: 'FTC', product: 'bookings', language: language.toUpperCase() },
      method: ICalCalendarMethod.PUBLISH,
    });
    const summary = type === 'user' ? 'calendar.withCaregiver' : 'calendar.withParent';
    for (const row of rows) {
      calendar.createEvent({
        id: `booking-${row.id}@${host}`,
        start: row.starts_at,
        end: row.ends_at,
        stamp: row.updated_at,
        created: row.created_at,
        lastModified: row.updated_at,
        summary: translate(language, summary, { name: row.other_first_name }),
        status: row.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        url: `${this.publicUrl}/dashboard/bookings`,
      });
    }
    return calendar.toString();
  }
}
