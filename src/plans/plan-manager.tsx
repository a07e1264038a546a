import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { BillingSubscription } from '../contract/billing';
import { accountTypeOf, SUBSCRIPTION_PATHS } from '../contract/endpoints';
import { useWords } from '../i18n/use-words';
import { failureMessage } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { webAddress } from '../lib/location';
import { useApiResource } from '../lib/use-api-resource';
import { Spinner } from '../ui/spinner';
import {
  cancelPlan,
  cardUpdatePage,
  changePlan,
  isCheckout,
  rememberSubscription,
  resumePlan,
  useBilling,
} from './billing-api';
import { billingWords } from './billing-words';
import managerCss from './plan-manager.css?inline';
import type { Plan } from './pricing';
import { CHECKOUT_EVENT } from './subscription-table';

export const CANCELLED_EVENT = 'ftc-subscription-cancelled';

export interface PlanManagerProps {
  /** `user` (default) or `service_provider`. */
  type?: string | undefined;
  /** Shown when the member has no plan (none, or expired). */
  noPlan: ReactNode;
}

type Busy = 'cancel' | 'resume' | 'card' | `change:${string}`;

/** The button a focus move lands on once the view that holds it is drawn. */
type FocusTarget = 'cancel' | 'keep' | 'resume' | 'change' | undefined;

/**
 * A member's plan (interface §9 "Elements and site"): "Family Plus · renews on June 3, 2027",
 * "Cancel plan" and one confirmation that names the end date (two clicks), "Resume plan" once
 * cancelled, "Change plan" to another plan of the same audience, a failed payment with "Update
 * card". The element and the site's billing page both show this.
 */
