import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  setFavourite,
  useCaregiver,
  useFavourites,
  useOwnProfile,
} from '../../src/caregivers/caregiver-queries';
import type { AvailabilitySlot, CaregiverDetail } from '../../src/contract/caregivers';
import { useMessages } from '../../src/i18n/use-messages';
import { ApiError } from '../../src/lib/api-client';
import { showFailure } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { useMessaging } from '../../src/messaging/use-messaging';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { Spinner } from '../../src/ui/spinner';
import { loginReturningTo, newMessagePath, paths, threadPath } from '../config/paths';
import { BadgeList } from '../market/caregiver-card';
import { PlanPaywall } from '../market/paywall';
import { ReplyForm, ReviewForm } from '../market/review-forms';
import { itemsOf, useViewer } from '../market/viewer';
import { dayName, displayName, languageName, timeOfDay, WEEK } from '../market/words';
import { marketMessages } from '../market-messages';
import { Page } from './page';

/** The parts of a day the week grid shows, in minutes from midnight [from, to). */
const PARTS = [
  { key: 'morning', from: 6 * 60, to: 12 * 60 },
  { key: 'afternoon', from: 12 * 60, to: 17 * 60 },
  { key: 'evening', from: 17 * 60, to: 22 * 60 },
  { key: 'night', from: 22 * 60, to: 30 * 60 },
] as const;

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Whether any slot of `day` overlaps the part of the day (night runs into the next morning). */
function covers(slots: AvailabilitySlot[], day: number, part: (typeof PARTS)[number]) {
  return slots.some((slot) => {
    const from = minutes(slot.from);
    const to = minutes(slot.to);
    if (slot.day === day && from < part.to && to > part.from) return true;
    // The small hours (00:00–06:00) of the next day belong to this day's night.
    return part.key === 'night' && slot.day === (day + 1) % 7 && from < 6 * 60;
  });
}

