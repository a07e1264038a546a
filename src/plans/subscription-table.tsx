import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { accountTypeOf } from '../contract/endpoints';
import { ApiError, isSuccessful } from '../lib/api-client';
import { failureMessage } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { webAddress } from '../lib/location';
import { useApiResource } from '../lib/use-api-resource';
import { LoadingAnnouncement, SkeletonLine } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';
import {
  applyPromo,
  formatPrice,
  intervalLabel,
  intervalsOf,
  type Plan,
  type PromoResult,
} from './pricing';

export const CHECKOUT_EVENT = 'ftc-checkout';
export const AUTH_REQUIRED_EVENT = 'ftc-auth-required';
/** The plan chosen while logged out, kept for after login (this tab only). */
export const PENDING_PLAN_KEY = 'ftc:pending-plan';
export const CHECKOUT_URL_INVALID =
  'The checkout could not be opened: the server sent an address that is not a web page. Please try again later or contact us.';

export interface SubscriptionTableProps {
  /** `user` (default) or `service_provider`. */
  type?: string | undefined;
  loginHref?: string | undefined;
  signupHref?: string | undefined;
}

interface Pending {
  plan_id: string;
  type: string;
  promo_code?: string;
}

function readPending(): Pending | null {
  try {
    return JSON.parse(sessionStorage.getItem(PENDING_PLAN_KEY) ?? 'null');
  } catch {
    return null;
  }
}

function writePending(pending: Pending | null) {
  try {
    if (pending) sessionStorage.setItem(PENDING_PLAN_KEY, JSON.stringify(pending));
    else sessionStorage.removeItem(PENDING_PLAN_KEY);
  } catch {
    // Storage blocked: the choice is simply not remembered.
  }
}

/**
 * Subscription plans (interface §3): prices in the plan's currency, monthly/yearly switch,
 * one promo code for the table, "Choose <plan>" that checks out when logged in, or asks to
 * log in or sign up (and remembers the plan) when not.
 */
