import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useOwnProfile } from '../../src/caregivers/caregiver-queries';
import type { SubscriptionSummary } from '../../src/contract/subscriptions';
import { useWords } from '../../src/i18n/use-words';
import { useKit } from '../../src/lib/kit-context';
import { useMessaging } from '../../src/messaging/use-messaging';
import { lowestMonthly, usePlans } from '../../src/plans/plan-queries';
import { formatPrice } from '../../src/plans/pricing';
import { Avatar, photoUrlOf } from '../../src/ui/avatar';
import { accountPageWords } from '../account-words';
import { paths } from '../config/paths';

// The dashboard's cards: each says where the member stands and holds the next step as a
// button (issue 22: "the dashboards hold what a member does next, not read-only text").

export const ProfileCard = observer(function ProfileCard() {
  const { store } = useKit();
  const { m } = useWords(accountPageWords);
  const user = store.auth.user;
  const caregiver = user?.type === 'service_provider';
  // A caregiver's photo is the profile's; a parent's, the account's (when the server sends it).
  const own = useOwnProfile(caregiver, m.profile);
  const photo = caregiver
    ? own.status === 'success'
      ? own.data.photo_url
      : null
    : user
      ? photoUrlOf(user)
      : null;
  return (
    <section className="dashboard__card" aria-labelledby="profile-heading">
      <div className="dashboard__who">
        <Avatar name={user?.full_name ?? ''} photoUrl={photo} size={56} nameBeside />
        <h2 id="profile-heading">{m.profile}</h2>
      </div>
      <dl className="ftc-summary">
        <dt>{m.name}</dt>
        <dd>{user?.full_name}</dd>
        <dt>{m.email}</dt>
        <dd>{user?.email}</dd>
        <dt>{m.mobile}</dt>
        <dd>
          {user?.country_code} {user?.mobile}{' '}
          {Number(user?.is_mobile_verified) === 1 ? m.verified : m.notVerified}
        </dd>
        <dt>{m.account}</dt>
        <dd>{user?.type === 'service_provider' ? m.caregiver : m.parent}</dd>
      </dl>
      <p className="dashboard__actions">
        {/* A caregiver's public profile is edited from here (not from a card about searching). */}
        {caregiver ? (
          <Link className="ftc-button-secondary" to={paths.dashboardProfile}>
            {m.editProfile}
          </Link>
        ) : null}
        <Link className="ftc-button-secondary" to={paths.dashboardSettings}>
          {m.changeDetails}
        </Link>
      </p>
    </section>
  );
});

/**
 * What the member came for, by role: a parent finds caregivers (and their saved ones), a
 * caregiver finds jobs (issue 24: a caregiver's dashboard had the parents' card).
 */
export const FindCard = observer(function FindCard() {
  const { store } = useKit();
  const { m } = useWords(accountPageWords);
  if (store.auth.user?.type === 'service_provider')
    return (
      <section className="dashboard__card" aria-labelledby="market-heading">
        <h2 id="market-heading">{m.findJobs}</h2>
        <p>{m.findJobsLead}</p>
        <p className="dashboard__actions">
          <Link className="ftc-button-secondary" to={paths.jobs}>
            {m.findJobs}
          </Link>
        </p>
      </section>
    );
  return (
    <section className="dashboard__card" aria-labelledby="market-heading">
      <h2 id="market-heading">{m.findCaregivers}</h2>
      <p className="dashboard__actions">
        <Link className="ftc-button-secondary" to={paths.dashboardFavourites}>
          {m.savedCaregivers}
        </Link>
        <Link className="ftc-button-secondary" to={paths.caregivers}>
          {m.findCaregivers}
        </Link>
      </p>
    </section>
  );
});

export const PlanCard = observer(function PlanCard() {
  const { store } = useKit();
  const { m, fill, date, lang } = useWords(accountPageWords);
  const subscription = store.auth.user?.subscription as SubscriptionSummary | null | undefined;
  const status = subscription?.status ?? 'active';
  const lapsed = status === 'expired';
  // The member's own plans: a parent is quoted parents' prices, a caregiver caregivers'.
  const plans = usePlans(store.auth.user?.type, m.noSubscriptionYet);
  const lowest = subscription ? undefined : lowestMonthly(plans.data ?? []);
  return (
    <section className="dashboard__card" aria-labelledby="plan-heading">
      <h2 id="plan-heading">{m.subscription}</h2>
      {subscription ? (
        <>
          <p>
            <strong>{subscription.plan_name ?? subscription.plan_id}</strong>
            {subscription.interval
              ? ` (${subscription.interval === 'year' ? m.yearly : m.monthly})`
              : ''}
            : {status in m.status ? m.status[status as keyof typeof m.status] : status}
          </p>
          {subscription.current_period_end ? (
            <p>
              {fill(subscription.auto_renew ? m.renews : m.ends, {
                date: date(subscription.current_period_end, { dateStyle: 'long' }),
              })}
            </p>
          ) : null}
          {!lapsed && !subscription.auto_renew ? <p>{m.resumeHint}</p> : null}
        </>
      ) : (
        <p>
          {lowest
            ? fill(m.noSubscription, { price: formatPrice(lowest.price, lowest.currency, lang) })
            : m.noSubscriptionYet}
        </p>
      )}
      <p className="dashboard__actions">
        {!subscription || lapsed ? (
          <Link className="ftc-button" to={paths.subscription} state={{ new: true }}>
            {m.choosePlan}
          </Link>
        ) : null}
        <Link className="ftc-button-secondary" to={paths.dashboardBilling}>
          {m.billingLink}
        </Link>
      </p>
    </section>
  );
});

export const MessagesCard = observer(function MessagesCard() {
  const { m, plural } = useWords(accountPageWords);
  const unread = useMessaging().unreadTotal;
  return (
    <section className="dashboard__card" aria-labelledby="messages-heading">
      <h2 id="messages-heading">{m.messages}</h2>
      <p>{unread > 0 ? plural(m.unread, unread) : m.noUnread}</p>
      <p className="dashboard__actions">
        <Link
          className={unread > 0 ? 'ftc-button' : 'ftc-button-secondary'}
          to={paths.dashboardMessages}
        >
          {unread > 0 ? m.readMessages : m.openMessages}
        </Link>
      </p>
    </section>
  );
});

/** `/dashboard/bookings` (interface §11). */
export function BookingsCard() {
  const { m } = useWords(accountPageWords);
  return (
    <section className="dashboard__card" aria-labelledby="bookings-heading">
      <h2 id="bookings-heading">{m.bookings}</h2>
      <p>{m.bookingsLead}</p>
      <p className="dashboard__actions">
        <Link className="ftc-button-secondary" to={paths.dashboardBookings}>
          {m.openBookings}
        </Link>
      </p>
    </section>
  );
}

export function SettingsCard() {
  const { m } = useWords(accountPageWords);
  return (
    <section className="dashboard__card" aria-labelledby="settings-heading">
      <h2 id="settings-heading">{m.settings}</h2>
      <p>{m.settingsLead}</p>
      <p className="dashboard__actions">
        <Link className="ftc-button-secondary" to={paths.dashboardSettings}>
          {m.openSettings}
        </Link>
      </p>
    </section>
  );
}
