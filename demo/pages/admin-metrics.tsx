import { type FormEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  lastDays,
  type Metrics,
  type MetricsFigures,
  useMetrics,
} from '../../src/admin/metrics-queries';
import { METRICS_MAX_DAYS } from '../../src/contract/admin-values';
import { intlLocale } from '../../src/i18n/format';
import { useWords } from '../../src/i18n/use-words';
import { LoadingAnnouncement, SkeletonLine } from '../../src/ui/skeleton';
import { SubmitButton } from '../../src/ui/submit-button';
import { TextField } from '../../src/ui/text-field';
import { AdminGate, AdminLoadFailed, isRefusal } from '../admin/admin-gate';
import { type ChartSeries, MetricsChart, UTC_DAY } from '../admin/metrics-chart';
import { adminMetricsWords } from '../admin-metrics-words';
import { useStaffRole } from '../market/viewer';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Figures counted per day (the others, after them, are a count at the end of a day). */
const COUNTS = [
  'new_paid_plans',
  'cancellations',
  'revenue',
  'messages',
  'jobs',
  'hires',
  'bookings',
] as const;
const LEVELS = ['active_plans', 'open_reports'] as const;
type Figure = (typeof COUNTS)[number] | (typeof LEVELS)[number];
const isLevel = (key: Figure) => (LEVELS as readonly Figure[]).includes(key);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** `/admin` (admins): the market's figures over a range of days, as totals and charts. */
export function AdminMetricsPage() {
  const { m } = useWords(adminMetricsWords);
  const [search, setSearch] = useSearchParams();
  const fallback = useMemo(() => lastDays(30), []);
  const from = DAY.test(search.get('from') ?? '') ? (search.get('from') as string) : fallback.from;
  const to = DAY.test(search.get('to') ?? '') ? (search.get('to') as string) : fallback.to;
  const allowed = useStaffRole() === 'admin';
  const metrics = useMetrics(allowed ? { from, to } : null, m.loadFailed);

  return (
    <AdminGate
      page="metrics"
      title={m.title}
      lead={m.lead}
      refused={metrics.status === 'error' && isRefusal(metrics.error)}
    >
      <RangeForm key={`${from}|${to}`} from={from} to={to} onRange={(range) => setSearch(range)} />
      {metrics.status === 'loading' ? (
        <div className="admin-loading">
          <LoadingAnnouncement text={m.loading} />
          <SkeletonLine width={70} />
          <SkeletonLine />
          <SkeletonLine width={50} />
        </div>
      ) : metrics.status === 'error' ? (
        <AdminLoadFailed message={metrics.error.message || m.loadFailed} retry={metrics.reload} />
      ) : (
        <Figures metrics={metrics.data} />
      )}
    </AdminGate>
  );
}

function RangeForm({
  from,
  to,
  onRange,
}: {
  from: string;
  to: string;
  onRange: (range: { from: string; to: string }) => void;
}) {
  const { m, fill } = useWords(adminMetricsWords);
  const [values, setValues] = useState({ from, to });
  const [error, setError] = useState<{ field: 'from' | 'to'; message: string } | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!DAY.test(values.from) || !DAY.test(values.to) || values.from > values.to) {
      setError({ field: 'from', message: m.rangeRule });
    } else if (daysBetween(values.from, values.to) > METRICS_MAX_DAYS) {
      setError({ field: 'to', message: fill(m.rangeTooLong, { max: METRICS_MAX_DAYS }) });
    } else {
      setError(undefined);
      onRange(values);
    }
  };
  return (
    <form className="admin-filters" noValidate onSubmit={submit}>
      <TextField
        type="date"
        name="from"
        label={m.from}
        value={values.from}
        max={values.to}
        error={error?.field === 'from' ? error.message : undefined}
        onChange={(event) => setValues({ ...values, from: event.target.value })}
      />
      <TextField
        type="date"
        name="to"
        label={m.to}
        value={values.to}
        min={values.from}
        error={error?.field === 'to' ? error.message : undefined}
        onChange={(event) => setValues({ ...values, to: event.target.value })}
      />
      <SubmitButton busy={false}>{m.show}</SubmitButton>
    </form>
  );
}

function Figures({ metrics }: { metrics: Metrics }) {
  const { m, fill, price, date, lang } = useWords(adminMetricsWords);
  const f = m.figures;
  const number = useMemo(() => new Intl.NumberFormat(intlLocale(lang)), [lang]);
  const formats = useMemo(
    () => ({
      count: (value: number) => number.format(value),
      money: (value: number) => price(value, metrics.currency),
    }),
    [number, price, metrics.currency],
  );
  const formatOf = (figure: Figure) => (figure === 'revenue' ? formats.money : formats.count);
  const charts = useMemo(() => {
    const pick = (read: (day: MetricsFigures) => number) => metrics.days.map(read);
    return {
      days: metrics.days.map((day) => day.date),
      signups: [
        { label: f.parents, values: pick((d) => d.signups.parents) },
        { label: f.caregivers, values: pick((d) => d.signups.caregivers) },
      ] satisfies ChartSeries[],
      figures: Object.fromEntries(
        [...COUNTS, ...LEVELS].map((key) => [
          key,
          [{ label: f[key], values: pick((d) => d[key]) }],
        ]),
      ) as Record<Figure, ChartSeries[]>,
    };
  }, [metrics, f]);
  const t = metrics.totals;
  const range = {
    from: date(`${metrics.from}T00:00:00Z`, UTC_DAY),
    to: date(`${metrics.to}T00:00:00Z`, UTC_DAY),
  };

  return (
    <>
      <section aria-labelledby="admin-totals">
        <h2 id="admin-totals">{fill(m.totals, range)}</h2>
        <dl className="admin-totals">
          <div>
            <dt>{`${f.signups}: ${f.parents}`}</dt>
            <dd>{formats.count(t.signups.parents)}</dd>
          </div>
          <div>
            <dt>{`${f.signups}: ${f.caregivers}`}</dt>
            <dd>{formats.count(t.signups.caregivers)}</dd>
          </div>
          {[...COUNTS, ...LEVELS].map((key) => (
            <div key={key}>
              <dt>
                {f[key]}
                {isLevel(key) ? <span className="ftc-hint"> ({m.lastDay})</span> : null}
              </dt>
              <dd>{formatOf(key)(t[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="admin-charts">
        <MetricsChart
          title={f.signups}
          days={charts.days}
          series={charts.signups}
          format={formats.count}
          total={formats.count(t.signups.parents + t.signups.caregivers)}
        />
        {[...COUNTS, ...LEVELS].map((key) => (
          <MetricsChart
            key={key}
            title={f[key]}
            days={charts.days}
            series={charts.figures[key]}
            format={formatOf(key)}
            total={formatOf(key)(t[key])}
            unit={key === 'revenue' ? 100 : 1}
            level={isLevel(key)}
          />
        ))}
      </section>
    </>
  );
}
