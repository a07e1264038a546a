import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCaregiver, useOwnProfile } from '../../src/caregivers/caregiver-queries';
import { ReliabilityLine } from '../../src/caregivers/reliability';
import type { CaregiverDetail } from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import { ApiError } from '../../src/lib/api-client';
import { Avatar } from '../../src/ui/avatar';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { BookAction } from '../bookings/booking-form';
import { paths } from '../config/paths';
import { LaterSection } from '../layout/later-section';
import { BadgeList } from '../market/caregiver-card';
import { ContactActions } from '../market/contact-actions';
import { displayName, languageName } from '../market/format';
import { ReportAction } from '../market/report-action';
import { ReplyForm, ReviewForm } from '../market/review-forms';
import { VerificationExplainer } from '../market/verification-explainer';
import { useViewer } from '../market/viewer';
import { WeekGrid } from '../market/week-grid';
import { marketWords } from '../market-words';
import { Page } from './page';

/** `/caregivers/:id`: the public profile, its week, badges, reviews, Message, Save and Report. */
export function CaregiverProfilePage() {
  const { id = '' } = useParams();
  const { m, fill, plural, price, date, lang } = useWords(marketWords);
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
          <div className="cg-profile__intro">
            {/* The page's main image: loaded at once; the name is the heading above it. */}
            <Avatar
              name={name}
              initials={cg.first_name.slice(0, 1) + cg.last_initial.slice(0, 1)}
              photoUrl={cg.photo_url}
              size={160}
              nameBeside
              main
            />
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
          </div>
          <ReliabilityLine profile={cg} className="cg-profile__reliability" />
          <ContactActions id={cg.id} name={name} />
          <BookAction caregiver={cg} />
          <ReportAction kind="caregiver" id={cg.id} own={isOwner} />

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

          <LaterSection name="details" aria-labelledby="cg-details">
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
          </LaterSection>

          <LaterSection name="week" aria-labelledby="cg-week">
            <h2 id="cg-week">{p.availability}</h2>
            {cg.availability.length ? (
              <WeekGrid slots={cg.availability} name={cg.first_name} />
            ) : (
              <p>{p.noAvailability}</p>
            )}
          </LaterSection>

          <LaterSection name="reviews" aria-labelledby="cg-reviews">
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
                    <ReportAction kind="review" id={review.id} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{p.noReviewsYet}</p>
            )}
          </LaterSection>
        </div>
        <LaterSection
          as="aside"
          name="side"
          className="cg-profile__side"
          aria-labelledby="cg-badges"
        >
          <h2 id="cg-badges">{w.badgesLabel}</h2>
          {cg.badges.length ? <BadgeList badges={cg.badges} /> : <p>{p.noBadges}</p>}
          <p className="site-disclaimer-inline">{p.disclaimer}</p>
          <VerificationExplainer />
          <p>
            <Link to={paths.caregivers}>{p.back}</Link>
          </p>
        </LaterSection>
      </div>
    </Page>
  );
}
