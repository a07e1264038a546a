import { observer } from 'mobx-react-lite';
import { Fragment, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { accountTypeOf, SUBSCRIPTION_PATHS } from '../contract/endpoints';
import type { BuyResult } from '../contract/subscriptions';
import { useWords } from '../i18n/use-words';
import { ApiError, failureOf, resultsOf } from '../lib/api-client';
import { failureMessage } from '../lib/api-errors';
import { useKit } from '../lib/kit-context';
import { webAddress } from '../lib/location';
import { useForm } from '../lib/use-form';
import { LoadingAnnouncement, SkeletonLine } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';
import { SubmitButton } from '../ui/submit-button';
import { TextField } from '../ui/text-field';
import { planFeatures } from './plan-features';
import { usePlans } from './plan-queries';
import { applyPromo, formatPrice, intervalsOf, type Plan, type PromoResult } from './pricing';
import { plansWords } from './words';

export const CHECKOUT_EVENT = 'ftc-checkout';
export const AUTH_REQUIRED_EVENT = 'ftc-auth-required';
/** The plan chosen while logged out, kept for after login (this tab only). */
export const PENDING_PLAN_KEY = 'ftc:pending-plan';
export const CHECKOUT_URL_INVALID = plansWords.en.checkoutUrlInvalid;

/** `template` with `{name}` replaced by a node (a plan name in bold), the rest as text. */
function withNode(template: string, name: string, node: ReactNode): ReactNode {
  const [before, ...after] = template.split(`{${name}}`);
  return after.length ? (
    <>
      {before}
      {after.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move.
        <Fragment key={index}>
          {node}
          {part}
        </Fragment>
      ))}
    </>
  ) : (
    template
  );
}

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