export const PlanManager = observer(function PlanManager({ type, noPlan }: PlanManagerProps) {
  const { api, store, emit } = useKit();
  const { m, fill, price, date } = useWords(billingWords);
  const accountType = accountTypeOf(type);
  const billing = useBilling(accountType, m.loadFailed);
  const plans = useApiResource<Plan[]>(SUBSCRIPTION_PATHS.plans(accountType), m.loadFailed);
  const [changed, setChanged] = useState<BillingSubscription | undefined>();
  const [busy, setBusy] = useState<Busy | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | undefined>();
  const [choosing, setChoosing] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>();
  const buttons = useRef(new Map<FocusTarget, HTMLButtonElement | null>());
  const ids = useId();

  useEffect(() => {
    if (!focusTarget) return;
    buttons.current.get(focusTarget)?.focus();
    setFocusTarget(undefined);
  });

  const subscription = changed ?? billing.data?.subscription;
  const ref = (name: FocusTarget) => (element: HTMLButtonElement | null) => {
    buttons.current.set(name, element);
  };

  if (!subscription && billing.status === 'loading') {
    return (
      <div className="ftc-billing ftc-state" part="container" aria-busy="true" role="status">
        <Spinner />
        <span>{m.loading}</span>
      </div>
    );
  }
  if (!subscription && billing.status === 'error') {
    return (
      <div className="ftc-billing ftc-state" part="container" role="alert">
        <p>{fill(m.loadFailedWith, { reason: billing.error.message })}</p>
        <button type="button" className="ftc-button" part="button" onClick={billing.reload}>
          {m.tryAgain}
        </button>
      </div>
    );
  }
  if (!subscription || subscription.status === 'expired') return <>{noPlan}</>;

  const current = subscription;
  const cancelled = Boolean(current.cancel_at) || current.status === 'cancelled';
  const endDate = date(current.cancel_at ?? current.current_period_end, { dateStyle: 'long' });
  const planName = (id: string) =>
    plans.data?.find((plan) => String(plan.id) === String(id))?.name ?? id;
  const perInterval = (plan: { interval: string; price: number; currency: string }) =>
    fill(plan.interval === 'year' ? m.priceYear : m.priceMonth, {
      price: price(plan.price, plan.currency),
    });

  function settle(next: BillingSubscription) {
    setChanged(next);
    rememberSubscription(store, accountType, next);
  }

  async function run(kind: Busy, work: () => Promise<void>, onFailure: (reason: string) => void) {
    if (busy) return;
    setBusy(kind);
    try {
      await work();
    } catch (failure) {
      onFailure(failureMessage(failure));
    } finally {
      setBusy(undefined);
    }
  }

  const confirmCancel = () =>
    run(
      'cancel',
      async () => {
        const { results, message } = await cancelPlan(api, accountType, m.cancelFailed);
        settle(results);
        setConfirming(false);
        setConfirmError(undefined);
        setFocusTarget('resume');
        const until = date(results.cancel_at ?? results.current_period_end, { dateStyle: 'long' });
        store.toast.show(message || fill(m.cancelled, { date: until }));
        emit(CANCELLED_EVENT, { plan_id: results.plan_id, cancel_at: results.cancel_at });
      },
      (reason) => {
        setConfirmError(reason);
        store.toast.show(reason, true);
      },
    );

  const resume = () =>
    run(
      'resume',
      async () => {
        const { results, message } = await resumePlan(api, accountType, m.resumeFailed);
        settle(results);
        setFocusTarget('cancel');
        const renews = date(results.current_period_end, { dateStyle: 'long' });
        store.toast.show(message || fill(m.resumed, { date: renews }));
      },
      (reason) => store.toast.show(reason, true),
    );

  const change = (plan: Plan) =>
    run(
      `change:${plan.id}`,
      async () => {
        const { results, message } = await changePlan(
          api,
          accountType,
          String(plan.id),
          m.changeFailed,
        );
        if (isCheckout(results)) {
          // A dearer plan: pay the difference first, on the provider's page, as buying does.
          const checkout = webAddress(results.checkout_url);
          if (!checkout) throw new Error(m.addressInvalid);
          emit(CHECKOUT_EVENT, { plan_id: plan.id, checkout_url: results.checkout_url });
          window.location.assign(checkout);
          return;
        }
        settle(results);
        setChoosing(false);
        setFocusTarget('change');
        const on = date(results.current_period_end, { dateStyle: 'long' });
        store.toast.show(
          message ||
            fill(m.changeScheduled, {
              plan: planName(results.scheduled_plan_id ?? plan.id),
              date: on,
            }),
        );
      },
      (reason) => store.toast.show(reason, true),
    );

  const updateCard = () =>
    run(
      'card',
      async () => {
        const page = await cardUpdatePage(api, accountType, m.cardFailed, m.addressInvalid);
        window.location.assign(page);
      },
      (reason) => store.toast.show(reason, true),
    );

  const keep = () => {
    setConfirming(false);
    setConfirmError(undefined);
    setFocusTarget('cancel');
  };
  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      keep();
    }
  };

  const audience = (plans.data ?? []).filter((plan) => plan.interval);
  const actionButton = (
    name: FocusTarget,
    kind: Busy | undefined,
    label: string,
    onClick: () => void,
    secondary = false,
    extra: Record<string, unknown> = {},
  ) => (
    <button
      ref={ref(name)}
      type="button"
      className={secondary ? 'ftc-button-secondary' : 'ftc-button'}
      part="button"
      aria-disabled={Boolean(busy) || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
      {...extra}
    >
      {kind && busy === kind ? <Spinner /> : null}
      <span>{label}</span>
    </button>
  );

  return (
    <div className="ftc-billing" part="container">
      <style>{managerCss}</style>
      <p className="ftc-billing__summary">
        <strong>
          {fill(cancelled ? m.endsOn : m.renewsOn, { plan: current.plan_name, date: endDate })}
        </strong>
        <span className="ftc-billing__price"> · {perInterval(current)}</span>
      </p>

      {current.status === 'past_due' ? (
        <div className="ftc-billing__notice ftc-billing__notice--alert" part="notice">
          <p>
            <strong>{m.pastDue}</strong>
          </p>
          <p>{m.pastDueLead}</p>
          {actionButton(undefined, 'card', m.updateCard, updateCard)}
        </div>
      ) : null}
      {cancelled ? (
        <div className="ftc-billing__notice" part="notice">
          <p>{fill(m.endsOnLead, { date: endDate })}</p>
          <p>{m.resumeHint}</p>
        </div>
      ) : null}
      {!cancelled && current.scheduled_plan_id ? (
        <p className="ftc-billing__notice" part="notice">
          {fill(m.scheduled, { plan: planName(current.scheduled_plan_id), date: endDate })}
        </p>
      ) : null}

      {confirming ? (
        <div
          key="confirm"
          className="ftc-billing__confirm"
          part="dialog"
          role="alertdialog"
          aria-labelledby={`${ids}-title`}
          aria-describedby={`${ids}-text`}
          onKeyDown={onDialogKey}
        >
          <h3 id={`${ids}-title`}>{fill(m.confirmTitle, { plan: current.plan_name })}</h3>
          <p id={`${ids}-text`}>{fill(m.confirmText, { date: endDate })}</p>
          {confirmError ? (
            <p className="ftc-error" part="error" role="alert">
              {confirmError}
            </p>
          ) : null}
          <div className="ftc-billing__actions">
            {actionButton('keep', undefined, m.keepPlan, keep, true)}
            {actionButton('cancel', 'cancel', m.cancelPlan, () => void confirmCancel())}
          </div>
        </div>
      ) : (
        <div key="actions" className="ftc-billing__actions">
          {cancelled
            ? actionButton('resume', 'resume', m.resumePlan, () => void resume())
            : actionButton(
                'cancel',
                undefined,
                m.cancelPlan,
                () => {
                  setConfirming(true);
                  setChoosing(false);
                  setFocusTarget('keep');
                },
                true,
              )}
          {cancelled
            ? null
            : actionButton('change', undefined, m.changePlan, () => setChoosing(!choosing), true, {
                'aria-expanded': choosing,
                'aria-controls': `${ids}-plans`,
              })}
        </div>
      )}

      {choosing && !confirming && !cancelled ? (
        <section
          id={`${ids}-plans`}
          className="ftc-billing__plans"
          aria-labelledby={`${ids}-choose`}
        >
          <h3 id={`${ids}-choose`}>{m.choosePlan}</h3>
          <p>{m.changeLead}</p>
          {plans.status === 'error' ? (
            <p className="ftc-error" part="error" role="alert">
              {fill(m.plansFailed, { reason: plans.error.message })}
            </p>
          ) : plans.status === 'loading' ? (
            <p className="ftc-state" role="status">
              <Spinner />
              <span>{m.loading}</span>
            </p>
          ) : (
            <ul className="ftc-billing__list">
              {audience.map((plan) => {
                const mine = String(plan.id) === String(current.plan_id);
                return (
                  <li
                    key={plan.id}
                    className="ftc-billing__option"
                    part={mine ? 'plan current' : 'plan'}
                  >
                    <span>
                      <strong>{plan.name}</strong> {perInterval(plan)}
                    </span>
                    {mine ? (
                      <span className="ftc-badge">{m.currentPlan}</span>
                    ) : (
                      actionButton(
                        undefined,
                        `change:${plan.id}`,
                        fill(m.switchTo, { plan: plan.name }),
                        () => void change(plan),
                        true,
                      )
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
});
