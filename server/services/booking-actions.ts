import type pg from 'pg';
import type { BookingSide, BookingStatus } from '../../src/contract/booking-values';
import type { Booking } from '../../src/contract/bookings';
import { NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import { conflict } from '../errors';
import { word } from '../i18n';
import type { BookingNoticeKind, BookingNotices } from './booking-notices';
import { bookingNotFound, checkHours, isLateCancel, wrongStatus } from './booking-rules';
import {
  BOOKING_FROM,
  type BookingService,
  type Changed,
  notifyChanged,
  ownedBy,
} from './bookings';

/** A booking as an action reads it, locked. */
interface Locked {
  id: string;
  status: BookingStatus;
  starts_at: Date;
  ends_at: Date;
  respond_by: Date;
  parent_account_id: string;
  caregiver_account_id: string;
  now: Date;
}

/** The pg error of an exclusion constraint (`bookings_no_overlap`). */
const EXCLUSION_VIOLATION = '23P01';

/**
 * What either side does to a booking after the request (interface §11): the caregiver accepts,
 * declines and submits hours; the parent approves or disputes them; either cancels. Each locks
 * the booking, checks its status and times against the server's clock, changes it, sends the
 * `booking` stream event to both sides in the same transaction, then emails the other side.
 * Someone else's booking is 404; a status that does not allow the action, 409 saying why.
 */
export class BookingActions {
  constructor(
    private readonly pool: pg.Pool,
    private readonly bookings: BookingService,
    private readonly notices: BookingNotices,
  ) {}

  accept(accountId: string, id: number, reason?: string) {
    return this.change('caregiver', accountId, id, 'accepted', async (client, row) => {
      this.answerable(row);
      // One accept at a time per caregiver. Two transactions confirming overlapping bookings
      // each insert into the exclusion constraint's index and then wait for the other's: a
      // deadlock, found after deadlock_timeout (1 s) and answered 500. Serialised, the later
      // one meets the committed booking and gets its 409 at once.
      await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `booking-accept:${row.caregiver_account_id}`,
      ]);
      try {
        await client.query(
          `update bookings set status = 'confirmed', answered_at = ${NOW_SQL},
                  confirmed_at = ${NOW_SQL}, answer_reason = $2, updated_at = ${NOW_SQL}
            where id = $1`,
          [row.id, reason ?? null],
        );
      } catch (error) {
        // Another confirmed booking of this caregiver overlaps: exact under parallel accepts.
        if ((error as { code?: string }).code === EXCLUSION_VIOLATION)
          throw conflict('bookings.overlapAccept');
        throw error;
      }
      return 'confirmed';
    });
  }

  decline(accountId: string, id: number, reason?: string) {
    return this.change('caregiver', accountId, id, 'declined', async (client, row) => {
      this.answerable(row);
      await client.query(
        `update bookings set status = 'declined', answered_at = ${NOW_SQL}, answer_reason = $2,
                updated_at = ${NOW_SQL}
          where id = $1`,
        [row.id, reason ?? null],
      );
      return 'declined';
    });
  }

  cancel(side: BookingSide, accountId: string, id: number, reason: string) {
    return this.change(side, accountId, id, 'cancelled', async (client, row) => {
      if (row.status !== 'requested' && row.status !== 'confirmed')
        throw wrongStatus('bookings.notCancellable', row.status);
      if (row.starts_at <= row.now) throw conflict('bookings.cancelStarted');
      await client.query(
        `update bookings set status = 'cancelled', cancelled_by = $2, cancel_reason = $3,
                cancelled_at = ${NOW_SQL}, late_cancel = $4, updated_at = ${NOW_SQL}
          where id = $1`,
        [row.id, side, reason, isLateCancel(row.starts_at, row.now.getTime())],
      );
      return 'cancelled';
    });
  }

  hours(accountId: string, id: number, hours: number, note?: string) {
    return this.change('caregiver', accountId, id, 'hours', async (client, row) => {
      if (row.status !== 'confirmed') throw wrongStatus('bookings.hoursNotConfirmed', row.status);
      if (row.ends_at > row.now)
        throw conflict(word('bookings.hoursBeforeEnd', { end: row.ends_at.toISOString() }));
      checkHours(hours, row.starts_at, row.ends_at);
      await client.query(
        `update bookings set status = 'hours_submitted', hours = $2, hours_note = $3,
                hours_submitted_at = ${NOW_SQL}, updated_at = ${NOW_SQL}
          where id = $1`,
        [row.id, hours, note ?? null],
      );
      return 'hours_submitted';
    });
  }

  approve(accountId: string, id: number) {
    return this.change('parent', accountId, id, 'approved', async (client, row) => {
      if (row.status !== 'hours_submitted')
        throw wrongStatus('bookings.notHoursSubmitted', row.status);
      await client.query(
        `update bookings set status = 'completed', completed_at = ${NOW_SQL},
                amount_due = round(hours * hourly_rate)::int, updated_at = ${NOW_SQL}
          where id = $1`,
        [row.id],
      );
      return 'completed';
    });
  }

  dispute(accountId: string, id: number, reason: string) {
    return this.change('parent', accountId, id, 'disputed', async (client, row) => {
      if (row.status !== 'hours_submitted')
        throw wrongStatus('bookings.notHoursSubmitted', row.status);
      await client.query(
        `update bookings set status = 'disputed', dispute_reason = $2, updated_at = ${NOW_SQL}
          where id = $1`,
        [row.id, reason],
      );
      return 'disputed';
    });
  }

  /** A request can be answered while it is `requested` and its window is open. */
  private answerable(row: Locked) {
    if (row.status !== 'requested') throw wrongStatus('bookings.notRequested', row.status);
    if (row.respond_by <= row.now)
      throw conflict(word('bookings.answerClosed', { respond_by: row.respond_by.toISOString() }));
  }

  private async change(
    side: BookingSide,
    accountId: string,
    id: number,
    notice: BookingNoticeKind,
    act: (client: pg.PoolClient, row: Locked) => Promise<BookingStatus>,
  ): Promise<Booking> {
    await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<Locked>(
        `select b.id, b.status, b.starts_at, b.ends_at, b.respond_by, b.parent_account_id,
                p.account_id as caregiver_account_id, ${NOW_SQL} as now
           from ${BOOKING_FROM}
          where b.id = $1 and ${ownedBy(side, '$2')}
          for update of b`,
        [id, accountId],
      );
      const row = rows[0];
      if (!row) throw bookingNotFound();
      const status = await act(client, row);
      const changed: Changed = { ...row, status };
      await notifyChanged(client, [changed]);
    });
    await this.notices.send(notice, [id]);
    const [booking] = await this.bookings.byIds(side, [id]);
    return booking as Booking;
  }
}
