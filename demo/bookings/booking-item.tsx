import { useEffect, useState } from 'react';
import {
  durationParts,
  formatDay,
  formatTime,
  otherZone,
  zoneLabel,
} from '../../src/bookings/booking-time';
import { bookingWords } from '../../src/bookings/words';
import type { Booking, BookingSide } from '../../src/contract/booking-values';
import { useWords } from '../../src/i18n/use-words';
import { BookingActions } from './booking-actions';

/** The clock the page reads (the countdowns), ticking every `ms`. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** Which side the reader is on: the other side's kind says it. */
export const sideOf = (booking: Booking): BookingSide =>
  booking.other.kind === 'caregiver' ? 'parent' : 'caregiver';

/** "5 h 12 min", "12 min", "less than a minute". */
export function useDuration() {
  const { m, fill } = useWords(bookingWords);
  return (ms: number) => {
    const { h, m: minutes } = durationParts(ms);
    if (h === 0 && minutes === 0) return m.duration.lessThanMinute;
    if (h === 0) return fill(m.duration.m, { m: minutes });
    if (minutes === 0) return fill(m.duration.h, { h });
    return fill(m.duration.hm, { h, m: minutes });
  };
}

/** "Wednesday, December 2, 2026, 6:00 PM–9:00 PM" in the reader's zone. */
export function useWhen(zone: string) {
  const { m, fill, lang } = useWords(bookingWords);
  return (booking: Pick<Booking, 'starts_at' | 'ends_at'>) =>
    fill(m.item.when, {
      date: formatDay(booking.starts_at, lang, zone),
      start: formatTime(booking.starts_at, lang, zone),
      end: formatTime(booking.ends_at, lang, zone),
    });
}

/** One booking: status, when (in the reader's zone, the city's named when it differs), actions. */
export function BookingItem({
  booking,
  now,
  zone,
  onChanged,
  headingLevel = 3,
}: {
  booking: Booking;
  now: number;
  /** The reader's time zone. */
  zone: string;
  onChanged: () => void;
  headingLevel?: 3 | 4;
}) {
  const { m, fill, plural, price, lang } = useWords(bookingWords);
  const i = m.item;
  const duration = useDuration();
  const when = useWhen(zone);
  const side = sideOf(booking);
  const name = booking.other.first_name;
  const city = otherZone(booking, zone);
  const Heading = `h${headingLevel}` as const;
  const headingId = `bk-${booking.id}`;
  const left = Date.parse(booking.respond_by) - now;
  const currency = booking.currency || 'USD';

  return (
    <article className="bk-item" aria-labelledby={headingId} data-status={booking.status}>
      <div className="bk-item__head">
        <Heading id={headingId} className="bk-item__name">
          {fill(i.withName, { name })}
        </Heading>
        <span className="bk-status" data-status={booking.status}>
          {m.status[booking.status]}
        </span>
      </div>
      <p className="bk-item__when">
        <time dateTime={booking.starts_at}>{when(booking)}</time>
      </p>
      {city ? (
        <p className="bk-item__zone">
          {fill(side === 'parent' ? i.otherZone : i.cityZone, {
            name,
            zone: zoneLabel(city, lang, new Date(booking.starts_at)),
            start: formatTime(booking.starts_at, lang, city),
            end: formatTime(booking.ends_at, lang, city),
          })}
        </p>
      ) : null}
      <p className="bk-item__facts">
        {plural(i.children, booking.children)} ·{' '}
        {fill(i.rate, { price: price(booking.hourly_rate, currency) })}
      </p>
      {booking.notes ? (
        <p className="bk-item__notes">{fill(i.notes, { notes: booking.notes })}</p>
      ) : null}
      {booking.status === 'requested' ? (
        <p className="bk-item__countdown">
          {left > 0
            ? side === 'caregiver'
              ? fill(i.answerWithin, { time: duration(left) })
              : fill(i.answersWithin, { name, time: duration(left) })
            : i.answerNow}
        </p>
      ) : null}
      {booking.hours !== null ? <p>{plural(i.hours, booking.hours)}</p> : null}
      {booking.amount_due !== null ? (
        <p className="bk-item__amount">
          <strong>{fill(i.amountDue, { amount: price(booking.amount_due, currency) })}</strong>
        </p>
      ) : null}
      {booking.status === 'cancelled' && booking.cancelled_by ? (
        <p>
          {booking.cancelled_by === side
            ? booking.late_cancel
              ? i.lateCancelYou
              : i.cancelledByYou
            : fill(booking.late_cancel ? i.lateCancel : i.cancelledBy, {
                side: i.sides[booking.cancelled_by],
              })}
        </p>
      ) : null}
      <BookingActions booking={booking} side={side} now={now} onChanged={onChanged} />
    </article>
  );
}
