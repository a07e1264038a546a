import { useEffect, useId, useRef, useState } from 'react';
import { type AdminOrder, refundable, refundOrder } from '../../src/admin/money-queries';
import { REASON_LIMITS } from '../../src/contract/admin-values';
import { useWords } from '../../src/i18n/use-words';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextField } from '../../src/ui/text-field';
import { TextAreaField } from '../../src/ui/textarea-field';
import { adminMoneyWords } from '../admin-money-words';

/** The currency's minor digits: 2 for USD, 0 for JPY. */
const digitsOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;

/** "25.99" (or "25,99") in major units → 2599 minor units; NaN when it is not an amount. */
export function minorFrom(text: string, currency: string): number {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 10 ** digitsOf(currency));
}

const majorOf = (minor: number, currency: string) =>
  (minor / 10 ** digitsOf(currency)).toFixed(digitsOf(currency));

/**
 * The refund of one order: an amount (all that is left by default) and a reason (10–500, with a
 * live count), then a confirmation that names the member and the amount; after it, the order's
 * new refunded amount.
 */
export function RefundDialog({
  order,
  onClose,
  onRefunded,
}: {
  order: AdminOrder;
  onClose: () => void;
  onRefunded: (order: AdminOrder) => void;
}) {
  const { api } = useKit();
  const { m, fill, price } = useWords(adminMoneyWords);
  const r = m.refund;
  const ids = useId();
  const left = refundable(order);
  const money = (minor: number) => price(minor, order.currency);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<AdminOrder | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const form = useForm({
    initial: { amount: majorOf(left, order.currency), reason: '' },
    validate: ({ amount, reason }) => {
      const minor = minorFrom(amount, order.currency);
      const length = reason.trim().length;
      return {
        amount:
          minor >= 1 && minor <= left
            ? undefined
            : fill(r.amountRule, { min: money(1), left: money(left) }),
        reason:
          length >= REASON_LIMITS.min && length <= REASON_LIMITS.max ? undefined : r.reasonRule,
      };
    },
    fallback: r.failed,
    async submit({ amount, reason }) {
      const minor = minorFrom(amount, order.currency);
      if (confirming === null) {
        setConfirming(minor);
        return;
      }
      const updated = await refundOrder(
        api,
        order.order_id,
        { amount: minor, reason: reason.trim() },
        r.failed,
      );
      setConfirming(null);
      setDone(updated);
      onRefunded(updated);
    },
  });

  return (
    <section
      className="cg-note admin-dialog"
      role="dialog"
      aria-labelledby={`${ids}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 id={`${ids}-title`} ref={heading} tabIndex={-1}>
        {fill(r.title, { order: order.order_id })}
      </h2>
      <p>
        {fill(r.summary, {
          name: order.account.full_name,
          email: order.account.email,
          amount: money(order.amount),
          plan: order.plan_name,
          refunded: money(order.refunded_amount),
        })}
      </p>
      {done ? (
        <>
          <p role="status" className="admin-done">
            {fill(r.done, { order: done.order_id, refunded: money(done.refunded_amount) })}
          </p>
          <button type="button" className="ftc-button-secondary" onClick={onClose}>
            {r.cancel}
          </button>
        </>
      ) : (
        <form className="ftc-stack" noValidate onSubmit={form.onSubmit}>
          <TextField
            {...form.field('amount')}
            label={fill(r.amount, { currency: order.currency })}
            hint={fill(r.amountHint, { left: money(left) })}
            inputMode="decimal"
            readOnly={confirming !== null}
          />
          <TextAreaField
            {...form.field('reason')}
            label={r.reason}
            hint={r.reasonHint}
            note={
              <span aria-live="polite">
                {fill(r.counter, {
                  count: form.values.reason.trim().length,
                  max: REASON_LIMITS.max,
                })}
              </span>
            }
            rows={3}
            maxLength={REASON_LIMITS.max}
            readOnly={confirming !== null}
          />
          {form.message ? (
            <p className="ftc-error" role="alert">
              {form.message}
            </p>
          ) : null}
          {confirming === null ? (
            <p className="cg-actions">
              <SubmitButton busy={false}>{r.next}</SubmitButton>
              <button type="button" className="ftc-button-secondary" onClick={onClose}>
                {r.cancel}
              </button>
            </p>
          ) : (
            <div role="alertdialog" aria-labelledby={`${ids}-confirm`} className="admin-confirm">
              <p id={`${ids}-confirm`}>
                <strong>
                  {fill(r.confirm, { amount: money(confirming), name: order.account.full_name })}
                </strong>
              </p>
              <p className="ftc-hint">{r.confirmLead}</p>
              <p className="cg-actions">
                <SubmitButton busy={form.submitting}>
                  {fill(r.yes, { amount: money(confirming) })}
                </SubmitButton>
                <button
                  type="button"
                  className="ftc-button-secondary"
                  onClick={() => setConfirming(null)}
                >
                  {r.back}
                </button>
              </p>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
