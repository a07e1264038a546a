import { useState } from 'react';
import type { BillingOrder } from '../contract/billing';
import { accountTypeOf } from '../contract/endpoints';
import { useWords } from '../i18n/use-words';
import { failureMessage } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { Spinner } from '../ui/spinner';
import { cardUpdatePage, useBilling } from './billing-api';
import { billingWords } from './billing-words';
import { receiptWords } from './receipt-words';

// The rest of a member's billing (interface §9): the card kept for renewals and the orders with
// their receipts. The site's billing page composes these with the plan (plan-manager.tsx).

interface Props {
  /** `user` (default) or `service_provider`. */
  type?: string | undefined;
}

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The card on file, and "Update card": the provider's page where the member replaces it. */
export function CardOnFile({ type }: Props) {
  const { api, store } = useKit();
  const { m, fill, date } = useWords(receiptWords);
  const b = useWords(billingWords).m;
  const accountType = accountTypeOf(type);
  const billing = useBilling(accountType, b.loadFailed);
  const [busy, setBusy] = useState(false);
  if (billing.status !== 'success') return null;
  const card = billing.data.payment_method;

  async function update() {
    if (busy) return;
    setBusy(true);
    try {
      window.location.assign(
        await cardUpdatePage(api, accountType, b.cardFailed, b.addressInvalid),
      );
    } catch (failure) {
      store.toast.show(failureMessage(failure, b.cardFailed), true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ftc-card-on-file">
      {card ? (
        <p>
          {fill(m.cardLine, { brand: brandName(card.brand), last4: card.last4 })}
          {' · '}
          {fill(m.cardExpires, {
            date: date(new Date(Date.UTC(card.exp_year, card.exp_month - 1, 15)), {
              month: '2-digit',
              year: 'numeric',
              timeZone: 'UTC',
            }),
          })}
        </p>
      ) : (
        <p>{m.noCard}</p>
      )}
      {card || billing.data.subscription ? (
        <p>
          <button
            type="button"
            className="ftc-button-secondary"
            aria-disabled={busy || undefined}
            onClick={() => void update()}
          >
            {busy ? <Spinner /> : null}
            <span>{b.updateCard}</span>
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** The newest orders: date, plan, amount (and any refund), status, and a link to the receipt. */
export function OrderHistory({
  type,
  receiptHref,
  renderLink,
}: Props & {
  receiptHref: (orderId: string) => string;
  /** The site's own link (client-side routing); a plain `<a>` otherwise. */
  renderLink?: (href: string, label: string, text: string) => React.ReactNode;
}) {
  const { m, fill, price, date } = useWords(receiptWords);
  const b = useWords(billingWords).m;
  const billing = useBilling(accountTypeOf(type), b.loadFailed);
  if (billing.status === 'loading') {
    return (
      <p className="ftc-state" role="status">
        <Spinner />
        <span>{b.loading}</span>
      </p>
    );
  }
  if (billing.status === 'error') {
    return (
      <p role="alert">
        {fill(b.loadFailedWith, { reason: billing.error.message })}{' '}
        <button type="button" className="ftc-button-secondary" onClick={billing.reload}>
          {b.tryAgain}
        </button>
      </p>
    );
  }
  const orders = billing.data.orders;
  if (!orders.length) return <p>{m.noOrders}</p>;
  const when = (order: BillingOrder) => order.paid_at ?? order.period_start;
  return (
    // Its own scroll box (named, reached by keyboard) so five columns never widen a phone's page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by keyboard
    <section className="ftc-orders-scroll" aria-label={m.orders} tabIndex={0}>
      <table className="ftc-orders">
        <thead>
          <tr>
            <th scope="col">{m.date}</th>
            <th scope="col">{m.plan}</th>
            <th scope="col">{m.amount}</th>
            <th scope="col">{m.status}</th>
            <th scope="col">{m.receipt}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const day = when(order) ? date(when(order) as string, { dateStyle: 'medium' }) : '';
            const label = fill(m.viewReceipt, { plan: order.plan_name, date: day });
            const href = receiptHref(order.order_id);
            return (
              <tr key={order.order_id}>
                <td>{day}</td>
                <td>{order.plan_name}</td>
                <td>
                  {price(order.amount, order.currency)}
                  {order.refunded_amount > 0 ? (
                    <>
                      {' '}
                      <small>
                        (
                        {fill(m.refundedPart, {
                          amount: price(order.refunded_amount, order.currency),
                        })}
                        )
                      </small>
                    </>
                  ) : null}
                </td>
                <td>{m.statuses[order.status]}</td>
                <td>
                  {order.status === 'pending' || order.status === 'failed' ? null : renderLink ? (
                    renderLink(href, label, m.receipt)
                  ) : (
                    <a href={href} aria-label={label}>
                      {m.receipt}
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