/** A plan's feature lines (what it unlocks), none shown when it unlocks nothing listed. */
function PlanFeatures({ lines }: { lines: string[] }) {
  return lines.length ? (
    <ul className="ftc-plan__features">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : null;
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
  const { m, fill, plural, lang } = useWords(plansWords);
  const accountType = accountTypeOf(type);
  const plans = usePlans(type, m.loadFailed);
  const [interval, setInterval] = useState<string | undefined>();
  const [promo, setPromo] = useState<PromoResult | null>(null);
  const [removing, setRemoving] = useState(false);
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

  // One code for the whole table (interface §3): the server says which plans it applies to.
  const promoForm = useForm({
    initial: { code: '' },
    validate: ({ code }) => ({ code: code.trim() ? undefined : m.promoRequired }),
    fallback: m.promoRejected,
    onFailure: (failure) => {
      setPromo(null);
      promoForm.setErrors({ code: failureMessage(failure, m.promoRejected) });
    },
    async submit({ code }) {
      const response = await api.post<PromoResult>(SUBSCRIPTION_PATHS.addPromoCode, {
        code: code.trim(),
        type: type ?? 'user',
      });
      const results = resultsOf(response, m.promoRejected);
      setPromo(results);
      store.toast.show(response.body.message || fill(m.promoApplied, { code: results.code }));
    },
  });

  async function removeCode() {
    if (!promo || removing) return;
    setRemoving(true);
    try {
      await api.post(SUBSCRIPTION_PATHS.removePromoCode, { code: promo.code });
    } catch {
      // Nothing is kept per visitor: the prices are restored either way.
    } finally {
      setPromo(null);
      promoForm.reset();
      setRemoving(false);
    }
  }

  async function buy(plan: Plan, promoCode?: string) {
    if (buying) return;
    setBuying(String(plan.id));
    try {
      const response = await api.post<BuyResult>(SUBSCRIPTION_PATHS.buy(accountType), {
        plan_id: plan.id,
        ...(promoCode ? { promo_code: promoCode } : {}),
      });
      const results = resultsOf(response, m.checkoutFailed);
      if (!results.checkout_url) throw failureOf(response, m.checkoutFailed);
      // Only a web address: a `javascript:` (or other) URL from the server is never followed.
      const checkout = webAddress(results.checkout_url);
      if (!checkout) throw new Error(m.checkoutUrlInvalid);
      writePending(null);
      setPending(null);
      emit(CHECKOUT_EVENT, { plan_id: plan.id, checkout_url: results.checkout_url });
      window.location.assign(checkout);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        setAskLogin(plan);
      }
      store.toast.show(failureMessage(failure), true);
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
    // Keyed apart from the plans below: Preact (the lite build, the site) would otherwise reuse
    // the placeholder cards' list for the plans' and move it (a layout shift), where React makes
    // a new one.
    return (
      <div key="loading" className="ftc-plans" part="container" aria-busy="true">
        <LoadingAnnouncement text={m.loading} />
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
        <p>{fill(m.loadFailedWith, { reason: plans.error.message })}</p>
        <button type="button" className="ftc-button" part="button" onClick={plans.reload}>
          {m.tryAgain}
        </button>
      </div>
    );
  }
  if (!plans.data.length) {
    return (
      <div className="ftc-plans ftc-state" part="container">
        <p>{m.none}</p>
      </div>
    );
  }

  return (
    <div key="ready" className="ftc-plans" part="container">
      {pendingPlan ? (
        <div className="ftc-banner" part="banner" role="status">
          <p>{withNode(m.chosenBeforeLogin, 'plan', <strong>{pendingPlan.name}</strong>)}</p>
          <button
            type="button"
            className="ftc-button"
            part="button"
            onClick={() => void buy(pendingPlan, pending?.promo_code)}
          >
            {buying === String(pendingPlan.id) ? <Spinner /> : null}
            <span>{m.continueToCheckout}</span>
          </button>
          <button
            type="button"
            className="ftc-link"
            onClick={() => {
              writePending(null);
              setPending(null);
            }}
          >
            {m.notNow}
          </button>
        </div>
      ) : null}

      {askLogin && !loggedIn ? (
        <div className="ftc-banner" part="banner" role="status">
          <p>{withNode(m.askLogin, 'plan', <strong>{askLogin.name}</strong>)}</p>
          <a className="ftc-button" part="button" href={loginHref}>
            {m.logIn}
          </a>
          <a className="ftc-button-secondary" part="button" href={signupHref}>
            {m.signUp}
          </a>
        </div>
      ) : null}

      <div className="ftc-plans__controls">
        {intervals.length > 1 ? (
          <fieldset className="ftc-switch" part="switch">
            <legend className="ftc-visually-hidden">{m.billingPeriod}</legend>
            {intervals.map((value) => (
              <label key={value} className="ftc-switch__option">
                <input
                  type="radio"
                  name={`${ids}-interval`}
                  value={value}
                  checked={shownInterval === value}
                  onChange={() => setInterval(value)}
                />
                <span>{value === 'month' ? m.monthly : value === 'year' ? m.yearly : value}</span>
              </label>
            ))}
          </fieldset>
        ) : null}

        <form
          className="ftc-promo"
          part="form"
          noValidate
          onSubmit={promoForm.onSubmit}
          aria-busy={promoForm.submitting}
        >
          <TextField
            {...promoForm.field('code')}
            label={m.promoCode}
            autoCapitalize="characters"
            spellCheck={false}
            disabled={Boolean(promo)}
            hint={
              promo
                ? plural(m.promoSummary, promo.plans.length, {
                    code: promo.code,
                    percent: promo.discount_percent,
                  })
                : undefined
            }
            trailing={
              promo ? (
                <button
                  type="button"
                  className="ftc-button-secondary"
                  part="button"
                  aria-disabled={removing || undefined}
                  onClick={() => void removeCode()}
                >
                  {removing ? <Spinner /> : null}
                  <span>{m.remove}</span>
                </button>
              ) : (
                <SubmitButton busy={promoForm.submitting}>{m.apply}</SubmitButton>
              )
            }
          />
        </form>
      </div>

      <ul className="ftc-plans__list">
        {priced.map((plan) => {
          const current = currentPlanId !== undefined && String(currentPlanId) === String(plan.id);
          return (
            <li key={plan.id} className="ftc-plan" part={current ? 'plan current' : 'plan'}>
              <h3 className="ftc-plan__name">{plan.name}</h3>
              {current ? <p className="ftc-badge">{m.currentPlan}</p> : null}
              <p className="ftc-plan__price">
                {plan.originalPrice !== undefined ? (
                  <>
                    <del>
                      <span className="ftc-visually-hidden">{m.was}</span>
                      {formatPrice(plan.originalPrice, plan.currency, lang)}
                    </del>{' '}
                    <ins>
                      <span className="ftc-visually-hidden">{m.now}</span>
                      {formatPrice(plan.finalPrice, plan.currency, lang)}
                    </ins>
                  </>
                ) : (
                  <span>{formatPrice(plan.finalPrice, plan.currency, lang)}</span>
                )}{' '}
                <span className="ftc-plan__interval">
                  {plan.interval === 'month'
                    ? m.perMonth
                    : plan.interval === 'year'
                      ? m.perYear
                      : fill(m.perInterval, { interval: plan.interval })}
                </span>
              </p>
              <p className="ftc-plan__description">{plan.description}</p>
              <PlanFeatures lines={planFeatures(plan, m.features, plural)} />
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
                <span>{fill(m.choose, { plan: plan.name })}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
