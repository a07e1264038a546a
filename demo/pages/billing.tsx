import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { useWords } from '../../src/i18n/use-words';
import { useKit } from '../../src/lib/kit-context';
import { CardOnFile, OrderHistory } from '../../src/plans/billing-history';
import { PlanManager } from '../../src/plans/plan-manager';
import { ReceiptView } from '../../src/plans/receipt-view';
import { billingPageWords } from '../billing-words';
import { paths, receiptPath } from '../config/paths';
import { Page } from './page';

/**
 * `/dashboard/billing` (interface §9): the plan with Cancel, Resume and Change (the same component
 * as <ftc-subscription>), the card on file, and the orders with their receipts.
 */
export const BillingPage = observer(function BillingPage() {
  const { store } = useKit();
  const { m } = useWords(billingPageWords);
  const type = store.auth.user?.type ?? 'user';
  return (
    <Page title={m.title} lead={m.lead} wide>
      <div className="dashboard">
        <section className="dashboard__card dashboard__card--wide" aria-labelledby="plan-heading">
          <h2 id="plan-heading">{m.plan}</h2>
          <PlanManager
            type={type}
            noPlan={
              <>
                <p>{m.noPlan}</p>
                <p>
                  <Link className="ftc-button" to={paths.subscription}>
                    {m.choosePlan}
                  </Link>
                </p>
              </>
            }
          />
        </section>
        <section className="dashboard__card" aria-labelledby="card-heading">
          <h2 id="card-heading">{m.card}</h2>
          <CardOnFile type={type} />
        </section>
        <section className="dashboard__card dashboard__card--wide" aria-labelledby="orders-heading">
          <h2 id="orders-heading">{m.orders}</h2>
          <OrderHistory
            type={type}
            receiptHref={receiptPath}
            renderLink={(href, label, text) => (
              <Link to={href} aria-label={label}>
                {text}
              </Link>
            )}
          />
        </section>
      </div>
    </Page>
  );
});

/** `/dashboard/billing/receipts/{order_id}`: one receipt, printable without the site around it. */
export function ReceiptPage() {
  const { m } = useWords(billingPageWords);
  const { orderId = '' } = useParams();
  return (
    <Page title={m.receiptTitle}>
      <p className="site-no-print">
        <Link to={paths.dashboardBilling}>{m.backToBilling}</Link>
      </p>
      <ReceiptView orderId={orderId} />
    </Page>
  );
}
