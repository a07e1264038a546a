import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../demo/config/paths';
import {
  ADMIN,
  api,
  button,
  field,
  fieldError,
  fill,
  installFakeApi,
  MODERATOR,
  ok,
  press,
  removeFakeApi,
  show,
  text,
  until,
} from './admin-desk-harness';

// `/admin/accounts` and `/admin/accounts/{id}` (interface §10) against a fake API.
const ROW = {
  id: 12,
  type: 'service_provider',
  full_name: 'Sam Scammer',
  email: 'sam@example.com',
  mobile: '2015550188',
  created_at: '2027-03-01T10:00:00Z',
  status: 'active',
  plan_name: null,
  open_reports: 2,
};
const DETAIL = {
  ...ROW,
  country_code: '+1',
  language: 'en',
  staff_role: null,
  suspended_until: null,
  suspension_reason: null,
  orders: [
    {
      order_id: 'ord_1',
      plan_name: 'Caregiver Pro',
      amount: 1999,
      currency: 'USD',
      status: 'paid',
      paid_at: '2027-03-02T10:00:00Z',
      period_start: '2027-03-02T10:00:00Z',
      period_end: '2027-04-02T10:00:00Z',
      refunded_amount: 0,
    },
  ],
  documents: [],
  reports_made: [],
  reports_received: [
    {
      id: 5,
      target: { kind: 'message', id: 77 },
      reason: 'scam',
      details: 'Asked for a gift card',
      source: 'automatic',
      status: 'open',
      resolution: null,
      created_at: '2027-03-03T10:00:00Z',
    },
  ],
  audit: [
    {
      id: 3,
      actor: { id: 90, email: 'mod@ftc.test' },
      action: 'account.note',
      target: { kind: 'account', id: '12' },
      reason: 'Checked the profile photos',
      created_at: '2027-03-04T10:00:00Z',
    },
  ],
};
const page = (items: unknown[], total = items.length) =>
  ok({ items, total, page: 1, page_size: 25 });

beforeEach(installFakeApi);
afterEach(removeFakeApi);

const searches = () =>
  api.sent.filter((s) => s.route === 'GET /v1/admin/accounts').map((s) => s.url.search);

describe('/admin/accounts', () => {
  it('searches by q, type and status, and shows the rows with a link to each account', async () => {
    api.answers['GET /v1/admin/accounts'] = (url) =>
      url.searchParams.get('q') === 'sam' ? page([ROW], 1) : page([]);
    const { container } = await show(paths.adminAccounts, MODERATOR);
    await until(() => text(container).includes('No account matches this search.'));
    expect(searches()).toEqual(['']);

    await fill(container, 'Name, email or mobile', ' sam ');
    await press(container, 'Search');
    await until(() => text(container).includes('Sam Scammer'));
    await fill(container, 'Type', 'service_provider');
    await fill(container, 'Status', 'active');
    await until(() => searches().length === 4);
    expect(searches()).toEqual([
      '',
      '?q=sam',
      '?q=sam&type=service_provider',
      '?q=sam&type=service_provider&status=active',
    ]);
    const cells = Array.from(container.querySelectorAll('tbody td'), (td) => [
      td.getAttribute('data-label'),
      text(td),
    ]);
    expect(cells).toEqual([
      ['Name', 'Sam Scammer'],
      ['Type', 'Caregiver'],
      ['Email', 'sam@example.com'],
      ['Mobile', '2015550188'],
      ['Created', 'Mar 1, 2027'],
      ['Status', 'Active'],
      ['Plan', 'No plan'],
      ['Open reports', '2'],
    ]);
    expect(container.querySelector('tbody a')?.getAttribute('href')).toBe('/admin/accounts/12');
  });

  it('pages through many accounts', async () => {
    api.answers['GET /v1/admin/accounts'] = (url) =>
      ok({
        items: [ROW],
        total: 60,
        page: Number(url.searchParams.get('page') ?? 1),
        page_size: 25,
      });
    const { container } = await show(paths.adminAccounts, MODERATOR);
    await until(() => text(container).includes('Page 1 of 3 · 60 in all'));
    await press(container, 'Next page');
    await until(() => text(container).includes('Page 2 of 3'));
    expect(searches().at(-1)).toBe('?page=2');
  });

  it('says what failed and offers to try again', async () => {
    api.answers['GET /v1/admin/accounts'] = [
      { status: 500, body: { success: false, message: 'The search is down.' } },
      page([ROW]),
    ];
    const { container } = await show(paths.adminAccounts, MODERATOR);
    await until(() =>
      text(container.querySelector('[role="alert"]')).includes('The search is down.'),
    );
    await press(container, 'Try again');
    await until(() => text(container).includes('Sam Scammer'));
  });
});

