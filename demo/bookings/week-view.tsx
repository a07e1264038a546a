import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { addDays, formatTime, startsOn } from '../../src/bookings/booking-time';
import { bookingWords } from '../../src/bookings/words';
import type { Booking } from '../../src/contract/booking-values';
import { dateTimeFormat, intlLocale } from '../../src/i18n/format';
import { useWords } from '../../src/i18n/use-words';
import { BookingItem, useWhen } from './booking-item';

/**
 * The week calendar (§11 "Site"): seven days from Sunday, each booking a button named in full
 * ("Confirmed: Maria, Tuesday, … 6:00 PM–9:00 PM"). The days take a roving focus: ← → (and ↑ ↓)
 * move between days and on into the next or previous week, Page Up / Page Down move a week, Home
 * and End go to the week's ends; buttons do the same. On a phone the days stack (bookings.css).
 */
export function WeekView({
  start,
  bookings,
  zone,
  now,
  onWeek,
  onChanged,
}: {
  /** Local midnight of the week's Sunday. */
  start: Date;
  bookings: Booking[];
  zone: string;
  now: number;
  /** Move by `weeks` (0: this week). */
  onWeek: (weeks: number) => void;
  onChanged: () => void;
}) {
  const { m, fill, plural, lang } = useWords(bookingWords);
  const w = m.weekView;
  const when = useWhen(zone);
  const [day, setDay] = useState(() => {
    const today = Math.floor((now - start.getTime()) / 86_400_000);
    return today >= 0 && today < 7 ? today : 0;
  });
  const [selected, setSelected] = useState<number | null>(null);
  const dayButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusDay = useRef(false);

  // After a key moved the focus (maybe into another week), the day's button takes it.
  // In the commit that moved the day, before a next key press (Preact runs passive effects
  // after the paint).
  useLayoutEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    dayButtons.current[day]?.focus();
  });

  const days = Array.from({ length: 7 }, (_, index) => addDays(start, index));
  const dayName = (date: Date) =>
    dateTimeFormat(intlLocale(lang), {
      weekday: 'long',
      month: 'short',
      day: 'numeric',
    }).format(date);
  const shown = selected === null ? undefined : bookings.find((b) => b.id === selected);

  const move = (to: number) => {
    focusDay.current = true;
    if (to < 0) {
      onWeek(-1);
      setDay(7 + to);
    } else if (to > 6) {
      onWeek(1);
      setDay(to - 7);
    } else setDay(to);
  };
  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(day + 1),
      ArrowDown: () => move(day + 1),
      ArrowLeft: () => move(day - 1),
      ArrowUp: () => move(day - 1),
      PageDown: () => {
        focusDay.current = true;
        onWeek(1);
      },
      PageUp: () => {
        focusDay.current = true;
        onWeek(-1);
      },
      Home: () => move(0),
      End: () => move(6),
    };
    const run = keys[event.key];
    if (!run || !(event.target as HTMLElement).matches('.bk-day__name')) return;
    event.preventDefault();
    run();
  };

  return (
    <section className="bk-week" aria-labelledby="bk-week-title">
      <div className="bk-week__bar">
        <h2 id="bk-week-title">{fill(w.label, { date: dayName(start) })}</h2>
        <div className="bk-actions">
          <button type="button" className="ftc-button-secondary" onClick={() => onWeek(-1)}>
            {w.previous}
          </button>
          <button type="button" className="ftc-button-secondary" onClick={() => onWeek(0)}>
            {w.today}
          </button>
          <button type="button" className="ftc-button-secondary" onClick={() => onWeek(1)}>
            {w.next}
          </button>
        </div>
      </div>
      <p className="ftc-hint">{w.hint}</p>
      <ol className="bk-week__days" onKeyDown={onKey}>
        {days.map((date, index) => {
          const ofDay = bookings
            .filter((booking) => startsOn(booking, date))
            .sort((x, y) => x.starts_at.localeCompare(y.starts_at));
          return (
            <li key={date.toISOString()} className="bk-day">
              <button
                ref={(node) => {
                  dayButtons.current[index] = node;
                }}
                type="button"
                className="bk-day__name"
                tabIndex={index === day ? 0 : -1}
                aria-label={`${dayName(date)}, ${ofDay.length ? plural(w.count, ofDay.length) : w.nothing}`}
                onFocus={() => setDay(index)}
                onClick={() => setDay(index)}
              >
                {dayName(date)}
              </button>
              {ofDay.length ? (
                <ul className="bk-day__list">
                  {ofDay.map((booking) => (
                    <li key={booking.id}>
                      <button
                        type="button"
                        className="bk-chip"
                        data-status={booking.status}
                        aria-pressed={selected === booking.id}
                        onClick={() => setSelected(selected === booking.id ? null : booking.id)}
                      >
                        {/* The full name for a screen reader; what the eye reads, hidden from it. */}
                        <span className="ftc-visually-hidden">
                          {fill(m.item.name, {
                            status: m.status[booking.status],
                            name: booking.other.first_name,
                            when: when(booking),
                          })}
                        </span>
                        <span aria-hidden="true">
                          {formatTime(booking.starts_at, lang, zone)}–
                          {formatTime(booking.ends_at, lang, zone)}
                        </span>
                        <span aria-hidden="true">{booking.other.first_name}</span>
                        <span aria-hidden="true" className="bk-chip__status">
                          {m.status[booking.status]}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="bk-day__none">{w.nothing}</p>
              )}
            </li>
          );
        })}
      </ol>
      {shown ? (
        <section className="bk-week__selected" aria-label={w.selected}>
          <BookingItem
            booking={shown}
            now={now}
            zone={zone}
            onChanged={onChanged}
            headingLevel={3}
          />
        </section>
      ) : null}
    </section>
  );
}
