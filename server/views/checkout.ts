import type { WordKey } from '../i18n';
import { type Language, translate } from '../i18n';
import { money, renewalTerms } from '../services/billing-emails';
import type { OrderView } from '../services/subscriptions';
import { html, type SafeHtml } from './html';

/** An amount in minor units, formatted in its currency: 2599 USD → "$25.99". */
export function formatMoney(amount: number, currency: string, language: Language = 'en'): string {
  return money(language, amount, currency);
}

export type CheckoutField = 'card_number' | 'expiry' | 'cvc' | 'name' | 'accept_terms';

export interface CheckoutForm {
  values: { expiry?: string; name?: string; accept_terms?: boolean };
  /** Each field's problem, as catalogue words (said in the page's language) or as given. */
  errors: Partial<Record<CheckoutField, WordKey | { text: string }>>;
}

const LOCALE_ATTR: Record<Language, string> = { en: 'en', es: 'es' };

function layout(language: Language, title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="${LOCALE_ATTR[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="/checkout/assets/checkout.css">
</head>
<body>
<main class="checkout">
<p class="sandbox">${translate(language, 'billing.sandboxNote')}</p>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`.toString();
}

/** An input's attributes, escaped like everything else. */
type Attributes = Record<string, string>;

const problemText = (language: Language, problem: WordKey | { text: string }) =>
  typeof problem === 'string' ? translate(language, problem) : problem.text;

function field(
  language: Language,
  form: CheckoutForm,
  name: CheckoutField,
  label: string,
  attributes: Attributes,
  value = '',
): SafeHtml {
  const error = form.errors[name];
  const errorId = `${name}-error`;
  const attrs = Object.entries(attributes).map(([key, val]) => html` ${key}="${val}"`);
  return html`<div class="field${error ? ' field-invalid' : ''}">
<label for="${name}">${label}</label>
<input id="${name}" name="${name}"${attrs} value="${value}" required${
    error ? html` aria-invalid="true" aria-describedby="${errorId}"` : ''
  }>
${error ? html`<p class="field-error" id="${errorId}">${problemText(language, error)}</p>` : ''}
</div>`;
}

const numeric = { type: 'text', inputmode: 'numeric' };

function problemsSummary(language: Language, form: CheckoutForm): SafeHtml | string {
  const problems = Object.entries(form.errors) as [CheckoutField, WordKey | { text: string }][];
  return problems.length
    ? html`<div class="problems" role="alert">
<p>${translate(language, 'billing.checkDetails')}</p>
<ul>${problems.map(([name, message]) => html`<li><a href="#${name}">${problemText(language, message)}</a></li>`)}</ul>
</div>`
    : '';
}

/** The four card fields, shared by the checkout and the card-update page. */
function cardFields(language: Language, form: CheckoutForm): SafeHtml {
  const t = (key: WordKey) => translate(language, key);
  return html`${field(language, form, 'card_number', t('billing.cardNumber'), { ...numeric, autocomplete: 'cc-number', maxlength: '23' })}
<div class="row">
${field(language, form, 'expiry', t('billing.expiry'), { ...numeric, autocomplete: 'cc-exp', maxlength: '7', placeholder: 'MM/YY' }, form.values.expiry)}
${field(language, form, 'cvc', t('billing.cvc'), { ...numeric, autocomplete: 'cc-csc', maxlength: '4' })}
</div>
${field(language, form, 'name', t('billing.nameOnCard'), { type: 'text', autocomplete: 'cc-name', maxlength: '100' }, form.values.name)}`;
}

/** The renewal terms of an order: what renews, at which price, every which interval. */
export function orderTerms(order: OrderView, language: Language): string {
  return renewalTerms(language, order.plan.price, order.plan.currency, order.plan.interval);
}

/**
 * The checkout page of a pending order: the plan, the amount, the card form, and the renewal
 * terms next to the pay button with the box that accepts them (interface §9), in `language`.
 */
export function checkoutPage(
  order: OrderView,
  publicUrl: string,
  form: CheckoutForm = { values: {}, errors: {} },
  language: Language = 'en',
): string {
  const t = (key: WordKey, params?: Record<string, string>) => translate(language, key, params);
  const amount = formatMoney(order.amount, order.currency, language);
  const original = formatMoney(order.plan.price, order.plan.currency, language);
  const discounted = order.kind !== 'change' && order.amount !== order.plan.price;
  const every = t(order.plan.interval === 'year' ? 'billing.year' : 'billing.month');
  const termsError = form.errors.accept_terms;
  return layout(
    language,
    t('billing.checkoutTitle'),
    html`<section class="summary" aria-labelledby="summary-title">
<h2 id="summary-title">${order.plan.name}</h2>
<p class="description">${order.plan.description}</p>
<dl>
<dt>${t('billing.billed')}</dt><dd>${t('billing.every', { interval: every })}</dd>
${order.promo_code ? html`<dt>${t('billing.promoCode')}</dt><dd>${order.promo_code}</dd>` : ''}
<dt>${t('billing.total')}</dt><dd class="total">${
      discounted ? html`<s class="original">${original}</s> ` : ''
    }<strong>${amount}</strong>${order.kind === 'change' ? '' : html` ${t('billing.per', { interval: every })}`}</dd>
</dl>
</section>
${problemsSummary(language, form)}
<form method="post" action="/checkout/${encodeURIComponent(order.id)}" class="card-form">
${cardFields(language, form)}
<div class="terms${termsError ? ' field-invalid' : ''}">
<p class="terms-text" id="terms-text">${orderTerms(order, language)}</p>
<label class="check"><input type="checkbox" id="accept_terms" name="accept_terms" value="on" required aria-describedby="terms-text${termsError ? ' accept_terms-error' : ''}"${
      form.values.accept_terms ? html` checked` : ''
    }${termsError ? html` aria-invalid="true"` : ''}> ${t('billing.acceptTerms')}</label>
${termsError ? html`<p class="field-error" id="accept_terms-error">${problemText(language, termsError)}</p>` : ''}
</div>
<button type="submit">${t('billing.pay', { amount })}</button>
</form>
<p class="back"><a href="${`${publicUrl}/subscription`}">${t('billing.backToPlans')}</a></p>`,
  );
}

/** The sandbox's card-update page (interface §9 `billing/payment-method`). */
export function cardPage(
  action: string,
  publicUrl: string,
  facts: { planName: string | null; card: { brand: string; last4: string } | null },
  form: CheckoutForm = { values: {}, errors: {} },
  language: Language = 'en',
  saved?: { brand: string; last4: string },
): string {
  const t = (key: WordKey, params?: Record<string, string>) => translate(language, key, params);
  const back = html`<p class="back"><a href="${`${publicUrl}/dashboard/billing`}">${t('billing.backToBilling')}</a></p>`;
  if (saved) {
    return layout(
      language,
      t('billing.cardPageTitle'),
      html`<section class="summary" role="status"><p>${t('billing.cardSaved', saved)}</p></section>
${back}`,
    );
  }
  return layout(
    language,
    t('billing.cardPageTitle'),
    html`<section class="summary">
${facts.planName ? html`<p class="description">${t('billing.cardPageIntro', { plan: facts.planName })}</p>` : ''}
${facts.card ? html`<p>${t('billing.cardPageCurrent', facts.card)}</p>` : ''}
</section>
${problemsSummary(language, form)}
<form method="post" action="${action}" class="card-form">
${cardFields(language, form)}
<button type="submit">${t('billing.cardSave')}</button>
</form>
${back}`,
  );
}

/** A page with one message and a link back to the plans (unknown order). */
export function messagePage(
  heading: string,
  message: string,
  publicUrl: string,
  language: Language = 'en',
  title = translate(language, 'billing.checkoutTitle'),
): string {
  return layout(
    language,
    title,
    html`<section class="summary">
<h2>${heading}</h2>
<p>${message}</p>
</section>
<p class="back"><a href="${`${publicUrl}/subscription`}">${translate(language, 'billing.backToPlans')}</a></p>`,
  );
}

export const CHECKOUT_CSS = `*, *::before, *::after { box-sizing: border-box; }
html { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; background: #f4f6f8; }
body { margin: 0; padding: 2rem 1rem; }
.checkout { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 2px 12px rgba(15, 23, 42, 0.08); }
.sandbox { margin: 0 0 1rem; padding: 0.5rem 0.75rem; border-radius: 8px; background: #fff7e6; color: #7a4b00; font-size: 0.875rem; }
h1 { font-size: 1.375rem; margin: 0 0 1rem; }
h2 { font-size: 1.125rem; margin: 0 0 0.25rem; }
.description { margin: 0 0 0.75rem; color: #52606d; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1.25rem; }
dt { color: #52606d; }
dd { margin: 0; text-align: right; }
.total strong { font-size: 1.125rem; }
.original { color: #7b8794; margin-right: 0.25rem; }
.problems { border: 1px solid #d64545; background: #fdecec; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
.problems p { margin: 0 0 0.25rem; font-weight: 600; }
.problems ul { margin: 0; padding-left: 1.25rem; }
.problems a { color: #a61b1b; }
.card-form { display: grid; gap: 0.875rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.875rem; }
.field { display: grid; gap: 0.25rem; }
label { font-weight: 600; font-size: 0.9375rem; }
input { font: inherit; padding: 0.625rem 0.75rem; border: 1px solid #cbd2d9; border-radius: 8px; width: 100%; }
input:focus { outline: 3px solid rgba(37, 99, 235, 0.35); border-color: #2563eb; }
.field-invalid input { border-color: #d64545; }
.field-error { margin: 0; color: #a61b1b; font-size: 0.875rem; }
button { font: inherit; font-weight: 600; padding: 0.75rem 1rem; border: 0; border-radius: 8px; background: #2563eb; color: #fff; cursor: pointer; }
button:hover { background: #1d4ed8; }
button:focus-visible { outline: 3px solid rgba(37, 99, 235, 0.45); outline-offset: 2px; }
.terms { display: grid; gap: 0.375rem; padding: 0.75rem; border: 1px solid #cbd2d9; border-radius: 8px; background: #f8fafc; }
.terms-text { margin: 0; }
.check { display: flex; gap: 0.5rem; align-items: flex-start; font-weight: 600; }
.check input { width: auto; margin-top: 0.2rem; }
.terms.field-invalid { border-color: #d64545; }
.back { margin: 1.25rem 0 0; text-align: center; }
.back a { color: #2563eb; }
`;
