import type { BookingStatus } from '../../../src/contract/booking-values';
import type { TestApp } from '../harness';

// Bookings written as rows (the request/accept routes are another area's): what the calendar,
// reliability, reviews, search-by-time and metrics tests read.

export interface BookingRow {
  parentAccountId: number | string;
  profileId: number | string;
  status: BookingStatus;
  startsAt: Date | string;
  /** Hours after the start; 3 unless told. */
  hours?: number;
  /** Set for confirmed and later statuses unless told (`null`: never confirmed). */
  confirmedAt?: Date | string | null;
  cancelledBy?: 'parent' | 'caregiver';
  lateCancel?: boolean;
  createdAt?: Date | string;
}

const LATER: readonly BookingStatus[] = [
  'confirmed',
  'hours_submitted',
  'completed',
  'disputed',
  'cancelled',
];

/** One booking row; its id. */
export async function insertBooking(t: TestApp, row: BookingRow): Promise<number> {
  const starts = new Date(row.startsAt);
  const ends = new Date(starts.getTime() + (row.hours ?? 3) * 3_600_000);
  const confirmedAt =
    row.confirmedAt !== undefined
      ? row.confirmedAt
      : LATER.includes(row.status)
        ? new Date(starts.getTime() - 86_400_000)
        : null;
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into bookings (parent_account_id, profile_id, status, starts_at, ends_at, children,
       hourly_rate, respond_by, confirmed_at, cancelled_by, cancelled_at, late_cancel, created_at)
     values ($1, $2, $3, $4, $5, 1, 2000, $4::timestamptz - interval '2 hours', $6, $7,
       case when $7::text is null then null else $4::timestamptz - interval '1 hour' end, $8,
       coalesce($9::timestamptz, ftc_now()))
     returning id`,
    [
      row.parentAccountId,
      row.profileId,
      row.status,
      starts,
      ends,
      confirmedAt,
      row.cancelledBy ?? null,
      row.lateCancel ?? false,
      row.createdAt ?? null,
    ],
  );
  return Number(rows[0]?.id);
}

/** Midnight UTC `days` from now, plus `hour` hours: a start far enough from the clock's now. */
export const dayAt = (days: number, hour: number) => {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  return new Date(date.getTime() + days * 86_400_000 + hour * 3_600_000);
};
