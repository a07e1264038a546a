import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../demo/config/paths';
import {
  api,
  field,
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

// `/admin/reports` (interface §10): the queue, resolving with a reason, hidden content.
const CONVERSATION = {
  id: 41,
  target: {
    kind: 'conversation',
    id: 300,
    excerpt: 'Send the deposit by gift card first',
    owner: { id: 12, full_name: 'Sam Scammer' },
    hidden: false,
  },
  reason: 'off_platform_payment',
  details: null,
  source: 'automatic',
  reporter_first_name: null,
  created_at: '2027-03-03T10:00:00Z',
  status: 'open',
  resolution: null,
  resolved_at: null,
  messages: Array.from({ length: 20 }, (_, i) => ({
    id: 1000 + i,
    sender: i % 2 ? 'parent' : 'caregiver',
    body: i === 19 ? 'Send the deposit by gift card first' : `Message ${i + 1}`,
    created_at: '2027-03-03T09:00:00Z',
    hidden: false,
    ...(i === 19 ? { flags: ['off_platform_payment'] } : {}),
  })),
};
const PROFILE = {
  id: 42,
  target: {
    kind: 'caregiver',
    id: 8,
    excerpt: 'Nanny with 20 years of experience',
    owner: { id: 13, full_name: 'Fay Fake' },
    hidden: false,
  },
  reason: 'fake_profile',
  details: 'The photos are from a stock site',
  source: 'member',
  reporter_first_name: 'Ana',
  created_at: '2027-03-04T10:00:00Z',
  status: 'open',
  resolution: null,
  resolved_at: null,
};
const list = (items: unknown[]) => ok({ items, total: items.length, page: 1, page_size: 25 });

beforeEach(installFakeApi);
afterEach(removeFakeApi);

const cards = (container: Element) => Array.from(container.querySelectorAll('article.admin-card'));
const card = (container: Element, title: string) => {
  const found = cards(container).find((c) => text(c.querySelector('h2')) === title);
  if (!found) throw new Error(`no report ${title}`);
  return found;
};

describe('/admin/reports', () => {
  it('shows each open report: kind, excerpt, reason, details, source, reporter, date, owner', async () => {
    api.answers['GET /v1/admin/reports'] = list([CONVERSATION, PROFILE]);
    const { container } = await show(paths.adminReports, MODERATOR);
    await until(() => cards(container).length === 2);
    expect(api.sent[0]?.url.search).toBe('?status=open');

    const profile = card(container, 'Caregiver profile · Fake profile');
    expect(text(profile)).toContain('Member');
    expect(text(profile)).toContain('Reported by Ana on Mar 4, 2027');
    expect(text(profile)).toContain('Nanny with 20 years of experience');
    expect(text(profile)).toContain('Details: The photos are from a stock site');
    const owner = Array.from(profile.querySelectorAll('a')).find(
      (a) => text(a) === 'Owner: Fay Fake',
    );
    expect(owner?.getAttribute('href')).toBe('/admin/accounts/13');

    const chat = card(container, 'Conversation · Payment outside FTC');
    expect(text(chat)).toContain('Automatic');
    expect(chat.querySelectorAll('.admin-messages li')).toHaveLength(20);
    expect(text(chat)).toContain('flagged: payment outside FTC');
    // A conversation itself cannot be hidden (one of its messages can).
    const actions = Array.from(
      (field(chat, 'Action') as HTMLSelectElement).options,
      (o) => o.value,
    );
    expect(actions).toEqual(['dismiss', 'suspend']);
    expect(
      Array.from((field(profile, 'Action') as HTMLSelectElement).options, (o) => o.value),
    ).toEqual(['dismiss', 'hide', 'suspend']);
  });

  it('resolves with the action and reason; the report leaves the open list', async () => {
    api.answers['GET /v1/admin/reports'] = [list([CONVERSATION, PROFILE]), list([CONVERSATION])];
    api.answers['POST /v1/admin/reports/42/resolve'] = ok({
      id: 42,
      status: 'resolved',
      resolution: 'hide',
      resolved_together: 0,
    });
    const { container, notify } = await show(paths.adminReports, MODERATOR);
    await until(() => cards(container).length === 2);
    const profile = card(container, 'Caregiver profile · Fake profile');
    await fill(profile, 'Action', 'hide');
    await fill(profile, 'Reason (for the audit log)', 'Stock photos, no documents');
    await press(profile, 'Resolve');
    await until(() => cards(container).length === 1);
    expect(api.sent.find((s) => s.route === 'POST /v1/admin/reports/42/resolve')?.body).toEqual({
      action: 'hide',
      reason: 'Stock photos, no documents',
    });
    expect(notify).toHaveBeenCalledWith(
      'Report resolved (Hide the content). The reporter is emailed that it was reviewed.',
      'success',
    );
    expect(text(container)).not.toContain('Fake profile');
  });

  it('refuses a missing reason, naming it, and sends nothing', async () => {
    api.answers['GET /v1/admin/reports'] = list([PROFILE]);
    const { container } = await show(paths.adminReports, MODERATOR);
    await until(() => cards(container).length === 1);
    await press(container, 'Resolve');
    expect(text(container)).toContain('Reason: write at least 10 characters (you wrote 0).');
    expect(api.sent.filter((s) => s.route.startsWith('POST'))).toEqual([]);
    expect(cards(container)).toHaveLength(1);
  });

  it('keeps the report and says why when the server refuses', async () => {
    api.answers['GET /v1/admin/reports'] = list([PROFILE]);
    api.answers['POST /v1/admin/reports/42/resolve'] = {
      status: 409,
      body: { success: false, message: 'This report was already resolved by someone else.' },
    };
    const { container, store } = await show(paths.adminReports, MODERATOR);
    await until(() => cards(container).length === 1);
    await fill(container, 'Reason (for the audit log)', 'Looked fine to me');
    await press(container, 'Resolve');
    await until(() => store.toast.text === 'This report was already resolved by someone else.');
    expect(store.toast.isError).toBe(true);
    expect(cards(container)).toHaveLength(1);
  });

  it('the resolved tab asks for resolved reports and shows how they ended', async () => {
    api.answers['GET /v1/admin/reports'] = list([
      {
        ...PROFILE,
        status: 'resolved',
        resolution: 'dismiss',
        resolved_at: '2027-03-05T10:00:00Z',
      },
    ]);
    const { container } = await show(`${paths.adminReports}?view=resolved`, MODERATOR);
    await until(() => cards(container).length === 1);
    expect(api.sent[0]?.url.search).toBe('?status=resolved');
    expect(text(container)).toContain('Resolved (Dismiss: nothing wrong) on');
    expect(text(container)).not.toContain('Resolve ');
    expect(text(container.querySelector('.admin-tabs [aria-current="page"]'))).toBe('Resolved');
  });

  it('shows hidden content and restores it with a reason', async () => {
    api.answers['GET /v1/admin/hidden'] = [
      list([
        {
          kind: 'review',
          id: 9,
          excerpt: 'Terrible, call me on WhatsApp instead',
          owner: { id: 14, full_name: 'Rita Reviewer' },
          hidden_at: '2027-03-06T10:00:00Z',
          hidden_by: 90,
          reason: 'Moves the talk off FTC',
        },
      ]),
      list([]),
    ];
    api.answers['POST /v1/admin/hidden/review/9/restore'] = ok({
      kind: 'review',
      id: 9,
      restored: true,
    });
    const { container, notify } = await show(`${paths.adminReports}?view=hidden`, MODERATOR);
    await until(() => text(container).includes('Terrible, call me on WhatsApp instead'));
    expect(text(container.querySelector('nav.admin-nav [aria-current="page"]'))).toBe(
      'Hidden content',
    );
    expect(text(container)).toContain('Why: Moves the talk off FTC');
    await fill(container, 'Reason (for the audit log)', 'The reviewer edited it on appeal');
    await press(container, 'Restore');
    await until(() => text(container).includes('No hidden content.'));
    expect(
      api.sent.find((s) => s.route === 'POST /v1/admin/hidden/review/9/restore')?.body,
    ).toEqual({ reason: 'The reviewer edited it on appeal' });
    expect(notify).toHaveBeenCalledWith('Restored: it is back in every answer.', 'success');
  });

  it('speaks Spanish', async () => {
    document.documentElement.lang = 'es';
    api.answers['GET /v1/admin/reports'] = list([PROFILE]);
    const { container } = await show(paths.adminReports, MODERATOR);
    await until(() => cards(container).length === 1);
    expect(text(container)).toContain('Perfil de cuidador · Perfil falso');
    expect(text(container)).toContain('Denunciado por Ana');
  });
});