export const SubscriptionTable = observer(function SubscriptionTable({
  type,
  loginHref = '/login',
  signupHref = '/signup',
}: SubscriptionTableProps) {
  const { api, store, emit } = useKit();
  const accountType = accountTypeOf(type);
  const segment = accountType === 'user' ? 'user' : 'service-provider';
  const plans = useApiResource<Plan[]>(
    `/v1/${segment}/subscription-plans`,
    'We could not load the plans.',
  );
  const [interval, setInterval] = useState<string | undefined>();
  const [code, setCode] = useState('');
  const [promo, setPromo] = useState<PromoResult | null>(null);
  const [promoError, setPromoError] = useState<string | undefined>();
  const [promoBusy, setPromoBusy] = useState<'apply' | 'remove' | undefined>();
  const [buying, setBuying] = useState<string | undefined>();
  const [askLogin, setAskLogin] = useState<Plan | undefined>();
  const [pending, setPending] = useState<Pending | null>(() => readPending());
  const ids = useId();

  const intervals = useMemo(() => intervalsOf(plans.data ?? []), [plans.data]);
  const shownInterval = interval && intervals.includes(interval) ? interval : intervals[0];
  const priced = useMemo(
    () =>
      applyPromo(plans.data ?? [], promo).filter(
        (plan) => intervals.length < 2 || plan.interval === shownInterval,
      ),
    [plans.data, promo, intervals, shownInterval],
  );
  const loggedIn = store.auth.isLoggedIn;
  const currentPlanId = (
    store.auth.user?.subscription as { plan_id?: string | number } | null | undefined
  )?.plan_id;
  const pendingPlan =
    loggedIn && pending && pending.type === accountType
      ? (plans.data ?? []).find((plan) => String(plan.id) === pending.plan_id)
      : undefined;

  useEffect(() => {
    if (loggedIn) setAskLogin(undefined);
  }, [loggedIn]);

  async function applyCode(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setPromoError('Enter a promo code.');
      return;
    }
    setPromoBusy('apply');
    setPromoError(undefined);
    try {
      const response = await api.post<PromoResult>('/v1/users/add-promocode', {
        code: typed,
        type: type ?? 'user',
      });
      if (!isSuccessful(response) || !response.body.results)
        throw new Error(response.body.message || 'This promo code cannot be used.');
      setPromo(response.body.results);
      store.message.setMessage(
        response.body.message || `Promo code ${response.body.results.code} applied.`,
      );
    } catch (failure) {
      setPromo(null);
      setPromoError(failureMessage(failure));
    } finally {
      setPromoBusy(undefined);
    }
  }

  async function removeCode() {
    if (!promo) return;
    setPromoBusy('remove');
    try {
      await api.post('/v1/users/remove-promocode', { code: promo.code });
    } catch {
      // Nothing is kept per visitor: the prices are restored either way.
    } finally {
      setPromo(null);
      setCode('');
      setPromoError(undefined);
      setPromoBusy(undefined);
    }
  }

  async function buy(plan: Plan, promoCode?: string) {
    if (buying) return;
    setBuying(String(plan.id));
    try {
      const response = await api.post<{ order_id: string; checkout_url: string }>(
        `/v1/${segment}/buy-subscription`,
        {
          plan_id: plan.id,
          ...(promoCode ? { promo_code: promoCode } : {}),
        },
      );
      const results = response.body.results;
      if (!isSuccessful(response) || !results?.checkout_url) {
        throw new Error(
          response.body.message || 'We could not start the checkout. Please try again.',
        );
      }
      // Only a web address: a `javascript:` (or other) URL from the server is never followed.
      const checkout = webAddress(results.checkout_url);
      if (!checkout) throw new Error(CHECKOUT_URL_INVALID);
      writePending(null);
      setPending(null);
      emit(CHECKOUT_EVENT, { plan_id: plan.id, checkout_url: results.checkout_url });
      window.location.assign(checkout);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        setAskLogin(plan);
      }
      store.message.setMessage(failureMessage(failure), true);
      setBuying(undefined);
    }
  }

  function choose(plan: Plan) {
    const appliedCode = promo?.plans.some((entry) => String(entry.plan_id) === String(plan.id))
      ? promo.code
      : undefined;
    if (!loggedIn) {
      const next = {
        plan_id: String(plan.id),
        type: accountType,
        ...(appliedCode ? { promo_code: appliedCode } : {}),
      };
      writePending(next);
      setPending(next);
      setAskLogin(plan);
      emit(AUTH_REQUIRED_EVENT, { plan_id: plan.id });
      return;
    }
    void buy(plan, appliedCode);
  }

  if (plans.status === 'loading') {
    return (
      <div className="ftc-plans" part="container" aria-busy="true">
        <LoadingAnnouncement text="Loading plans…" />
        <SkeletonLine width={40} height="2.75rem" />
        <ul className="ftc-plans__list" aria-hidden="true">
          {[1, 2].map((card) => (
            <li key={card} className="ftc-plan ftc-plan--placeholder">
              <SkeletonLine width={50} height="1.4em" />
              <SkeletonLine width={40} height="2em" />
              <SkeletonLine />
              <SkeletonLine width={80} />
              <SkeletonLine width={70} />
              <SkeletonLine width={75} />
              <SkeletonLine height="2.75rem" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (plans.status === 'error') {
    return (
      <div className="ftc-plans ftc-state" part="container" role="alert">
        <p>We could not load the plans: {plans.error.message}</p>
        <button type="button" className="ftc-button" part="button" onClick={plans.reload}>
          Try again
        </button>
      </div>
    );
  }
  if (!plans.data.length) {
    return (
      <div className="ftc-plans ftc-state" part="container">
        <p>There are no plans to choose from right now. Please come back later.</p>
      </div>
    );
  }

  return (
    <div className="ftc-plans" part="container">
      {pendingPlan ? (
        <div className="ftc-banner" part="banner" role="status">
          <p>
            You chose <strong>{pendingPlan.name}</strong> before logging in.
          </p>
          <button
            type="button"
            className="ftc-button"
            part="button"
            onClick={() => void buy(pendingPlan, pending?.promo_code)}
          >
            {buying === String(pendingPlan.id) ? <Spinner /> : null}
            <span>Continue to checkout</span>
          </button>
          <button
            type="button"
            className="ftc-link"
            onClick={() => {
              writePending(null);
              setPending(null);
            }}
          >
            Not now
          </button>
        </div>
      ) : null}

      {askLogin && !loggedIn ? (
        <div className="ftc-banner" part="banner" role="status">
          <p>
            To choose <strong>{askLogin.name}</strong>, log in or create an account. We will keep
            your choice.
          </p>
          <a className="ftc-button" part="button" href={loginHref}>
            Log in
          </a>
          <a className="ftc-button-secondary" part="button" href={signupHref}>
            Sign up
          </a>
        </div>
      ) : null}

      <div className="ftc-plans__controls">
        {intervals.length > 1 ? (
          <fieldset className="ftc-switch" part="switch">
            <legend className="ftc-visually-hidden">Billing period</legend>
            {intervals.map((value) => (
              <label key={value} className="ftc-switch__option">
                <input
                  type="radio"
                  name={`${ids}-interval`}
                  value={value}
                  checked={shownInterval === value}
                  onChange={() => setInterval(value)}
                />
                <span>{value === 'month' ? 'Monthly' : value === 'year' ? 'Yearly' : value}</span>
              </label>
            ))}
          </fieldset>
        ) : null}

        <form className="ftc-promo" part="form" noValidate onSubmit={applyCode}>
          <div className="ftc-field" part="field">
            <label className="ftc-label" htmlFor={`${ids}-promo`} part="label">
              Promo code
            </label>
            <div className="ftc-promo__row">
              <input
                id={`${ids}-promo`}
                className="ftc-input"
                part="input"
                value={code}
                autoCapitalize="characters"
                spellCheck={false}
                aria-invalid={promoError ? true : undefined}
                aria-describedby={promoError ? `${ids}-promo-error` : undefined}
                disabled={Boolean(promo)}
                onChange={(event) => {
                  setCode(event.target.value);
                  setPromoError(undefined);
                }}
              />
              {promo ? (
                <button
                  type="button"
                  className="ftc-button-secondary"
                  part="button"
                  onClick={() => void removeCode()}
                >
                  {promoBusy === 'remove' ? <Spinner /> : null}
                  <span>Remove</span>
                </button>
              ) : (
                <button
                  type="submit"
                  className="ftc-button"
                  part="button"
                  aria-disabled={promoBusy ? true : undefined}
                >
                  {promoBusy === 'apply' ? <Spinner /> : null}
                  <span>Apply</span>
                </button>
              )}
            </div>
            {promoError ? (
              <p id={`${ids}-promo-error`} className="ftc-error" part="error">
                {promoError}
              </p>
            ) : null}
            {promo ? (
              <p className="ftc-hint" part="hint">
                {promo.code}: {promo.discount_percent}% off{' '}
                {promo.plans.length === 1 ? 'one plan' : `${promo.plans.length} plans`}.
              </p>
            ) : null}
          </div>
        </form>
      </div>

      <ul className="ftc-plans__list">
        {priced.map((plan) => {
          const current = currentPlanId !== undefined && String(currentPlanId) === String(plan.id);
          return (
            <li key={plan.id} className="ftc-plan" part={current ? 'plan current' : 'plan'}>
              <h3 className="ftc-plan__name">{plan.name}</h3>
              {current ? <p className="ftc-badge">Your current plan</p> : null}
              <p className="ftc-plan__price">
                {plan.originalPrice !== undefined ? (
                  <>
                    <del>
                      <span className="ftc-visually-hidden">was </span>
                      {formatPrice(plan.originalPrice, plan.currency)}
                    </del>{' '}
                    <ins>
                      <span className="ftc-visually-hidden">now </span>
                      {formatPrice(plan.finalPrice, plan.currency)}
                    </ins>
                  </>
                ) : (
                  <span>{formatPrice(plan.finalPrice, plan.currency)}</span>
                )}{' '}
                <span className="ftc-plan__interval">{intervalLabel(plan.interval)}</span>
              </p>
              <p className="ftc-plan__description">{plan.description}</p>
              {plan.features.length ? (
                <ul className="ftc-plan__features">
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : null}
              <button
                type="button"
                className="ftc-button ftc-plan__choose"
                part="button"
                aria-disabled={current || Boolean(buying) || undefined}
                onClick={() => {
                  if (!current) choose(plan);
                }}
              >
                {buying === String(plan.id) ? <Spinner /> : null}
                <span>Choose {plan.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
