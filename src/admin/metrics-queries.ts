import { ADMIN_PATHS } from '../contract/endpoints';
import { useApiResource } from '../lib/use-api-resource';

// mirrors src/contract/admin-content.ts (i23-content): `GET /v1/admin/metrics?from&to`.
export interface MetricsFigures {
  signups: { parents: number; caregivers: number };
  new_paid_plans: number;
  cancellations: number;
  active_plans: number;
  /** Paid minus refunded, in minor units of `currency`. */
  revenue: number;
  messages: number;
  jobs: number;
  hires: number;
  bookings: number;
  open_reports: number;
}
export interface MetricsDay extends MetricsFigures {
  /** YYYY-MM-DD (UTC). */
  date: string;
}
export interface Metrics {
  from: string;
  to: string;
  days: MetricsDay[];
  /** The range summed; `active_plans` and `open_reports`: the last day's. */
  totals: MetricsFigures;
  currency: string;
}

/** YYYY-MM-DD of a Date, in UTC (the metrics' days are UTC days). */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` days up to today (both ends counted), as the metrics' `from` and `to`. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const from = new Date(now.getTime() - (days - 1) * 86_400_000);
  return { from: utcDay(from), to: utcDay(now) };
}

export const metricsPath = (from: string, to: string) =>
  `${ADMIN_PATHS.metrics}?${new URLSearchParams({ from, to })}`;

/** The figures of `from`–`to` (null: load nothing, someone who may not see them). */
export const useMetrics = (range: { from: string; to: string } | null, failure: string) =>
  useApiResource<Metrics>(range ? metricsPath(range.from, range.to) : null, failure);