/** `/caregivers/:id`: the public profile, its week, badges, reviews, Message and Save. */
export function CaregiverProfilePage() {
  const { id = '' } = useParams();
  const { m, fill, plural, price, date, lang } = useMessages(marketMessages);
  const p = m.profile;
  const loaded = useCaregiver(id, p.loadFailed);
  // A reload after a review or a reply keeps showing the profile (and the forms' state) until
  // the new one arrives, instead of the skeleton.
  const last = useRef<CaregiverDetail | undefined>(undefined);
  if (loaded.status === 'success') last.current = loaded.data;
  const shown = last.current;
  const profile =
    loaded.status === 'loading' && shown && String(shown.id) === id
      ? { ...loaded, status: 'success' as const, data: shown }
      : loaded;
  const { kind } = useViewer();
  // The caregiver who owns this profile replies to its reviews.
  const own = useOwnProfile(kind === 'caregiver', p.loadFailed);
  // This visit's review is posted: the form gives way to a thank-you.
  const [reviewed, setReviewed] = useState<string | null>(null);

  if (profile.status === 'loading') {
    return (
      <Page title={m.search.loading}>
        <LoadingAnnouncement text={m.search.loading} />
        <SkeletonLine width={60} />
        <SkeletonLine />
        <SkeletonLine width={80} />
      </Page>
    );
  }
  if (profile.status === 'error') {
    const status = profile.error instanceof ApiError ? profile.error.status : undefined;
    const missing = status === 404 || status === 400 || status === 422;
    return (
      <Page title={missing ? p.notFound : p.loadFailed} lead={missing ? p.notFoundLead : undefined}>
        {missing ? null : (
          <p role="alert">
            {profile.error.message}{' '}
            <button type="button" className="ftc-button-secondary" onClick={profile.reload}>
              {m.search.retry}
            </button>
          </p>
        )}
        <p>
          <Link to={paths.caregivers}>{p.back}</Link>
        </p>
      </Page>
    );
  }

  const cg = profile.data;
  const name = displayName(cg);
  const w = m.words;
  const isOwner = kind === 'caregiver' && own.status === 'success' && own.data.id === cg.id;
  return (
    <Page title={name} lead={cg.headline} wide>
      <div className="cg-profile">
        <div className="cg-profile__main">
          <p className="cg-profile__summary">
            {fill(w.place, { city: cg.city, state: cg.state })} ·{' '}
            <strong>
              {fill(w.perHour, { price: price(cg.hourly_rate, cg.currency || 'USD') })}
            </strong>{' '}
            ·{' '}
            {cg.rating !== null && cg.review_count > 0 ? (
              <>
                <span aria-hidden="true">★ {cg.rating.toFixed(1)} </span>
                <span className="ftc-visually-hidden">
                  {fill(w.ratingLabel, { rating: cg.rating })}
                </span>
                ({plural(w.reviewCount, cg.review_count)})
              </>
            ) : (
              w.noReviews
            )}
          </p>
          <ContactActions id={cg.id} name={name} />

          <section aria-labelledby="cg-about">
            <h2 id="cg-about">{fill(p.about, { name: cg.first_name })}</h2>
            {/* User-submitted text, shown as text (never as HTML). */}
            {(cg.bio || '').split(/\n{2,}/).map((paragraph, index) =>
              paragraph.trim() ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no other identity.
                <p key={index} className="cg-bio">
                  {paragraph}
                </p>
              ) : null,
            )}
          </section>

          <section aria-labelledby="cg-details">
            <h2 id="cg-details">{p.details}</h2>
            <dl className="ftc-summary cg-details">
              <dt>{p.rate}</dt>
              <dd>{fill(w.perHour, { price: price(cg.hourly_rate, cg.currency || 'USD') })}</dd>
              <dt>{p.experience}</dt>
              <dd>{plural(w.experience, cg.experience_years)}</dd>
              <dt>{p.services}</dt>
              <dd>{cg.services.map((s) => w.services[s] ?? s).join(', ')}</dd>
              <dt>{p.ageGroups}</dt>
              <dd>{cg.age_groups.map((a) => w.ageGroups[a] ?? a).join(', ')}</dd>
              <dt>{p.languages}</dt>
              <dd>{cg.languages.map((code) => languageName(code, lang)).join(', ')}</dd>
            </dl>
          </section>

          <section aria-labelledby="cg-week">
            <h2 id="cg-week">{p.availability}</h2>
            {cg.availability.length ? (
              <WeekGrid slots={cg.availability} name={cg.first_name} />
            ) : (
              <p>{p.noAvailability}</p>
            )}
          </section>

          <section aria-labelledby="cg-reviews">
            <h2 id="cg-reviews">{p.reviews}</h2>
            {kind === 'parent' ? (
              reviewed === id ? (
                <p className="cg-note" role="status">
                  {m.reviewForm.thanks}
                </p>
              ) : (
                <ReviewForm
                  caregiverId={cg.id}
                  name={cg.first_name}
                  onPosted={() => {
                    setReviewed(id);
                    loaded.reload();
                  }}
                />
              )
            ) : null}
            {cg.reviews.length ? (
              <ul className="cg-reviews">
                {cg.reviews.map((review) => (
                  <li key={review.id} className="cg-review">
                    <p className="cg-review__head">
                      <span aria-hidden="true">
                        {'★'.repeat(review.rating)}
                        {'☆'.repeat(5 - review.rating)}
                      </span>
                      <span className="ftc-visually-hidden">
                        {fill(w.ratingLabel, { rating: review.rating })}
                      </span>{' '}
                      <strong>{review.author_first_name}</strong> ·{' '}
                      <time dateTime={review.created_at}>{date(review.created_at)}</time>
                    </p>
                    <p className="cg-bio">{review.body}</p>
                    {review.reply ? (
                      <blockquote className="cg-review__reply">
                        <p>
                          <strong>{fill(p.replyFrom, { name: cg.first_name })}</strong> ·{' '}
                          <time dateTime={review.reply.created_at}>
                            {date(review.reply.created_at)}
                          </time>
                        </p>
                        <p className="cg-bio">{review.reply.body}</p>
                      </blockquote>
                    ) : isOwner ? (
                      <ReplyForm review={review} onReplied={loaded.reload} />
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{p.noReviewsYet}</p>
            )}
          </section>
        </div>
        <aside className="cg-profile__side" aria-labelledby="cg-badges">
          <h2 id="cg-badges">{w.badgesLabel}</h2>
          {cg.badges.length ? <BadgeList badges={cg.badges} /> : <p>{p.noBadges}</p>}
          <p className="site-disclaimer-inline">{p.disclaimer}</p>
          <p>
            <Link to={paths.caregivers}>{p.back}</Link>
          </p>
        </aside>
      </div>
    </Page>
  );
}

/** 7 days × parts of the day, each cell saying whether the caregiver is available; hours below. */
function WeekGrid({ slots, name }: { slots: AvailabilitySlot[]; name: string }) {
  const { m, fill, lang } = useMessages(marketMessages);
  const p = m.profile;
  return (
    <div className="cg-week-wrap">
      <table className="cg-week">
        <caption className="ftc-visually-hidden">{fill(p.availabilityCaption, { name })}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="ftc-visually-hidden">{p.slotHeader}</span>
            </th>
            {WEEK.map((day) => (
              <th key={day} scope="col">
                <abbr title={dayName(day, lang)}>{dayName(day, lang, 'short')}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PARTS.map((part) => (
            <tr key={part.key}>
              <th scope="row">{p.slots[part.key]}</th>
              {WEEK.map((day) => {
                const on = covers(slots, day, part);
                return (
                  <td key={day} className={on ? 'cg-week__on' : 'cg-week__off'}>
                    <span aria-hidden="true">{on ? '●' : ''}</span>
                    <span className="ftc-visually-hidden">{on ? p.available : p.notAvailable}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cg-hours">
        {WEEK.filter((day) => slots.some((slot) => slot.day === day)).map((day) => (
          <div key={day}>
            <dt>{dayName(day, lang)}</dt>
            <dd>
              {slots
                .filter((slot) => slot.day === day)
                .sort((a, b) => a.from.localeCompare(b.from))
                .map((slot) => `${timeOfDay(slot.from, lang)}–${timeOfDay(slot.to, lang)}`)
                .join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Message and Save. A visitor goes to /login and comes back; a parent saves (PUT/DELETE). Message
 * opens the conversation the pair already has, or the composer of a first message (a parent with
 * a plan); without a plan it says what a plan unlocks, on the way to the plans and back.
 */
const ContactActions = observer(function ContactActions({
  id,
  name,
}: {
  id: number;
  name: string;
}) {
  const { api, store, notify } = useKit();
  const { m, fill } = useMessages(marketMessages);
  const p = m.profile;
  const location = useLocation();
  const navigate = useNavigate();
  const { kind, hasPlan } = useViewer();
  const messaging = useMessaging();
  const favourites = useFavourites(kind === 'parent', m.favourites.loadFailed);
  const [busy, setBusy] = useState(false);
  const [showMessage, setShowMessage] = useState(false);
  const saved =
    favourites.status === 'success' &&
    itemsOf<{ id: number }>(favourites.data).some((card) => card.id === id);
  useEffect(() => {
    if (kind === 'parent') void messaging.loadConversations();
  }, [kind, messaging]);

  if (kind === 'visitor') {
    const login = loginReturningTo(location.pathname);
    return (
      <div className="cg-actions">
        <Link className="ftc-button" to={login}>
          {p.message}
        </Link>
        <Link className="ftc-button-secondary" to={login}>
          {p.save}
        </Link>
        <p className="ftc-hint">{fill(p.loginToContact, { name })}</p>
      </div>
    );
  }
  if (kind === 'caregiver') return <p className="ftc-hint">{p.caregiverViewing}</p>;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await setFavourite(api, id, !saved);
      notify(fill(saved ? p.removedToast : p.savedToast, { name }), 'success');
      favourites.reload();
    } catch (failure) {
      showFailure(store, failure, m.favourites.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  const existing = messaging.conversationWithCaregiver(id);
  const composer = newMessagePath({ caregiver: id });
  const message = () => {
    if (existing) navigate(threadPath(existing.id));
    else if (hasPlan) navigate(composer);
    else setShowMessage((value) => !value);
  };

  return (
    <div className="cg-actions">
      <button
        type="button"
        className="ftc-button"
        aria-expanded={existing || hasPlan ? undefined : showMessage}
        onClick={message}
      >
        {p.message}
      </button>
      <button
        type="button"
        className="ftc-button-secondary"
        aria-pressed={saved}
        aria-disabled={busy || favourites.status === 'loading' || undefined}
        onClick={toggle}
      >
        {busy ? <Spinner /> : null}
        <span>{saved ? p.saved : p.save}</span>
      </button>
      {showMessage && !existing && !hasPlan ? (
        <div className="cg-note" role="status">
          <PlanPaywall audience="message" next={composer} name={name} />
        </div>
      ) : null}
    </div>
  );
});
