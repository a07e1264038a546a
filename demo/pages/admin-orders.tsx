import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AdminOrder,
  ORDER_SEARCH_MAX,
  refundable,
  useAdminOrders,
} from '../../src/admin/money-queries';
import { ADMIN_PAGE_SIZE } from '../../src/contract/admin-values';
import { ORDER_STATUSES, type OrderStatus } from '../../src/contract/billing-values';
import { useWords } from '../../src/i18n/use-words';
import { SelectField } from '../../src/ui/select-field';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextField } from '../../src/ui/text-field';
import { AdminGate, AdminLoadFailed, isRefusal } from '../admin/admin-gate';
import { Pager } from '../admin/pager';
import { RefundDialog } from '../admin/refund-dialog';
import { adminMoneyWords } from '../admin-money-words';
import { useStaffRole } from '../market/viewer';

/** `/admin/orders` (admins): search by order id or email, filter by status, page, refund. */
export function AdminOrdersPage() {
  const { m, fill, price, date } = useWords(adminMoneyWords);
  const o = m.orders;
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const rawStatus = search.get('status') ?? '';
  const status = ORDER_STATUSES.includes(rawStatus as OrderStatus) ? rawStatus : '';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const allowed = useStaffRole() === 'admin';
  const orders = useAdminOrders(allowed ? { q, status, page } : null, o.loadFailed);
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const [draft, setDraft] = useState({ q, status });

  const go = (next: { q?: string; status?: string; page?: number }) => {
    const params = new URLSearchParams();
    const merged = { q, status, page, ...next };
    if (merged.q) params.set('q', merged.q);
    if (merged.status) params.set('status', merged.status);
    if (merged.page > 1) params.set('page', String(merged.page));
    setSearch(params);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.q.trim(), status: draft.status, page: 1 });
  };
  const items = orders.status === 'success' ? orders.data.items : [];

  return (
    <AdminGate
      page="orders"
      title={o.title}
      lead={o.lead}
      refused={orders.status === 'error' && isRefusal(orders.error)}
    >
      <form className="admin-filters" noValidate onSubmit={submit}>
        <TextField
          type="search"
          name="q"
          label={o.search}
          value={draft.q}
          maxLength={ORDER_SEARCH_MAX}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <SelectField
          name="status"
          label={o.status}
          value={draft.status}
          options={[
            { value: '', label: o.anyStatus },
            ...ORDER_STATUSES.map((value) => ({ value, label: o.statuses[value] })),
          ]}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        />
        <SubmitButton busy={false}>{o.find}</SubmitButton>
      </form>
      {refunding ? (
        <RefundDialog
          key={refunding.order_id}
          order={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={() => orders.reload()}
        />
      ) : null}
      {orders.status === 'loading' ? (
        <div>
          <LoadingAnnouncement text={o.loading} />
          <SkeletonLine />
          <SkeletonLine width={70} />
        </div>
      ) : orders.status === 'error' ? (
        <AdminLoadFailed message={orders.error.message || o.loadFailed} retry={orders.reload} />
      ) : items.length === 0 ? (
        <p className="ftc-state" role="status">
          {o.empty}
        </p>
      ) : (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by keyboard */}
          <section className="admin-table-wrap" aria-label={o.list} tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{o.order}</th>
                  <th scope="col">{o.member}</th>
                  <th scope="col">{o.plan}</th>
                  <th scope="col">{o.amount}</th>
                  <th scope="col">{o.status}</th>
                  <th scope="col">{o.paid}</th>
                  <th scope="col">{o.refunded}</th>
                  <th scope="col">{o.actions}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((order) => (
                  <tr key={order.order_id}>
                    <th scope="row">
                      <code>{order.order_id}</code>
                    </th>
                    <td>
                      {order.account.full_name}{' '}
                      <span className="ftc-hint admin-sub">{order.account.email}</span>
                    </td>
                    <td>{order.plan_name}</td>
                    <td>{price(order.amount, order.currency)}</td>
                    <td>{o.statuses[order.status] ?? order.status}</td>
                    <td>{order.paid_at ? date(order.paid_at) : '—'}</td>
                    <td>{price(order.refunded_amount, order.currency)}</td>
                    <td>
                      {order.paid_at && refundable(order) > 0 ? (
                        <button
                          type="button"
                          className="ftc-button-secondary"
                          aria-label={fill(o.refundOf, { order: order.order_id })}
                          onClick={() => setRefunding(order)}
                        >
                          {o.refund}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {orders.status === 'success' ? (
            <Pager
              page={orders.data.page}
              total={orders.data.total}
              pageSize={orders.data.page_size || ADMIN_PAGE_SIZE}
              onPage={(next) => go({ page: next })}
            />
          ) : null}
        </>
      )}
    </AdminGate>
  );
}
