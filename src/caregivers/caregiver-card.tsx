import type { MouseEvent } from 'react';
import type { CaregiverCard as Card } from '../contract/caregivers';
import { intlLocale, numberFormat } from '../i18n/format';
import { useWords } from '../i18n/use-words';
import { webAddress } from '../lib/location';
import { formatKmAsMiles } from '../lib/miles';
import { Avatar } from '../ui/avatar';
import { SkeletonLine } from '../ui/skeleton';
import { ReliabilityLine } from './reliability';
import { caregiverWords } from './words';

export const DEFAULT_PROFILE_HREF = '/caregivers/{id}';

/**
 * The profile address of a caregiver: `{id}` in `template` filled in. Only a web address
 * (http, https or relative) is used; anything else (`javascript:`) falls back to the default.
 */
export function profileHref(template: string | undefined, id: Card['id']): string {
  const fillIn = (pattern: string) => pattern.replaceAll('{id}', encodeURIComponent(String(id)));
  const href = fillIn(template?.trim() || DEFAULT_PROFILE_HREF);
  return webAddress(href) ? href : fillIn(DEFAULT_PROFILE_HREF);
}

/** The badges to show: an expired one is not (interface §7; the server drops them too). */
export function activeBadges(card: Pick<Card, 'badges'>, now = Date.now()) {
  return card.badges.filter((badge) => !badge.expires_at || !(Date.parse(badge.expires_at) <= now));
}

export interface CaregiverCardProps {
  card: Card;
  /** Where the card links to (see profileHref). */
  href: string;
  /** The card's link was activated (a plain click or Enter): the caller may keep the page. */
  onActivate?: ((event: MouseEvent<HTMLAnchorElement>, card: Card) => void) | undefined;
  /** The heading level of the name, for the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One search result (interface §7): first name and last initial (the link, stretched over the
 * card), headline, place and distance, rate per hour in the card's currency, rating or "New",
 * and the verified badges. Everything from the server is text: React escapes it.
 */
export function CaregiverCard({ card, href, onActivate, headingLevel = 3 }: CaregiverCardProps) {
  const { m, fill, plural, price, lang } = useWords(caregiverWords);
  const Heading = `h${headingLevel}` as const;
  const name = fill(m.name, { first: card.first_name, initial: card.last_initial });
  const rating =
    card.rating === null
      ? null
      : numberFormat(intlLocale(lang), {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(card.rating);
  // The API's kilometres, read in miles (interface §7: a person's units).
  const distance = card.distance_km === undefined ? null : formatKmAsMiles(lang, card.distance_km);
  const badges = activeBadges(card);

  return (
    <li className="ftc-cg-card" part="card">
      <div className="ftc-cg-card__top">
        <Avatar
          className="ftc-cg-card__photo"
          name={name}
          initials={card.first_name.slice(0, 1) + card.last_initial.slice(0, 1)}
          photoUrl={card.photo_url}
          size={56}
          nameBeside
        />
        <div className="ftc-cg-card__who">
          <Heading className="ftc-cg-card__name">
            <a
              className="ftc-cg-card__link"
              href={href}
              onClick={onActivate ? (event) => onActivate(event, card) : undefined}
            >
              {name}
            </a>
          </Heading>
          <p className="ftc-cg-card__place">
            {fill(m.place, { city: card.city, state: card.state })}
            {distance ? (
              <>
                {' · '}
                {fill(m.distance, { distance })}
              </>
            ) : null}
          </p>
        </div>
      </div>
      <p className="ftc-cg-card__headline">{card.headline}</p>
      <div className="ftc-cg-card__facts">
        <p className="ftc-cg-card__rate">
          {fill(m.rate, { price: price(card.hourly_rate, card.currency) })}
        </p>
        <p className="ftc-cg-card__rating">
          {rating === null ? (
            <span className="ftc-cg-card__new">{m.unrated}</span>
          ) : (
            <>
              <span aria-hidden="true" className="ftc-cg-card__star">
                ★
              </span>{' '}
              <span aria-hidden="true">{rating}</span>
              <span className="ftc-visually-hidden">{fill(m.rating, { rating })}</span>
              {' · '}
              {plural(m.reviews, card.review_count)}
            </>
          )}
        </p>
        <ReliabilityLine profile={card} className="ftc-cg-card__reliability" />
      </div>
      {badges.length ? (
        <ul className="ftc-cg-card__badges" aria-label={m.badgesLabel}>
          {badges.map((badge) => (
            <li key={badge.kind} className="ftc-cg-badge" part="badge">
              {m.badges[badge.kind]}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A card-shaped placeholder while results load. */
export function CaregiverCardSkeleton() {
  return (
    <li className="ftc-cg-card ftc-cg-card--skeleton" aria-hidden="true">
      <div className="ftc-cg-card__top">
        <span className="ftc-cg-card__photo ftc-skeleton" />
        <div className="ftc-cg-card__who">
          <SkeletonLine width={55} height="1.2em" />
          <SkeletonLine width={40} />
        </div>
      </div>
      <SkeletonLine width={90} />
      <SkeletonLine width={70} />
      <SkeletonLine width={35} />
    </li>
  );
}
