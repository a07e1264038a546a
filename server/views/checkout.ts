import type { OrderView } from '../services/subscriptions';
import { html, type SafeHtml } from './html';

/** An amount in minor units, formatted in its currency: 2599 USD → "$25.99". */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

export type CheckoutField = 'card_number' | 'expiry' | 'cvc' | 'name';

export interface CheckoutForm {
  values: { expiry?: string; name?: string };
  errors: Partial<Record<CheckoutField, string>>;
}

const TITLE = 'FTC sandbox checkout';

function layout(body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TITLE}</title>
<link rel="stylesheet" href="/checkout/assets/checkout.css">
</head>
<body>
<main class="checkout">
<p class="sandbox">Sandbox: no money moves. Pay with the card 4242 4242 4242 4242; the card 4000 0000 0000 0002 is declined.</p>
<h1>${TITLE}</h1>
${body}
</main>
</body>
</html>
`.toString();
}

/** An input's attributes, escaped like everything else. */
type Attributes = Record<string, string>;

function field(
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
${error ? html`<p class="field-error" id="${errorId}">${error}</p>` : ''}
</div>`;
}

const numeric = { type: 'text', inputmode: 'numeric' };

/** The checkout page of a pending order: the plan, the amount and the card form. */
export function checkoutPage(
  order: OrderView,
  publicUrl: string,
  form: CheckoutForm = { values: {}, errors: {} },
): string {
  const amount = formatMoney(order.amount, order.currency);
  const original = formatMoney(order.plan.price, order.plan.currency);
  const discounted = order.amount !== order.plan.price;
  const every = order.plan.interval === 'year' ? 'year' : 'month';
  const problems = Object.entries(form.errors) as [CheckoutField, string][];
  const summary = problems.length
    ? html`<div class="problems" role="alert">
<p>Please check the payment details:</p>
<ul>${problems.map(([name, message]) => html`<li><a href="#${name}">${message}</a></li>`)}</ul>
</div>`
    : '';
  return layout(html`<section class="summary" aria-labelledby="summary-title">
<h2 id="summary-title">${order.plan.name}</h2>
<p class="description">${order.plan.description}</p>
<dl>
<dt>Billed</dt><dd>Every ${every}</dd>
${order.promo_code ? html`<dt>Promo code</dt><dd>${order.promo_code}</dd>` : ''}
<dt>Total</dt><dd class="total">${
    discounted ? html`<s class="original">${original}</s> ` : ''
  }<strong>${amount}</strong> per ${every}</dd>
</dl>
</section>
${summary}
<form method="post" action="/checkout/${encodeURIComponent(order.id)}" class="card-form">
${field(form, 'card_number', 'Card number', { ...numeric, autocomplete: 'cc-number', maxlength: '23' })}
<div class="row">
${field(form, 'expiry', 'Expiry (MM/YY)', { ...numeric, autocomplete: 'cc-exp', maxlength: '7', placeholder: 'MM/YY' }, form.values.expiry)}
${field(form, 'cvc', 'CVC', { ...numeric, autocomplete: 'cc-csc', maxlength: '4' })}
</div>
${field(form, 'name', 'Name on card', { type: 'text', autocomplete: 'cc-name', maxlength: '100' }, form.values.name)}
<button type="submit">Pay ${amount}</button>
</form>
<p class="back"><a href="${`${publicUrl}/subscription`}">Back to the plans</a></p>`);
}

/** A page with one message and a link back to the plans (unknown order). */
export function messagePage(heading: string, message: string, publicUrl: string): string {
  return layout(html`<section class="summary">
<h2>${heading}</h2>
<p>${message}</p>
</section>
<p class="back"><a href="${`${publicUrl}/subscription`}">Back to the plans</a></p>`);
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
.back { margin: 1.25rem 0 0; text-align: center; }
.back a { color: #2563eb; }
`;
