import { observer } from 'mobx-react-lite';
import { ApiError } from '../lib/api-client';
import { useKit } from '../lib/kit-context';
import { accountTypeOfUser } from '../lib/session-lifecycle';
import { useApiResource } from '../lib/use-api-resource';
import { Spinner } from '../ui/spinner';
import { formatPrice } from './pricing';

export interface Order {
  order_id: string;
  status: 'pending' | 'paid' | 'failed' | string;
  plan: { id: string | number; name: string; interval: string };
  amount: number;
  currency: string;
  period_end: string | null;
}

export interface CheckoutResultProps {
  /** The order from the page's address; the fail page may have none. */
  orderId?: string | undefined;
  /** Which page this is: the payment went through, or it did not. */
  outcome: 'success' | 'fail';
  subscriptionHref?: string;
  loginHref?: string;
  dashboardHref?: string;
}

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/** The checkout pages (spec §2): read the order and say what was bought, or what went wrong. */
export const CheckoutResult = observer(function CheckoutResult({
  orderId,
  outcome,
  subscriptionHref = '/subscription',
  loginHref = '/login',
  dashboardHref = '/dashboard',
}: CheckoutResultProps) {
  const { store } = useKit();
  const loggedIn = store.auth.isLoggedIn;
  const order = useApiResource<Order>(
    loggedIn && orderId ? `/v1/checkout/${encodeURIComponent(orderId)}` : null,
    'We could not read this order.',
  );
  const tryAgain = (
    <a className="ftc-button" href={subscriptionHref}>
      Choose a plan again
    </a>
  );

  if (!orderId) {
    return (
      <div className="ftc-stack" role="alert">
        <h2 className="ftc-title">Your payment did not go through</h2>
        <p className="ftc-lead">Nothing was charged. You can try again with another card.</p>
        <p>{tryAgain}</p>
      </div>
    );
  }
  if (!loggedIn) {
    return (
      <div className="ftc-stack">
        <h2 className="ftc-title">Log in to see your order</h2>
        <p className="ftc-lead">
          Order {orderId} belongs to an account. Log in to see what it holds.
        </p>
        <p>
          <a className="ftc-button" href={loginHref}>
            Log in
          </a>
        </p>
      </div>
    );
  }
  if (order.status === 'loading') {
    return (
      <p className="ftc-state" role="status">
        <Spinner /> Loading your order…
      </p>
    );
  }
  if (order.status === 'error') {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="ftc-stack" role="alert">
        <h2 className="ftc-title">
          {missing ? 'We could not find this order' : 'We could not load your order'}
        </h2>
        <p className="ftc-lead">
          {missing ? `There is no order ${orderId} on your account.` : order.error.message}
        </p>
        <p>
          {missing ? null : (
            <button type="button" className="ftc-button-secondary" onClick={order.reload}>
              Try again
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
        <h2 className="ftc-title">
          {paid ? 'This order is paid' : 'Your payment did not go through'}
        </h2>
        <p className="ftc-lead">
          {paid
            ? `Order ${order.data.order_id} for ${plan.name} is paid.`
            : `${plan.name} (${formatPrice(amount, currency)}) was not charged. You can try again with another card.`}
        </p>
        <p>
          {paid ? (
            <a className="ftc-button" href={dashboardHref}>
              Go to your dashboard
            </a>
          ) : (
            tryAgain
          )}
        </p>
      </div>
    );
  }
  const who = accountTypeOfUser(store.auth.user) === 'user' ? 'find care' : 'find families';
  return (
    <div className="ftc-stack" role="status">
      <h2 className="ftc-title">Thank you! Your subscription is active</h2>
      <dl className="ftc-summary">
        <dt>Plan</dt>
        <dd>
          {plan.name} ({plan.interval === 'year' ? 'yearly' : 'monthly'})
        </dd>
        <dt>Paid</dt>
        <dd>{formatPrice(amount, currency)}</dd>
        {period_end ? (
          <>
            <dt>Active until</dt>
            <dd>{formatDate(period_end)}, renewing automatically</dd>
          </>
        ) : null}
        <dt>Order</dt>
        <dd>{order.data.order_id}</dd>
      </dl>
      <p className="ftc-lead">Next: complete your profile so you can {who} with confidence.</p>
      <p>
        <a className="ftc-button" href={dashboardHref}>
          Go to your dashboard
        </a>
      </p>
    </div>
  );
});
