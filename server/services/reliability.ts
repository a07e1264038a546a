import { BOOKING_LIMITS } from '../../src/contract/booking-values';

/** A booking of alias `b` the caregiver cancelled late (under 24 h before its start). */
const CAREGIVER_LATE_CANCEL = `b.status = 'cancelled' and b.cancelled_by = 'caregiver' and b.late_cancel`;

/**
 * A caregiver's `reliability` (interface §11) as a JSON expression of profile alias `alias`, or
 * null until `BOOKING_LIMITS.reliabilityAfterConfirmed` of its bookings were ever confirmed
 * (`confirmed_at` is kept after a cancel). `bookings` counts those; `percent` is completed ÷
 * (completed + the caregiver's own late cancels), rounded; 100 while neither has happened yet
 * (nothing has gone wrong). Parents' cancels do not count against the caregiver. One index-only
 * scan of `bookings_reliability_idx` (migration 041) per profile: every card selects it.
 */
export const reliabilitySql = (alias: string) => `(
  select case when count(*) >= ${BOOKING_LIMITS.reliabilityAfterConfirmed} then json_build_object(
           'bookings', count(*)::int,
           'completed', count(*) filter (where b.status = 'completed')::int,
           'late_cancels', count(*) filter (where ${CAREGIVER_LATE_CANCEL})::int,
           'percent', coalesce(round(100.0 * count(*) filter (where b.status = 'completed')
             / nullif(count(*) filter (where b.status = 'completed' or ${CAREGIVER_LATE_CANCEL}), 0)
           )::int, 100)) end
    from bookings b
   where b.profile_id = ${alias}.id and b.confirmed_at is not null)`;
