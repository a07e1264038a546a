import { useWords } from '../i18n/use-words';
import { ApiError } from '../lib/api-client';
import { Spinner } from '../ui/spinner';
import { useReceipt } from './billing-api';
import { receiptWords } from './receipt-words';

/**
 * One receipt (`GET /v1/orders/{id}/receipt`, interface §9), laid out to be printed: "Print"
 * opens the browser's print dialog; the page's print styles hide everything around it.
 */
export function ReceiptView({ orderId }: { orderId: string }) {
  const { m, fill, price, date } = useWords(receiptWords);
  const receipt = useReceipt(orderId, m.loadFailed);
  if (receipt.status === 'loading') {
    return (
      <p className="ftc-state" role="status">
        <Spinner />
        <span>{m.loading}</span>
      </p>
    );
  }
  if (receipt.status === 'error') {
    const missing = receipt.error instanceof ApiError && receipt.error.status === 404;
    return (
      <p role="alert">
        {missing ? m.missing : receipt.error.message}{' '}
        {missing ? null : (
          <button type="button" className="ftc-button-secondary" onClick={receipt.reload}>
            {m.tryAgain}
          </button>
        )}
      </p>
    );
  }
  const r = receipt.data;
  return (
    <article className="ftc-receipt" aria-labelledby="receipt-title">
      <header className="ftc-receipt__head">
        <h2 id="receipt-title">{fill(m.title, { number: r.number })}</h2>
        <p>{fill(m.issued, { date: date(r.issued_at, { dateStyle: 'long' }) })}</p>
        <button
          type="button"
          className="ftc-button ftc-receipt__print"
          onClick={() => window.print()}
        >
          {m.print}
        </button>
      </header>
      <div className="ftc-receipt__parties">
        <section>
          <h3>{m.from}</h3>
          <p>{r.seller.name}</p>
          <p>{r.seller.address}</p>
        </section>
        <section>
          <h3>{m.billedTo}</h3>
          <p>{r.buyer.full_name}</p>
          <p>{r.buyer.email}</p>
        </section>
      </div>
      <table className="ftc-orders">
        <thead>
          <tr>
            <th scope="col">{m.description}</th>
            <th scope="col">{m.amount}</th>
          </tr>
        </thead>
        <tbody>
          {r.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines never move.
            <tr key={index}>
              <td>{line.description}</td>
              <td>{price(line.amount, r.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{m.total}</th>
            <td>
              <strong>{price(r.total, r.currency)}</strong>
            </td>
          </tr>
          {r.refunded_amount > 0 ? (
            <tr>
              <th scope="row">{m.refunded}</th>
              <td>{price(r.refunded_amount, r.currency)}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      {r.payment_method ? (
        <p>
          {fill(m.paidWith, {
            brand: r.payment_method.brand.charAt(0).toUpperCase() + r.payment_method.brand.slice(1),
            last4: r.payment_method.last4,
          })}
        </p>
      ) : null}
      {r.status === 'paid' ? null : (
        <p>
          {m.status}: {m.statuses[r.status]}
        </p>
      )}
    </article>
  );
}