describe('/admin/accounts/{id}', () => {
  it('shows the account, its orders, reports received and audit trail', async () => {
    api.answers['GET /v1/admin/accounts/12'] = ok(DETAIL);
    const { container } = await show('/admin/accounts/12', MODERATOR);
    await until(() => text(container).includes('Sam Scammer'));
    const page = text(container);
    expect(page).toContain('Caregiver Pro');
    expect(page).toContain('$19.99');
    expect(page).toContain('Asked for a gift card');
    const received = Array.from(container.querySelectorAll('section.admin-section')).find(
      (section) => text(section.querySelector('h2')) === 'Reports received',
    );
    expect(
      Array.from(received?.querySelectorAll('.admin-card__meta > *') ?? [], (part) => text(part)),
    ).toEqual(['Message #77', 'Scam', 'Automatic', 'Mar 3, 2027', 'Open']);
    expect(page).toContain('Checked the profile photos');
    expect(page).toContain('This account has reported nothing.');
    // A moderator cannot change roles.
    expect(text(container)).not.toContain('Save the role');
  });

  it('says when there is no such account', async () => {
    api.answers['GET /v1/admin/accounts/99'] = {
      status: 404,
      body: { success: false, message: 'No account 99.' },
    };
    const { container } = await show('/admin/accounts/99', MODERATOR);
    await until(() => text(container).includes('There is no account with this id.'));
  });

  it('refuses a short reason, naming the field, and sends nothing', async () => {
    api.answers['GET /v1/admin/accounts/12'] = ok(DETAIL);
    const { container } = await show('/admin/accounts/12', MODERATOR);
    await until(() => text(container).includes('Suspend this account'));
    await fill(container, 'Reason (for the audit log)', 'scam');
    expect(text(container)).toContain('4 of 500 characters');
    await press(container, 'Suspend');
    expect(text(container)).toContain('Reason: write at least 10 characters (you wrote 4).');
    expect(document.activeElement).toBe(field(container, 'Reason (for the audit log)'));
    expect(api.sent.filter((s) => s.route.startsWith('POST'))).toEqual([]);
  });

  it('suspends with { reason, until } after a confirmation, with a spinner and a toast', async () => {
    api.answers['GET /v1/admin/accounts/12'] = [
      ok(DETAIL),
      ok({ ...DETAIL, status: 'suspended', suspension_reason: 'Gift card scam in messages' }),
    ];
    let release: () => void = () => {};
    api.answers['POST /v1/admin/accounts/12/suspend'] = () =>
      new Promise((resolve) => {
        release = () => resolve(ok({ id: 12 }));
      });
    const { container, notify } = await show('/admin/accounts/12', MODERATOR);
    await until(() => text(container).includes('Suspend this account'));
    await fill(container, 'Reason (for the audit log)', 'Gift card scam in messages');
    await fill(container, 'Until (optional)', '2099-01-31');
    await press(container, 'Suspend');
    expect(text(container)).toContain('Suspend Sam Scammer? Their sessions end at once.');
    expect(api.sent.filter((s) => s.route.startsWith('POST'))).toEqual([]);

    await press(container, 'Confirm');
    await until(() => api.sent.some((s) => s.route === 'POST /v1/admin/accounts/12/suspend'));
    expect(button(container, 'Confirm').querySelector('[data-testid="spinner"]')).not.toBeNull();
    const sent = api.sent.find((s) => s.route === 'POST /v1/admin/accounts/12/suspend');
    expect(sent?.body).toEqual({
      reason: 'Gift card scam in messages',
      until: new Date('2099-01-31T23:59:59').toISOString(),
    });
    await act(async () => release());
    await until(() => notify.mock.calls.length > 0);
    expect(notify).toHaveBeenCalledWith('Sam Scammer is suspended.', 'success');
    await until(() => text(container).includes('Lift the suspension'));
    expect(text(container)).toContain('Gift card scam in messages');
  });

  it("shows the server's field error under the reason", async () => {
    api.answers['GET /v1/admin/accounts/12'] = ok(DETAIL);
    api.answers['POST /v1/admin/accounts/12/suspend'] = fieldError(
      'reason',
      'Reason must be at least 10 characters.',
    );
    const { container } = await show('/admin/accounts/12', MODERATOR);
    await until(() => text(container).includes('Suspend this account'));
    await fill(container, 'Reason (for the audit log)', 'Long enough reason');
    await press(container, 'Suspend');
    await press(container, 'Confirm');
    await until(() => text(container).includes('Reason must be at least 10 characters.'));
  });

  it('unsuspends a suspended account with a reason', async () => {
    api.answers['GET /v1/admin/accounts/12'] = ok({ ...DETAIL, status: 'suspended' });
    api.answers['POST /v1/admin/accounts/12/unsuspend'] = ok({ id: 12 });
    const { container, notify } = await show('/admin/accounts/12', MODERATOR);
    await until(() => text(container).includes('Lift the suspension'));
    expect(text(container)).toContain('until staff lift it');
    await fill(container, 'Reason (for the audit log)', 'Appeal accepted after ID check');
    await press(container, 'Unsuspend');
    await press(container, 'Confirm');
    await until(() => notify.mock.calls.length > 0);
    expect(api.sent.find((s) => s.route === 'POST /v1/admin/accounts/12/unsuspend')?.body).toEqual({
      reason: 'Appeal accepted after ID check',
    });
    expect(notify).toHaveBeenCalledWith('Sam Scammer can use FTC again.', 'success');
  });

  it('an admin grants a staff role', async () => {
    api.answers['GET /v1/admin/accounts/12'] = ok(DETAIL);
    api.answers['PUT /v1/admin/staff/12'] = ok({ id: 12, staff_role: 'moderator' });
    const { container, notify } = await show('/admin/accounts/12', ADMIN);
    await until(() => text(container).includes('Save the role'));
    expect(
      Array.from((field(container, 'Role') as HTMLSelectElement).options, (o) => o.text),
    ).toEqual(['None (member)', 'Administrator', 'Moderator']);
    await fill(container, 'Role', 'moderator');
    await act(async () => {
      button(container, 'Save the role').click();
    });
    await until(() => notify.mock.calls.length > 0);
    expect(api.sent.find((s) => s.route === 'PUT /v1/admin/staff/12')?.body).toEqual({
      role: 'moderator',
    });
    expect(notify).toHaveBeenCalledWith('The role of Sam Scammer is now: Moderator.', 'success');
  });
});
