import type pg from 'pg';
import {
  BOOKING_LIMITS,
  type BookingSide,
  type BookingStatus,
} from '../../src/contract/booking-values';
import type { Booking, BookingBody, BookingPage } from '../../src/contract/bookings';
import { SUBSCRIPTION_REQUIRED } from '../../src/contract/error-codes';
import type { ClockLike } from '../clock';
import {
  firstNameSql,
  hasActivePlanSql,
  isoSql,
  NOW_SQL,
  profileShownSql,
} from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { ApiProblem, conflict, tooManyRequests } from '../errors';
import { word } from '../i18n';
import type { BookingNotices } from './booking-notices';
import { checkRequestTimes, localDate, repeatCount } from './booking-rules';
import { accountChannel, bookingNotice, notify } from './notifications';
import type { RateLimiter } from './rate-limiter';
import { timeZoneOf } from './zip-codes';

/** A booking's parties and status, as a status change notifies them. */
export interface Changed {
  id: string;
  parent_account_id: string;
  caregiver_account_id: string;
  status: BookingStatus;
}

/** The contract's `Booking` of alias `b` (with `p` its profile, `pa` its parent) seen by `side`. */
export const bookingColumns = (side: BookingSide) => `b.id::int as id, b.status,
  ${isoSql('b.starts_at')} as starts_at, ${isoSql('b.ends_at')} as ends_at, b.children,
  b.hourly_rate, b.currency, b.notes, ${isoSql('b.respond_by')} as respond_by,
  ${
    side === 'parent'
      ? `json_build_object('id', p.id::int, 'first_name', p.first_name, 'kind', 'caregiver')`
      : `json_build_object('id', pa.id::int, 'first_name', ${firstNameSql('pa')}, 'kind', 'parent')`
  } as other,
  b.hours::float8 as hours, b.amount_due, b.cancelled_by, b.late_cancel,
  ${isoSql('b.created_at')} as created_at, b.time_zone`;

export const BOOKING_FROM = `bookings b join caregiver_profiles p on p.id = b.profile_id
  join accounts pa on pa.id = b.parent_account_id`;

/** The booking is `side`'s own, for the account `$n`. */
export const ownedBy = (side: BookingSide, param: string) =>
  side === 'parent' ? `b.parent_account_id = ${param}` : `p.account_id = ${param}`;

/** Sends the `booking` stream event to both sides of each changed booking (at commit). */
export async function notifyChanged(client: pg.PoolClient, rows: readonly Changed[]) {
  for (const row of rows) {
    const payload = bookingNotice({ booking_id: row.id, status: row.status });
    await notify(client, accountChannel(row.parent_account_id), payload);
    await notify(client, accountChannel(row.caregiver_account_id), payload);
  }
}

export interface ListQuery {
  status?: BookingStatus;
  from?: string;
  to?: string;
  page: number;
}

/**
 * Requests and the member's list (interface §11). The answers and changes after a request are in
 * booking-actions.ts; the time-driven work in booking-timers.ts.
 */
