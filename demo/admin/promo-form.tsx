import { useId } from 'react';
import {
  type AccountType,
  type AdminPromoCode,
  createPromoCode,
  PROMO_CODE_PATTERN,
  PROMO_DISCOUNT_LIMITS,
  PROMO_MAX_USES_LIMIT,
  type PromoCodeBody,
  usePublicPlans,
} from '../../src/admin/money-queries';
import { REASON_LIMITS } from '../../src/contract/admin-values';
import { useWords } from '../../src/i18n/use-words';
import { useKit } from '../../src/lib/kit-context';
import { useForm } from '../../src/lib/use-form';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextField } from '../../src/ui/text-field';
import { TextAreaField } from '../../src/ui/textarea-field';
import { adminMoneyWords } from '../admin-money-words';

const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
const today = () => new Date().toISOString().slice(0, 10);

/** The new promo code form: code, percent, plans (from the public lists), most uses, expiry, reason. */
export function PromoForm({ onCreated }: { onCreated: (code: AdminPromoCode) => void }) {
  const { api, notify } = useKit();
  const { m, fill } = useWords(adminMoneyWords);
  const p = m.promo;
  const ids = useId();
  const form = useForm({
    initial: {
      code: '',
      discount_percent: '',
      plan_ids: '',
      max_uses: '',
      expires_at: '',
      reason: '',
    },
    validate: (v) => ({
      code: PROMO_CODE_PATTERN.test(v.code.trim()) ? undefined : p.codeRule,
      discount_percent: wholeIn(
        v.discount_percent,
        PROMO_DISCOUNT_LIMITS.min,
        PROMO_DISCOUNT_LIMITS.max,
      )
        ? undefined
        : p.percentRule,
      max_uses:
        !v.max_uses.trim() || wholeIn(v.max_uses, 1, PROMO_MAX_USES_LIMIT)
          ? undefined
          : p.maxUsesRule,
      expires_at: !v.expires_at || v.expires_at > today() ? undefined : p.expiryRule,
      reason: v.reason.trim().length <= REASON_LIMITS.max ? undefined : p.reasonRule,
    }),
    fallback: p.failed,
    async submit(v, controller) {
      const plans = v.plan_ids.split(',').filter(Boolean);
      const body: PromoCodeBody = {
        code: v.code.trim().toUpperCase(),
        discount_percent: Number(v.discount_percent),
        ...(plans.length ? { plan_ids: plans } : {}),
        ...(v.max_uses.trim() ? { max_uses: Number(v.max_uses) } : {}),
        ...(v.expires_at ? { expires_at: `${v.expires_at}T23:59:59Z` } : {}),
        ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
      };
      const created = await createPromoCode(api, body, p.failed);
      notify(fill(p.created, { code: created.code }), 'success');
      controller.reset();
      onCreated(created);
    },
  });
  const chosen = form.values.plan_ids.split(',').filter(Boolean);
  const toggle = (id: string, on: boolean) =>
    form.set('plan_ids', (on ? [...chosen, id] : chosen.filter((plan) => plan !== id)).join(','));

  return (
    <section className="cg-note admin-create" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{p.create}</h2>
      <form className="ftc-stack" noValidate onSubmit={form.onSubmit}>
        <TextField
          {...form.field('code')}
          label={m.promo.code}
          hint={p.codeHint}
          autoCapitalize="characters"
        />
        <TextField
          {...form.field('discount_percent')}
          label={p.percentLabel}
          type="number"
          inputMode="numeric"
          min={PROMO_DISCOUNT_LIMITS.min}
          max={PROMO_DISCOUNT_LIMITS.max}
        />
        <fieldset className="admin-plans">
          <legend className="ftc-label">{p.plansLabel}</legend>
          <p className="ftc-hint">{p.plansHint}</p>
          <PlanChoices type="user" label={p.parentPlans} chosen={chosen} onToggle={toggle} />
          <PlanChoices
            type="service_provider"
            label={p.caregiverPlans}
            chosen={chosen}
            onToggle={toggle}
          />
        </fieldset>
        <TextField
          {...form.field('max_uses')}
          label={p.maxUses}
          type="number"
          inputMode="numeric"
          min={1}
        />
        <TextField {...form.field('expires_at')} label={p.expiry} type="date" min={today()} />
        <TextAreaField
          {...form.field('reason')}
          label={p.reason}
          rows={2}
          maxLength={REASON_LIMITS.max}
        />
        {form.message ? (
          <p className="ftc-error" role="alert">
            {form.message}
          </p>
        ) : null}
        <SubmitButton busy={form.submitting}>{p.save}</SubmitButton>
      </form>
    </section>
  );
}

/** One side's public plans as checkboxes (the multi-select): none chosen means every plan. */
function PlanChoices({
  type,
  label,
  chosen,
  onToggle,
}: {
  type: AccountType;
  label: string;
  chosen: string[];
  onToggle: (id: string, on: boolean) => void;
}) {
  const { m, price } = useWords(adminMoneyWords);
  const plans = usePublicPlans(type, true, m.promo.failed);
  if (plans.status !== 'success' || plans.data.length === 0) return null;
  return (
    <fieldset className="admin-plans__side">
      <legend>{label}</legend>
      {plans.data.map((plan) => (
        <label key={plan.id} className="ftc-check">
          <input
            type="checkbox"
            name="plan_ids"
            value={plan.id}
            checked={chosen.includes(plan.id)}
            onChange={(event) => onToggle(plan.id, event.target.checked)}
          />{' '}
          {plan.name} ({price(plan.price, plan.currency)})
        </label>
      ))}
    </fieldset>
  );
}
