import { useState } from 'react';
import {
  type AdminPromoCode,
  disablePromoCode,
  usePromoCodes,
  usePublicPlans,
} from '../../src/admin/money-queries';
import { REASON_LIMITS } from '../../src/contract/admin-values';
import { useWords } from '../../src/i18n/use-words';
import { failureMessage } from '../../src/lib/api-errors';
import { useKit } from '../../src/lib/kit-context';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { Spinner } from '../../src/ui/spinner';
import { TextField } from '../../src/ui/text-field';
import { AdminGate, AdminLoadFailed, isRefusal } from '../admin/admin-gate';
import { PromoForm } from '../admin/promo-form';
import { adminMoneyWords } from '../admin-money-words';
import { useStaffRole } from '../market/viewer';

/** `/admin/promo-codes` (admins): the codes with their uses, a new one, disable with a confirmation. */
export function AdminPromoCodesPage() {
  const { m, fill, date } = useWords(adminMoneyWords);
  const p = m.promo;
  const allowed = useStaffRole() === 'admin';
  const codes = usePromoCodes(allowed, p.loadFailed);
  const [disabling, setDisabling] = useState<string | null>(null);
  // The plans' names, from the same public lists the form offers (an unknown id shows as it is).
  const parents = usePublicPlans('user', allowed, p.loadFailed);
  const caregivers = usePublicPlans('service_provider', allowed, p.loadFailed);
  const names = new Map(
    [parents, caregivers].flatMap((list) =>
      list.status === 'success' ? list.data.map((plan) => [plan.id, plan.name] as const) : [],
    ),
  );

  return (
    <AdminGate
      page="promoCodes"
      title={p.title}
      lead={p.lead}
      refused={codes.status === 'error' && isRefusal(codes.error)}
    >
      {codes.status === 'loading' ? (
        <div>
          <LoadingAnnouncement text={p.loading} />
          <SkeletonLine />
          <SkeletonLine width={70} />
        </div>
      ) : codes.status === 'error' ? (
        <AdminLoadFailed message={codes.error.message || p.loadFailed} retry={codes.reload} />
      ) : codes.data.length === 0 ? (
        <p className="ftc-state" role="status">
          {p.empty}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by keyboard
        <section className="admin-table-wrap" aria-label={p.list} tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{p.code}</th>
                <th scope="col">{p.percent}</th>
                <th scope="col">{p.uses}</th>
                <th scope="col">{p.plans}</th>
                <th scope="col">{p.expires}</th>
                <th scope="col">{p.status}</th>
                <th scope="col">{p.actions}</th>
              </tr>
            </thead>
            <tbody>
              {codes.data.map((code) => (
                <tr key={code.code}>
                  <th scope="row">
                    <code>{code.code}</code>
                  </th>
                  <td>{`${code.discount_percent} %`}</td>
                  <td>
                    {code.max_uses === null
                      ? fill(p.usesNoLimit, { uses: code.uses })
                      : fill(p.usesOf, { uses: code.uses, max: code.max_uses })}
                  </td>
                  <td>
                    {code.plan_ids.length
                      ? code.plan_ids.map((id) => names.get(id) ?? id).join(', ')
                      : p.everyPlan}
                  </td>
                  <td>{code.expires_at ? date(code.expires_at) : p.never}</td>
                  <td>{p.statuses[code.status] ?? code.status}</td>
                  <td>
                    {code.status === 'disabled' ? null : (
                      <button
                        type="button"
                        className="ftc-button-secondary"
                        aria-label={fill(p.disableOf, { code: code.code })}
                        aria-expanded={disabling === code.code}
                        onClick={() => setDisabling(code.code)}
                      >
                        {p.disable}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {disabling ? (
        <DisableConfirm
          key={disabling}
          code={disabling}
          onClose={() => setDisabling(null)}
          onDisabled={() => {
            setDisabling(null);
            codes.reload();
          }}
        />
      ) : null}
      <PromoForm onCreated={() => codes.reload()} />
    </AdminGate>
  );
}

function DisableConfirm({
  code,
  onClose,
  onDisabled,
}: {
  code: string;
  onClose: () => void;
  onDisabled: (code: AdminPromoCode) => void;
}) {
  const { api, notify } = useKit();
  const { m, fill } = useWords(adminMoneyWords);
  const p = m.promo;
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const disabled = await disablePromoCode(
        api,
        code,
        reason.trim() || undefined,
        p.disableFailed,
      );
      notify(fill(p.disabledToast, { code }), 'success');
      onDisabled(disabled);
    } catch (failure) {
      setError(failureMessage(failure, p.disableFailed));
      setBusy(false);
    }
  };
  return (
    <div className="cg-note admin-dialog" role="alertdialog" aria-labelledby="promo-disable">
      <p id="promo-disable">
        <strong>{fill(p.disableQuestion, { code })}</strong>
      </p>
      <TextField
        label={p.reason}
        name="reason"
        value={reason}
        maxLength={REASON_LIMITS.max}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? (
        <p className="ftc-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="cg-actions">
        <button
          type="button"
          className="ftc-button"
          aria-disabled={busy || undefined}
          onClick={confirm}
        >
          {busy ? <Spinner /> : null}
          <span>{p.confirm}</span>
        </button>
        <button type="button" className="ftc-button-secondary" onClick={onClose}>
          {p.cancel}
        </button>
      </p>
    </div>
  );
}
