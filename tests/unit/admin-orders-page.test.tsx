import { describe, expect, it } from 'vitest';
import { paths } from '../../demo/config/paths';
import { AdminOrdersPage } from '../../demo/pages/admin-orders';
import {
  button,
  field,
  harness,
  ok,
  press,
  refused,
  sentTo,
  show,
  text,
  type,
  until,
} from './admin-harness';

const ORDER = {
  order_id: 'ord_123',
  account: { id: '7', full_name: 'Ana Parent', email: 'ana@example.com' },
  plan_name: 'Monthly',
  amount: 2599,
  currency: 'USD',
  status: 'partially_refunded',
  paid_at: '2030-03-01T10:00:00Z',
  refunded_amount: 599,
  promo_code: null,
};
const page = (items: unknown[], total = items.length, pageNumber = 1) =>
  ok({ items, total, page: pageNumber, page_size: 25 });

async function openRefund() {
  harness.answers['GET /v1/admin/orders'] = page([ORDER]);
  const { container } = await show(AdminOrdersPage, paths.adminOrders, '/admin/orders');
  await until(() => container.querySelector('.admin-table'));
  await press(container, 'Refund order ord_123');
  const dialog = container.querySelector('[role="dialog"]') as HTMLElement;
  return { container, dialog };
}

describe('/admin/orders', () => {
  it('lists orders, and searches by email and status, then pages', async () => {
    harness.answers['GET /v1/admin/orders'] = [
      page([ORDER], 60),
      page([ORDER], 60),
      page([ORDER], 60, 2),
    ];
    const { container } = await show(AdminOrdersPage, paths.adminOrders, '/admin/orders');
    await until(() => container.querySelector('.admin-table'));
    const row = container.querySelector('tbody tr');
    expect(Array.from(row?.children ?? []).map(text)).toEqual([
      'ord_123',
      'Ana Parent ana@example.com',
      'Monthly',
      '$25.99',
      'Partly refunded',
      'Mar 1, 2030',
      '$5.99',
      'Refund',
    ]);
    await type(container, 'Order id or email', 'ana@example.com');
    await type(container, 'Status', 'paid');
    await press(container, 'Search');
    await until(() => harness.sent.length === 2);
    expect(harness.sent[1]?.url).toBe('/v1/admin/orders?q=ana%40example.com&status=paid');
    await until(() => container.querySelector('nav[aria-label="Pages"]'));
    expect(text(container.querySelector('nav[aria-label="Pages"]'))).toContain(
      'Page 1 of 3 · 60 in all',
    );
    await press(container, 'Next page');
    await until(() => harness.sent.length === 3);
    expect(harness.sent[2]?.url).toBe('/v1/admin/orders?q=ana%40example.com&status=paid&page=2');
  });

  it('refunds all that is left by default: the dialog names the member and amount, then sends { amount, reason }', async () => {
    const { container, dialog } = await openRefund();
    expect(text(dialog)).toContain(
      'Ana Parent (ana@example.com) paid $25.99 for Monthly; $5.99 already refunded.',
    );
    expect(field(dialog, 'Amount to refund (USD)').value).toBe('20.00');
    expect(text(dialog)).toContain('Up to $20.00, all that is left.');
    await type(dialog, 'Reason', 'Charged twice by mistake');
    expect(text(dialog)).toContain('24 of 500 characters');
    await press(dialog, 'Continue');
    expect(text(dialog.querySelector('[role="alertdialog"]'))).toContain(
      'Refund $20.00 to Ana Parent?',
    );
    expect(sentTo('POST /v1/admin/orders/ord_123/refund')).toEqual([]);

    harness.answers['POST /v1/admin/orders/ord_123/refund'] = ok({
      ...ORDER,
      status: 'refunded',
      refunded_amount: 2599,
    });
    await press(dialog, 'Refund $20.00');
    await until(() => dialog.querySelector('[role="status"]'));
    expect(sentTo('POST /v1/admin/orders/ord_123/refund').map((s) => s.body)).toEqual([
      { amount: 2000, reason: 'Charged twice by mistake' },
    ]);
    expect(text(dialog.querySelector('[role="status"]'))).toBe(
      'Order ord_123: $25.99 refunded in all.',
    );
    // The list is asked again, to show the new status.
    await until(() => sentTo('GET /v1/admin/orders').length === 2);
    expect(container.contains(dialog)).toBe(true);
  });

  it('refunds a part, and refuses a short reason naming the field', async () => {
    const { dialog } = await openRefund();
    await type(dialog, 'Amount to refund (USD)', '7.5');
    await type(dialog, 'Reason', 'too short');
    await press(dialog, 'Continue');
    const reason = field(dialog, 'Reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(text(dialog.querySelector('.ftc-error'))).toBe('Reason: write 10 to 500 characters.');
    expect(dialog.querySelector('[role="alertdialog"]')).toBeNull();

    await type(dialog, 'Reason', 'Partial refund: one week unused');
    await press(dialog, 'Continue');
    harness.answers['POST /v1/admin/orders/ord_123/refund'] = ok({
      ...ORDER,
      refunded_amount: 1349,
    });
    await press(dialog, 'Refund $7.50');
    await until(() => dialog.querySelector('[role="status"]'));
    expect(sentTo('POST /v1/admin/orders/ord_123/refund')[0]?.body).toEqual({
      amount: 750,
      reason: 'Partial refund: one week unused',
    });
    expect(text(dialog.querySelector('[role="status"]'))).toBe(
      'Order ord_123: $13.49 refunded in all.',
    );
  });

  it('refuses more than is left, and shows the server’s field error', async () => {
    const { dialog } = await openRefund();
    await type(dialog, 'Amount to refund (USD)', '30');
    await type(dialog, 'Reason', 'Customer asked for it');
    await press(dialog, 'Continue');
    expect(text(dialog.querySelector('.ftc-error'))).toBe(
      'Amount: write an amount from $0.01 to $20.00.',
    );

    await type(dialog, 'Amount to refund (USD)', '20');
    await press(dialog, 'Continue');
    harness.answers['POST /v1/admin/orders/ord_123/refund'] = refused(
      400,
      'reason must be 10 to 500 characters.',
      'reason',
    );
    await press(dialog, 'Refund $20.00');
    await until(() => dialog.querySelector('[role="alert"]'));
    expect(text(dialog.querySelector('[role="alert"]'))).toBe(
      'reason must be 10 to 500 characters.',
    );
    expect(button(dialog, 'Back')).toBeDefined();
  });
});
