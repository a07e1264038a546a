import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { CaregiverCard } from '../../src/caregivers/caregiver-card';
import type { Badge, CaregiverCard as Card } from '../../src/contract/caregivers';
import { useWords } from '../../src/i18n/use-words';
import { isPlainClick } from '../../src/lib/plain-click';
import { caregiverPath } from '../config/paths';
import { marketWords } from '../market-words';
import { activeBadges } from './format';

/**
 * The element's card (src/caregivers) on the site: its link opens the profile in the router,
 * without a page load (a click with a modifier key still opens a tab).
 */
export function SiteCaregiverCard({
  card,
  headingLevel = 3,
}: {
  card: Card;
  headingLevel?: 2 | 3;
}) {
  const navigate = useNavigate();
  const href = caregiverPath(card.id);
  const activate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <CaregiverCard card={card} href={href} headingLevel={headingLevel} onActivate={activate} />
  );
}

/** The badges with their names; `compact` leaves out what each means (the profile says it). */
export function BadgeList({ badges, compact = false }: { badges: Badge[]; compact?: boolean }) {
  const { m, fill, date } = useWords(marketWords);
  const shown = activeBadges(badges);
  if (!shown.length) return null;
  return (
    <ul
      className={compact ? 'cg-badges' : 'cg-badges cg-badges--full'}
      aria-label={m.words.badgesLabel}
    >
      {shown.map((badge) => (
        <li key={badge.kind} className="cg-badge" data-kind={badge.kind}>
          <span className="cg-badge__name">
            <span aria-hidden="true">✓ </span>
            {m.words.badges[badge.kind] ?? badge.kind}
          </span>
          {compact ? null : (
            <span className="cg-badge__means">
              {m.words.badgeMeans[badge.kind]}
              {badge.expires_at
                ? ` ${fill(m.words.badgeUntil, { date: date(badge.expires_at) })}`
                : ''}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
