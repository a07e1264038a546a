import { Link } from 'react-router';
import type { Application } from '../../src/contract/jobs';
import { useWords } from '../../src/i18n/use-words';
import { caregiverPath, newMessagePath } from '../config/paths';
import '../onboarding.css';
import { onboardingWords } from '../onboarding-words';

/**
 * After a hire, what the parent does next (issue 24: "after a hire, nothing"): message the
 * caregiver, look at the profile before the first day, review once care has started. Bookings
 * come later (issue 25): said in words, not linked.
 */
export function AfterHire({ application, name }: { application: Application; name: string }) {
  const { m, fill } = useWords(onboardingWords);
  const a = m.afterHire;
  const id = `after-hire-${application.id}`;
  const caregiver = application.caregiver.id;
  return (
    <section className="onb-after-hire" aria-labelledby={id}>
      <h3 id={id}>{fill(a.title, { name })}</h3>
      <ol className="onb-after-hire__steps">
        <li>
          {fill(a.message, { name })}{' '}
          <Link
            className="ftc-button"
            to={newMessagePath({ caregiver, application: application.id })}
          >
            {fill(a.messageButton, { name })}
          </Link>
        </li>
        <li>
          {fill(a.meet, { name })}{' '}
          <Link to={caregiverPath(caregiver)}>{fill(a.profileLink, { name })}</Link>
        </li>
        <li>{fill(a.review, { name })}</li>
      </ol>
      <p className="ftc-hint">{a.bookings}</p>
    </section>
  );
}
