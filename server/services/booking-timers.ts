import type pg from 'pg';
import { BOOKING_LIMITS } from '../../src/contract/booking-values';
import { NOW_SQL } from '../db/sql-fragments';
import { inTransaction } from '../db/transaction';
import type { BookingNotices } from './booking-notices';
import { type Changed, notifyChanged } from './bookings';

const CHANGED = `b.id, b.parent_account_id, b.status,
  (select account_id from caregiver_profiles where id = b.profile_id) as caregiver_account_id`;

/**
 * The time-driven work of bookings (interface §11), run by the `bookings` job
 * (background/time-driven.ts) as of the server's clock: requests past `respond_by` expire,
 * confirmed bookings starting within 24 h are reminded once, hours left unanswered 48 h are
 * approved. Each status change sends the `booking` stream event to both sides in its
 * transaction; the emails go after it.
 */
export class BookingTimers {
  constructor(
    private readonly pool: pg.Pool,
    private readonly notices: BookingNotices,
  ) {}

  async run(): Promise<{ expired: number; reminded: number; approved: number }> {
    const expired = await this.sweep(
      `update bookings b set status = 'expired', updated_at = ${NOW_SQL}
        where b.status = 'requested' and b.respond_by <= ${NOW_SQL}
        returning ${CHANGED}`,
    );
    await this.notices.send('expired', expired);
    const reminded = await this.pool.query<{ id: string }>(
      `update bookings set reminded_at = ${NOW_SQL}
        where status = 'confirmed' and reminded_at is null and starts_at > ${NOW_SQL}
          and starts_at <= ${NOW_SQL} + make_interval(hours => ${BOOKING_LIMITS.reminderHours})
        returning id`,
    );
    await this.notices.send(
      'reminder',
      reminded.rows.map((row) => row.id),
    );
    const approved = await this.sweep(
      `update bookings b set status = 'completed', completed_at = ${NOW_SQL},
              amount_due = round(b.hours * b.hourly_rate)::int, updated_at = ${NOW_SQL}
        where b.status = 'hours_submitted'
          and b.hours_submitted_at <= ${NOW_SQL} - make_interval(hours => ${BOOKING_LIMITS.autoApproveHours})
        returning ${CHANGED}`,
    );
    await this.notices.send('approved', approved);
    return { expired: expired.length, reminded: reminded.rows.length, approved: approved.length };
  }

  private sweep(sql: string): Promise<string[]> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<Changed>(sql);
      await notifyChanged(client, rows);
      return rows.map((row) => row.id);
    });
  }
}
