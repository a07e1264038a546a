import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../demo/config/paths';
import {
  ADMIN,
  api,
  fill,
  installFakeApi,
  ok,
  press,
  removeFakeApi,
  show,
  text,
  until,
} from './admin-desk-harness';

// `/admin/audit` (interface §10, admins): newest first as the server sends it, filters, paging.
const ROWS = [
  {
    id: 8,
    actor: { id: 91, email: 'boss@ftc.test' },
    action: 'staff.role',
    target: { kind: 'account', id: '12' },
    reason: null,
    created_at: '2027-03-06T10:00:00Z',
  },
  {
    id: 7,
    actor: { id: 90, email: 'mod@ftc.test' },
    action: 'account.suspend',
    target: { kind: 'account', id: '12' },
    reason: 'Gift card scam in messages',
    created_at: '2027-03-05T10:00:00Z',
  },
];

beforeEach(installFakeApi);
afterEach(removeFakeApi);

const asked = () =>
  api.sent.filter((s) => s.route === 'GET /v1/admin/audit').map((s) => s.url.search);

describe('/admin/audit', () => {
  it('lists staff actions in the order sent, filters by actor and target, and pages', async () => {
    api.answers['GET /v1/admin/audit'] = (url) =>
      ok({
        items: url.searchParams.get('actor') === 'nobody@ftc.test' ? [] : ROWS,
        total: 30,
        page: Number(url.searchParams.get('page') ?? 1),
        page_size: 25,
      });
    const { container } = await show(paths.adminAudit, ADMIN);
    await until(() => text(container).includes('account.suspend'));
    const rows = Array.from(container.querySelectorAll('tbody tr'), (tr) =>
      Array.from(tr.querySelectorAll('td'), (td) => text(td)).slice(1),
    );
    expect(rows).toEqual([
      ['boss@ftc.test', 'staff.role', 'account:12', '—'],
      ['mod@ftc.test', 'account.suspend', 'account:12', 'Gift card scam in messages'],
    ]);

    await fill(container, 'Staff member (id or email)', 'mod@ftc.test');
    await fill(container, 'Target (kind:id, e.g. account:12)', 'account:12');
    await press(container, 'Filter');
    await until(() => asked().length === 2);
    await until(() => text(container).includes('Page 1 of 2'));
    await press(container, 'Next page');
    await until(() => asked().length === 3);
    expect(asked()).toEqual([
      '',
      '?actor=mod%40ftc.test&target=account%3A12',
      '?actor=mod%40ftc.test&target=account%3A12&page=2',
    ]);

    await fill(container, 'Staff member (id or email)', 'nobody@ftc.test');
    await press(container, 'Filter');
    await until(() => text(container).includes('No staff action matches these filters.'));
  });
});
