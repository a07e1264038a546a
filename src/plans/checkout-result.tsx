import { observer } from 'mobx-react-lite';
import type { Order } from '../contract/subscriptions';
import { useWords } from '../i18n/use-words';
import { ApiError } from '../lib/api-client';
import { useKit } from '../lib/kit-context';
import { accountTypeOfUser } from '../stores/auth-store';
import { Spinner } from '../ui/spinner';
import { useOrder } from './order-queries';
import { formatPrice } from './pricing';
import { checkoutWords } from './words';

export type { Order };

export interface CheckoutResultProps {
  /** The order from the page's address; the fail page may have none. */
  orderId?: string | undefined;
  /** Which page this is: the payment went through, or it did not. */
  outcome: 'success' | 'fail';
  subscriptionHref?: string;
  loginHref?: string;
  dashboardHref?: string;
}

/** The checkout pages (spec §2): read the order and say what was bought, or what went wrong. */
export const CheckoutResult = observer(function CheckoutResult({
  orderId,
  outcome,
  subscriptionHref = '/subscription',
  loginHref = '/login',
  dashboardHref = '/dashboard',
}: CheckoutResultProps) {
  const { store } = useKit();
  const { m, fill, date, lang } = useWords(checkoutWords);
  const loggedIn = store.auth.isLoggedIn;
  const order = useOrder(loggedIn && orderId ? orderId : null, m.orderLoadFailed);
  const tryAgain = (
    <a className="ftc-button" href={subscriptionHref}>
      {m.chooseAgain}
    </a>
  );

  if (!orderId) {
    return (
      <div className="ftc-stack" role="alert">
        <h2 className="ftc-title">{m.notThroughTitle}</h2>
        <p className="ftc-lead">{m.notChargedLead}</p>
        <p>{tryAgain}</p>
      </div>
    );
  }
  if (!loggedIn) {
    return (
      <div className="ftc-stack">
        <h2 className="ftc-title">{m.loginTitle}</h2>
        <p className="ftc-lead">{fill(m.loginLead, { order: orderId })}</p>
        <p>
          <a className="ftc-button" href={loginHref}>
            {m.logIn}
          </a>
        </p>
      </div>
    );
  }
  if (order.status === 'loading') {
    return (
      <p className="ftc-state" role="status">
        <Spinner /> {m.loading}
      </p>
    );
  }
  if (order.status === 'error') {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="ftc-stack" role="alert">
        <h2 className="ftc-title">{missing ? m.missingTitle : m.failedTitle}</h2>
        <p className="ftc-lead">
          {missing ? fill(m.missingLead, { order: orderId }) : order.error.message}
        </p>
        <p>
          {missing ? null : (
            <button type="button" className="ftc-button-secondary" onClick={order.reload}>
              {m.tryAgain}
            </button>
          )}{' '}
          {tryAgain}
        </p>
      </div>
    );
  }

  const { plan, amount, currency, period_end, status } = order.data;
  const paid = status === 'paid';
  if (!paid || outcome === 'fail') {
    return (
      <div className="ftc-stack" role={paid ? undefined : 'alert'}>
        <h2 className="ftc-title">{paid ? m.paidTitle : m.notThroughTitle}</h2>
        <p className="ftc-lead">
          {paid
            ? fill(m.paidLead, { order: order.data.order_id, plan: plan.name })
            : fill(m.notChargedPlan, {
                plan: plan.name,
                price: formatPrice(amount, currency, lang),
              })}
        </p>
        <p>
          {paid ? (
            <a className="ftc-button" href={dashboardHref}>
              {m.dashboard}
            </a>
          ) : (
            tryAgain
          )}
        </p>
      </div>
    );
  }
  const next = accountTypeOfUser(store.auth.user) === 'user' ? m.nextFindCare : m.nextFindFamilies;
  return (
    <div className="ftc-stack" role="status">
      <h2 className="ftc-title">{m.thanksTitle}</h2>
      <dl className="ftc-summary">
        <dt>{m.plan}</dt>
        <dd>
          {fill(m.planWithInterval, {
            plan: plan.name,
            interval: plan.interval === 'year' ? m.yearly : m.monthly,
          })}
        </dd>
        <dt>{m.paid}</dt>
        <dd>{formatPrice(amount, currency, lang)}</dd>
        {period_end ? (
          <>
            <dt>{m.activeUntil}</dt>
            <dd>{fill(m.renewing, { date: date(period_end, { dateStyle: 'long' }) })}</dd>
          </>
        ) : null}
        <dt>{m.order}</dt>
        <dd>{order.data.order_id}</dd>
      </dl>
      <p className="ftc-lead">{next}</p>
      <p>
        <a className="ftc-button" href={dashboardHref}>
          {m.dashboard}
        </a>
      </p>
    </div>
  );
});
