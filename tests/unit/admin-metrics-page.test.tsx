import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../demo/config/paths';
import { AdminMetricsPage } from '../../demo/pages/admin-metrics';
import { field, harness, ok, press, refused, show, text, type, until } from './admin-harness';

// happy-dom draws no canvas: uPlot is replaced by a recorder; the charts' text alternatives are
// what is checked.
const drawn = vi.hoisted(() => [] as { series: unknown[]; data: number[][] }[]);
vi.mock('uplot', () => {
  class FakePlot {
    static tzDate = (date: Date) => date;
    constructor(options: { series: unknown[] }, data: number[][]) {
      drawn.push({ series: options.series, data });
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

const zero = {
  signups: { parents: 0, caregivers: 0 },
  new_paid_plans: 0,
  cancellations: 0,
  active_plans: 0,
  revenue: 0,
  messages: 0,
  jobs: 0,
  hires: 0,
  bookings: 0,
  open_reports: 0,
};
const METRICS = {
  from: '2030-03-01',
  to: '2030-03-02',
  currency: 'USD',
  days: [
    {
      ...zero,
      date: '2030-03-01',
      signups: { parents: 3, caregivers: 1 },
      revenue: 2599,
      active_plans: 40,
    },
    {
      ...zero,
      date: '2030-03-02',
      signups: { parents: 2, caregivers: 4 },
      revenue: 121_851,
      active_plans: 41,
      open_reports: 2,
    },
  ],
  totals: {
    ...zero,
    signups: { parents: 5, caregivers: 5 },
    revenue: 124_450,
    new_paid_plans: 7,
    active_plans: 41,
    messages: 1234,
    open_reports: 2,
  },
};

const figure = (container: HTMLElement, label: string) => {
  const term = Array.from(container.querySelectorAll('.admin-totals dt')).find((dt) =>
    text(dt).startsWith(label),
  );
  return text(term?.nextElementSibling);
};

describe('/admin, the figures', () => {
  it('asks for the chosen range and shows the totals, revenue in dollars', async () => {
    harness.answers['GET /v1/admin/metrics'] = ok(METRICS);
    const { container } = await show(
      AdminMetricsPage,
      paths.admin,
      '/admin?from=2030-03-01&to=2030-03-02',
    );
    await until(() => container.querySelector('.admin-totals'));
    expect(harness.sent.map((s) => s.url)).toEqual([
      '/v1/admin/metrics?from=2030-03-01&to=2030-03-02',
    ]);
    expect(figure(container, 'Sign-ups: Parents')).toBe('5');
    expect(figure(container, 'New paid plans')).toBe('7');
    expect(figure(container, 'Revenue')).toBe('$1,244.50');
    expect(figure(container, 'Messages')).toBe('1,234');
    expect(figure(container, 'Active plans')).toBe('41');
    expect(figure(container, 'Open reports')).toBe('2');
  });

  it('gives each chart a text alternative: a table of every day', async () => {
    harness.answers['GET /v1/admin/metrics'] = ok(METRICS);
    drawn.length = 0;
    const { container } = await show(
      AdminMetricsPage,
      paths.admin,
      '/admin?from=2030-03-01&to=2030-03-02',
    );
    await until(() => container.querySelector('.admin-totals'));
    await until(() => drawn.length === 10);
    const captions = Array.from(container.querySelectorAll('table caption')).map(text);
    expect(captions).toEqual([
      'Sign-ups',
      'New paid plans',
      'Cancellations',
      'Revenue',
      'Messages',
      'Jobs posted',
      'Hires',
      'Bookings',
      'Active plans',
      'Open reports',
    ]);
    const signups = container.querySelector('table') as HTMLTableElement;
    expect(Array.from(signups.rows).map((row) => Array.from(row.cells).map(text))).toEqual([
      ['Day', 'Parents', 'Caregivers'],
      ['Mar 1, 2030', '3', '1'],
      ['Mar 2, 2030', '2', '4'],
    ]);
    const revenue = Array.from(container.querySelectorAll('table')).find(
      (table) => text(table.caption) === 'Revenue',
    ) as HTMLTableElement;
    expect(Array.from(revenue.rows[2]?.cells ?? []).map(text)).toEqual([
      'Mar 2, 2030',
      '$1,218.51',
    ]);
    // The drawing is for the eye only; the days are UTC midnights.
    expect(container.querySelector('.admin-chart__plot')?.getAttribute('aria-hidden')).toBe('true');
    expect(drawn[0]?.data[0]).toEqual([Date.UTC(2030, 2, 1) / 1000, Date.UTC(2030, 2, 2) / 1000]);
    const summaries = Array.from(container.querySelectorAll('figcaption .ftc-hint')).map(text);
    expect(summaries[0]).toBe(
      'Parents: 5 in all; the highest day 3 (Mar 1, 2030). Caregivers: 5 in all; the highest day 4 (Mar 2, 2030).',
    );
    expect(summaries.at(-2)).toBe(
      'Active plans: 41 on the last day; the highest 41 (Mar 2, 2030).',
    );
    expect(drawn[0]?.data.slice(1)).toEqual([
      [3, 2],
      [1, 4],
    ]);
  });

  it('asks for the last 30 days by default, and a new range from the date pickers', async () => {
    harness.answers['GET /v1/admin/metrics'] = ok(METRICS);
    const { container } = await show(AdminMetricsPage, paths.admin, '/admin');
    await until(() => container.querySelector('.admin-totals'));
    const query = new URLSearchParams(harness.sent[0]?.url.split('?')[1]);
    const from = query.get('from') as string;
    const to = query.get('to') as string;
    expect(to).toBe(new Date().toISOString().slice(0, 10));
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
    expect(field(container, 'From').value).toBe(from);

    await type(container, 'From', '2030-01-01');
    await type(container, 'To', '2030-01-31');
    await press(container, 'Show');
    await until(() => harness.sent.length === 2);
    expect(harness.sent[1]?.url).toBe('/v1/admin/metrics?from=2030-01-01&to=2030-01-31');
  });

  it('refuses a range that ends before it starts, naming the field', async () => {
    harness.answers['GET /v1/admin/metrics'] = ok(METRICS);
    const { container } = await show(AdminMetricsPage, paths.admin, '/admin');
    await until(() => container.querySelector('.admin-totals'));
    await type(container, 'From', '2030-02-01');
    await type(container, 'To', '2030-01-01');
    await press(container, 'Show');
    expect(text(container.querySelector('.ftc-error'))).toBe(
      '“From” must be a date on or before “To”.',
    );
    expect(field(container, 'From').getAttribute('aria-invalid')).toBe('true');
    expect(harness.sent).toHaveLength(1);
  });

  it('shows a loading state, then the server’s error with Try again', async () => {
    harness.answers['GET /v1/admin/metrics'] = [
      refused(500, 'The figures are not available right now.'),
      ok(METRICS),
    ];
    let release = () => {};
    harness.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { container } = await show(AdminMetricsPage, paths.admin, '/admin');
    expect(text(container)).toContain('Loading the figures…');
    release();
    await until(() => container.querySelector('[role="alert"]'));
    expect(text(container.querySelector('[role="alert"]'))).toContain(
      'The figures are not available right now.',
    );
    await press(container, 'Try again');
    await until(() => container.querySelector('.admin-totals'));
  });

  it('is for admins: a moderator is told so and nothing is asked', async () => {
    const { container } = await show(AdminMetricsPage, paths.admin, '/admin', 'moderator');
    expect(text(container.querySelector('[role="alert"]'))).toBe(
      'This page needs an administrator. Your role is moderator.',
    );
    expect(harness.sent).toEqual([]);
  });
});