export class BookingService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly limiter: RateLimiter,
    private readonly clock: ClockLike,
    readonly notices: BookingNotices,
  ) {}

  /**
   * A parent's request: one booking, or one a week up to `repeat_weekly_until` (each at the
   * first's local wall-clock time in the caregiver's zone, sharing `series_id`). Throws the
   * answer's ApiProblem: 404 unknown caregiver, 403 without a plan, 400 naming a field, 429
   * past 20 requests an hour, 409 when a confirmed booking of the caregiver overlaps one.
   */
  async request(
    parentAccountId: string,
    body: Required<Pick<BookingBody, 'caregiver_id' | 'starts_at' | 'ends_at' | 'children'>> &
      Pick<BookingBody, 'hourly_rate' | 'repeat_weekly_until'> & { notes: string },
  ): Promise<{ bookings: Booking[]; seriesId: number | null }> {
    const found = await this.pool.query<{
      id: string;
      hourly_rate: number;
      time_zone: string | null;
      lat: number | null;
      lng: number | null;
      plan: boolean;
    }>(
      `select p.id, p.hourly_rate, p.time_zone, p.lat, p.lng, ${hasActivePlanSql('$2')} as plan
         from caregiver_profiles p
        where p.id = $1 and p.published and ${profileShownSql('p')}`,
      [body.caregiver_id, parentAccountId],
    );
    const profile = found.rows[0];
    if (!profile) {
      const message = word('bookings.caregiverUnknown');
      throw new ApiProblem(404, message, { errors: [{ field: 'caregiver_id', message }] });
    }
    if (!profile.plan)
      throw new ApiProblem(403, 'bookings.paywall', { code: SUBSCRIPTION_REQUIRED });
    checkRequestTimes(body.starts_at, body.ends_at, this.clock.nowMs());
    const zone = profile.time_zone ?? (await this.zoneOf(profile));
    const count = repeatCount(localDate(new Date(body.starts_at), zone), body.repeat_weekly_until);
    const wait = await this.limiter.take(
      `bookings:request:${parentAccountId}`,
      BOOKING_LIMITS.requestsPerHour,
      3600,
    );
    if (wait > 0)
      throw tooManyRequests(wait, 'bookings.tooMany', { max: BOOKING_LIMITS.requestsPerHour });
    const made = await inTransaction(this.pool, async (client) => {
      // Each week keeps the first's wall-clock time in the caregiver's zone (across a DST
      // change the UTC hour moves), and the first's length.
      const series = `select (($2::timestamptz at time zone $4) + make_interval(weeks => k))
                               at time zone $4 as s,
                             $3::timestamptz - $2::timestamptz as length
                        from generate_series(0, $5::int - 1) k`;
      const overlap = await client.query<{ starts_at: string }>(
        `select ${isoSql('b.starts_at')} as starts_at
           from bookings b, (${series}) x
          where b.profile_id = $1 and b.status = 'confirmed'
            and tstzrange(b.starts_at, b.ends_at) && tstzrange(x.s, x.s + x.length)
          order by b.starts_at limit 1`,
        [profile.id, body.starts_at, body.ends_at, zone, count],
      );
      const clash = overlap.rows[0];
      if (clash) throw conflict(word('bookings.overlap', { start: clash.starts_at }));
      const inserted = await client.query<Changed>(
        `insert into bookings (parent_account_id, profile_id, starts_at, ends_at, children,
                               hourly_rate, notes, time_zone, respond_by)
         select $6, $1, x.s, x.s + x.length, $7, $8, $9, $4,
                least(${NOW_SQL} + make_interval(hours => ${BOOKING_LIMITS.respondWithinHours}),
                      x.s - make_interval(hours => ${BOOKING_LIMITS.respondBeforeStartHours}))
           from (${series}) x order by x.s
         returning id, parent_account_id, status,
                   (select account_id from caregiver_profiles where id = $1) as caregiver_account_id`,
        [
          profile.id,
          body.starts_at,
          body.ends_at,
          zone,
          count,
          parentAccountId,
          body.children,
          body.hourly_rate ?? profile.hourly_rate,
          body.notes,
        ],
      );
      const ids = inserted.rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
      const seriesId = count > 1 ? Number(ids[0]) : null;
      if (seriesId !== null)
        await client.query('update bookings set series_id = $1 where id = any($2::bigint[])', [
          seriesId,
          ids,
        ]);
      await notifyChanged(client, inserted.rows);
      return { ids, seriesId };
    });
    await this.notices.send('requested', made.ids.slice(0, 1), made.ids.length);
    return { bookings: await this.byIds('parent', made.ids), seriesId: made.seriesId };
  }

  /** The profile's zone from its place, saved on it (a row written without one). */
  private async zoneOf(profile: { id: string; lat: number | null; lng: number | null }) {
    if (profile.lat === null || profile.lng === null) return 'UTC';
    const zone = timeZoneOf(Number(profile.lat), Number(profile.lng));
    await this.pool.query(
      'update caregiver_profiles set time_zone = $2 where id = $1 and time_zone is null',
      [profile.id, zone],
    );
    return zone;
  }

  /** Bookings by id as `side` sees them, by start. */
  async byIds(side: BookingSide, ids: readonly (string | number)[]): Promise<Booking[]> {
    const { rows } = await this.pool.query<Booking>(
      `select ${bookingColumns(side)} from ${BOOKING_FROM}
        where b.id = any($1::bigint[]) order by b.starts_at, b.id`,
      [ids.map(String)],
    );
    return rows;
  }

  /** The member's bookings (either side), by start, filtered, one page. */
  async list(side: BookingSide, accountId: string, query: ListQuery): Promise<BookingPage> {
    const pageSize = BOOKING_LIMITS.pageSize;
    const { rows } = await this.pool.query<Booking & { total: number }>(
      `select ${bookingColumns(side)}, count(*) over ()::int as total
         from ${BOOKING_FROM}
        where ${ownedBy(side, '$1')}
          and ($2::text is null or b.status = $2)
          and ($3::timestamptz is null or b.starts_at >= $3)
          and ($4::timestamptz is null or b.starts_at < $4)
        order by b.starts_at, b.id
        limit $5 offset $6`,
      [
        accountId,
        query.status ?? null,
        query.from ?? null,
        query.to ?? null,
        pageSize,
        (query.page - 1) * pageSize,
      ],
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.page > 1) {
      const counted = await this.pool.query<{ total: number }>(
        `select count(*)::int as total from ${BOOKING_FROM}
          where ${ownedBy(side, '$1')} and ($2::text is null or b.status = $2)
            and ($3::timestamptz is null or b.starts_at >= $3)
            and ($4::timestamptz is null or b.starts_at < $4)`,
        [accountId, query.status ?? null, query.from ?? null, query.to ?? null],
      );
      total = counted.rows[0]?.total ?? 0;
    }
    return {
      items: rows.map(({ total: _total, ...booking }) => booking),
      total,
      page: query.page,
      page_size: pageSize,
    };
  }
}
