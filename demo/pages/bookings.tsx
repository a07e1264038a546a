import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type BookingPage,
  bookingsOf,
  bookingsUrl,
  useBookings,
} from '../../src/bookings/booking-queries';
import { addDays, readerZone, weekStart } from '../../src/bookings/booking-time';
import { bookingWords } from '../../src/bookings/words';
import type { Booking } from '../../src/contract/booking-values';
import { useWords } from '../../src/i18n/use-words';
import type { ResourceState } from '../../src/lib/resource-cache';
import { useMessaging } from '../../src/messaging/use-messaging';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { BookingItem, useNow } from '../bookings/booking-item';
import { CalendarLink } from '../bookings/calendar-link';
import { WeekView } from '../bookings/week-view';
import { paths } from '../config/paths';
import { useViewer } from '../market/viewer';
import { Page } from './page';
import '../bookings/bookings.css';

type View = 'list' | 'week';

/** The last answer of a resource, kept on screen while it loads again (a live update, a move). */
function useLastAnswer(resource: ResourceState<BookingPage> & { reload: () => void }) {
  const last = useRef<BookingPage | undefined>(undefined);
  if (resource.status === 'success') last.current = resource.data;
  return last.current;
}

/**
 * `/dashboard/bookings` (interface §11 "Site"): upcoming and past bookings as a list or as a week
 * calendar, in the reader's time zone; each with what its reader can do; the calendar link; and
 * live: a `booking` event on the stream reads them again.
 */
export const BookingsPage = observer(function BookingsPage() {
  const { m, plural } = useWords(bookingWords);
  const p = m.page;
  const { kind } = useViewer();
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'week' ? 'week' : 'list';
  const now = useNow();
  const zone = readerZone();
  const [pages, setPages] = useState(1);
  const [week, setWeek] = useState(() => weekStart(new Date()));
  const messaging = useMessaging();
  const changes = messaging.bookingChanges;

  const list = useBookings(view === 'list' ? bookingsUrl({ page: pages }) : null, p.loadFailed);
  const weekly = useBookings(
    view === 'week'
      ? bookingsUrl({ from: week.toISOString(), to: addDays(week, 7).toISOString() })
      : null,
    p.loadFailed,
  );
  const listAnswer = useLastAnswer(list);
  const weekAnswer = useLastAnswer(weekly);
  // Every page of the list read so far, by id (a newer answer replaces a booking's older one).
  const known = useRef(new Map<number, Booking>());
  if (list.status === 'success') {
    for (const booking of bookingsOf(list.data)) known.current.set(booking.id, booking);
  }

  const { reload: reloadList } = list;
  const { reload: reloadWeek } = weekly;
  const reload = () => {
    if (view === 'list') reloadList();
    else reloadWeek();
  };
  // A booking changed (this member's or the other side's doing, on any tab): read again.
  const seenChanges = useRef(changes);
  useEffect(() => {
    if (seenChanges.current === changes) return;
    seenChanges.current = changes;
    if (view === 'list') reloadList();
    else reloadWeek();
  }, [changes, view, reloadList, reloadWeek]);

  const setView = (next: View) => {
    const params = new URLSearchParams(search);
    if (next === 'week') params.set('view', 'week');
    else params.delete('view');
    setSearch(params, { replace: true });
  };
  const moveWeek = (weeks: number) =>
    setWeek((current) => (weeks === 0 ? weekStart(new Date()) : addDays(current, weeks * 7)));

  const current = view === 'list' ? list : weekly;
  const answer = view === 'list' ? listAnswer : weekAnswer;
  let body: ReactNode;
  if (!answer && current.status === 'loading') {
    body = (
      <>
        <LoadingAnnouncement text={p.loading} />
        <SkeletonLine width={70} />
        <SkeletonLine />
      </>
    );
  } else if (!answer && current.status === 'error') {
    body = (
      <p role="alert">
        {current.error.message}{' '}
        <button type="button" className="ftc-button-secondary" onClick={current.reload}>
          {p.retry}
        </button>
      </p>
    );
  } else if (view === 'week') {
    body = (
      <WeekView
        start={week}
        bookings={bookingsOf(answer)}
        zone={zone}
        now={now}
        onWeek={moveWeek}
        onChanged={reload}
      />
    );
  } else {
    const all = [...known.current.values()];
    if (!all.length) {
      body = (
        <div className="bk-empty">
          <p>{kind === 'caregiver' ? p.emptyCaregiver : p.emptyParent}</p>
          <Link
            className="ftc-button"
            to={kind === 'caregiver' ? paths.dashboardProfile : paths.caregivers}
          >
            {kind === 'caregiver' ? p.editProfile : p.findCaregivers}
          </Link>
        </div>
      );
    } else {
      const upcoming = all
        .filter((b) => Date.parse(b.ends_at) > now)
        .sort((x, y) => x.starts_at.localeCompare(y.starts_at));
      const past = all
        .filter((b) => Date.parse(b.ends_at) <= now)
        .sort((x, y) => y.starts_at.localeCompare(x.starts_at));
      const more = answer && answer.total > all.length;
      const section = (id: string, title: string, items: Booking[], none: string) => (
        <section className="bk-section" aria-labelledby={id}>
          <h2 id={id}>
            {title} <span className="bk-count">({plural(m.weekView.count, items.length)})</span>
          </h2>
          {items.length ? (
            <ul className="bk-list">
              {items.map((booking) => (
                <li key={booking.id}>
                  <BookingItem booking={booking} now={now} zone={zone} onChanged={reload} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{none}</p>
          )}
        </section>
      );
      body = (
        <>
          {section('bk-upcoming', p.upcoming, upcoming, p.noUpcoming)}
          {section('bk-past', p.past, past, p.noPast)}
          {more ? (
            <p>
              <button
                type="button"
                className="ftc-button-secondary"
                onClick={() => setPages((n) => n + 1)}
              >
                {p.more}
              </button>
            </p>
          ) : null}
        </>
      );
    }
  }

  return (
    <Page title={p.title} lead={p.lead} wide>
      <fieldset className="bk-toggle">
        <legend className="ftc-visually-hidden">{p.viewLabel}</legend>
        {(['list', 'week'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={option === view ? 'ftc-button' : 'ftc-button-secondary'}
            aria-pressed={option === view}
            onClick={() => setView(option)}
          >
            {option === 'list' ? p.list : p.week}
          </button>
        ))}
      </fieldset>
      {body}
      <CalendarLink />
    </Page>
  );
});
