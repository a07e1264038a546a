import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../demo/config/paths';
import { AdminPromoCodesPage } from '../../demo/pages/admin-promo-codes';
import {
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

const LIMITED = {
  code: 'CARE10',
  discount_percent: 10,
  plan_ids: ['cg-monthly'],
  max_uses: null,
  uses: 3,
  expires_at: '2030-12-31T23:59:59Z',
  disabled_at: null,
  created_at: '2030-03-01T10:00:00Z',
  status: 'expired',
};
const CODE = {
  code: 'SPRING25',
  discount_percent: 25,
  plan_ids: [],
  max_uses: 100,
  uses: 12,
  expires_at: null,
  disabled_at: null,
  created_at: '2030-03-01T10:00:00Z',
  status: 'active',
};
const PLAN = { description: '', currency: 'USD', interval: 'month', features: [] };

async function showPage() {
  harness.answers['GET /v1/admin/promo-codes'] = ok([CODE]);
  harness.answers['GET /v1/user/subscription-plans'] = ok([
    { ...PLAN, id: 'parent-monthly', name: 'Parent monthly', price: 2599 },
  ]);
  harness.answers['GET /v1/service-provider/subscription-plans'] = ok([
    { ...PLAN, id: 'cg-monthly', name: 'Caregiver monthly', price: 1599 },
  ]);
  const { container } = await show(
    AdminPromoCodesPage,
    paths.adminPromoCodes,
    '/admin/promo-codes',
  );
  await until(() => container.querySelector('.admin-table'));
  return container;
}

describe('/admin/promo-codes', () => {
  it('lists codes with uses of their most, their plans by name, and their status', async () => {
    const container = await showPage();
    await until(() => text(container.querySelector('tbody tr')).includes('Every plan'));
    expect(Array.from(container.querySelector('tbody tr')?.children ?? []).map(text)).toEqual([
      'SPRING25',
      '25 %',
      '12 of 100',
      'Every plan',
      'Never',
      'Active',
      'Disable',
    ]);
  });

  it('names a code’s plans, says when it has no limit and when it expires', async () => {
    harness.answers['GET /v1/admin/promo-codes'] = ok([LIMITED]);
    harness.answers['GET /v1/user/subscription-plans'] = ok([]);
    harness.answers['GET /v1/service-provider/subscription-plans'] = ok([
      { ...PLAN, id: 'cg-monthly', name: 'Caregiver monthly', price: 1599 },
    ]);
    const { container } = await show(
      AdminPromoCodesPage,
      paths.adminPromoCodes,
      '/admin/promo-codes',
    );
    await until(() => text(container.querySelector('tbody tr')).includes('Caregiver monthly'));
    expect(Array.from(container.querySelector('tbody tr')?.children ?? []).map(text)).toEqual([
      'CARE10',
      '10 %',
      '3 (no limit)',
      'Caregiver monthly',
      'Dec 31, 2030',
      'Expired',
      'Disable',
    ]);
  });

  it('creates a code: sends the body with the chosen plans, and lists it', async () => {
    const container = await showPage();
    await until(() => container.querySelector('input[value="cg-monthly"]'));
    const form = container.querySelector('.admin-create') as HTMLElement;
    await type(form, 'Code', 'summer-10');
    await type(form, 'Discount (%)', '10');
    await act(async () =>
      container.querySelector<HTMLInputElement>('input[value="cg-monthly"]')?.click(),
    );
    await type(form, 'Most uses (optional)', '50');
    await type(form, 'Expires on (optional)', '2099-08-31');
    await type(form, 'Reason (optional)', 'Summer campaign');
    harness.answers['POST /v1/admin/promo-codes'] = ok({ ...CODE, code: 'SUMMER-10' });
    await press(form, 'Create code');
    await until(() => sentTo('POST /v1/admin/promo-codes').length === 1);
    expect(sentTo('POST /v1/admin/promo-codes')[0]?.body).toEqual({
      code: 'SUMMER-10',
      discount_percent: 10,
      plan_ids: ['cg-monthly'],
      max_uses: 50,
      expires_at: '2099-08-31T23:59:59Z',
      reason: 'Summer campaign',
    });
    await until(() => harness.notify.mock.calls.length === 1);
    expect(harness.notify).toHaveBeenCalledWith('SUMMER-10 is ready to use.', 'success');
    await until(() => sentTo('GET /v1/admin/promo-codes').length === 2);
    expect(field(form, 'Code').value).toBe('');
  });

  it('refuses a percent out of 1–100 and a bad code, naming the fields; shows the server’s words', async () => {
    const container = await showPage();
    const form = container.querySelector('.admin-create') as HTMLElement;
    await type(form, 'Code', 'no');
    await type(form, 'Discount (%)', '120');
    await press(form, 'Create code');
    expect(Array.from(form.querySelectorAll('.ftc-error')).map(text)).toEqual([
      'Code: use 3 to 32 letters, digits or dashes.',
      'Discount: a whole number from 1 to 100.',
    ]);
    expect(sentTo('POST /v1/admin/promo-codes')).toEqual([]);

    await type(form, 'Code', 'SPRING25');
    await type(form, 'Discount (%)', '20');
    harness.answers['POST /v1/admin/promo-codes'] = refused(
      409,
      'The code SPRING25 exists already.',
      'code',
    );
    await press(form, 'Create code');
    await until(() => form.querySelector('[role="alert"]'));
    expect(text(form.querySelector('[role="alert"]'))).toBe('The code SPRING25 exists already.');
    // Only the fields the person filled are sent.
    expect(sentTo('POST /v1/admin/promo-codes')[0]?.body).toEqual({
      code: 'SPRING25',
      discount_percent: 20,
    });
  });

  it('disables a code after a confirmation', async () => {
    const container = await showPage();
    await press(container, 'Disable SPRING25');
    const confirm = container.querySelector('[role="alertdialog"]') as HTMLElement;
    expect(text(confirm)).toContain('Disable SPRING25? It is refused at the checkout from now on.');
    expect(sentTo('POST /v1/admin/promo-codes/SPRING25/disable')).toEqual([]);
    harness.answers['POST /v1/admin/promo-codes/SPRING25/disable'] = ok({
      ...CODE,
      status: 'disabled',
    });
    harness.answers['GET /v1/admin/promo-codes'] = ok([{ ...CODE, status: 'disabled' }]);
    await press(confirm, 'Disable it');
    await until(() => !container.querySelector('[role="alertdialog"]'));
    expect(sentTo('POST /v1/admin/promo-codes/SPRING25/disable')[0]?.body).toEqual({});
    await until(() => text(container.querySelector('tbody tr')).includes('Disabled'));
  });
});
