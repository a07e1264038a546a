import { Link } from 'react-router';
import { JOB_LIMITS } from '../../src/contract/job-values';
import { useWords } from '../../src/i18n/use-words';
import { paths, plansReturningTo } from '../config/paths';
import { marketWords } from '../market-words';
import { rememberAfterCheckout } from './remembered';

/**
 * What a plan unlocks (interface §7, "What the subscription pays for"), with the way to the
 * plans. `next`: where to come back to once a plan is paid (the sandbox checkout ends on
 * /checkout-success, which brings the person back there).
 */
export function PlanPaywall({
  audience,
  next,
  name,
}: {
  audience: 'message' | 'job' | 'apply' | 'book';
  next?: string | undefined;
  /** The caregiver to write to, when there is one. */
  name?: string | undefined;
}) {
  const { m, fill, plural } = useWords(marketWords);
  const w = m.paywall[audience];
  // The limits come from the contract, so the words and the server never disagree.
  const lead =
    typeof w.lead === 'string'
      ? w.lead
      : plural(
          w.lead,
          audience === 'job' ? JOB_LIMITS.freeOpenJobs : JOB_LIMITS.freeApplicationsPerMonth,
        );
  return (
    <>
      <p>
        <strong>{w.title}</strong>
      </p>
      <p>{name && 'withName' in w ? fill(w.withName, { name }) : lead}</p>
      <p>
        <Link
          className="ftc-button"
          to={next ? plansReturningTo(next) : paths.subscription}
          state={{ new: true }}
          onClick={() => rememberAfterCheckout(next)}
        >
          {m.profile.seePlans}
        </Link>
      </p>
    </>
  );
}
