import { useEffect, useId, useRef } from 'react';
import type uPlot from 'uplot';
import { useWords } from '../../src/i18n/use-words';
import { adminMetricsWords } from '../admin-metrics-words';

export interface ChartSeries {
  label: string;
  /** The day's value, as the API gives it (revenue: minor units). */
  values: number[];
}

/** A metrics day is a UTC day: shown as that day wherever the admin is. */
export const UTC_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

const STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 1e6, 1e7];

const COLORS = ['--ftc-color-primary', '--ftc-color-accent'];
const FALLBACK_COLORS = ['#1d5fa8', '#c2410c'];

/** uPlot with its CSS, fetched with the first chart: nothing else on the site carries them. */
let library: Promise<typeof uPlot> | undefined;
function loadChartLibrary(): Promise<typeof uPlot> {
  library ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => module.default,
  );
  return library;
}

const colorOf = (index: number) =>
  getComputedStyle(document.documentElement)
    .getPropertyValue(COLORS[index] ?? '')
    .trim() || FALLBACK_COLORS[index % FALLBACK_COLORS.length];

/**
 * One figure of `/admin`: a line per series over the days, drawn by uPlot (decoration for the
 * eye: `aria-hidden`), with a short summary and a visually hidden table of every day, which
 * screen readers read instead.
 */
export function MetricsChart({
  title,
  days,
  series,
  format,
  total,
  unit = 1,
  level = false,
}: {
  title: string;
  /** YYYY-MM-DD, in order. */
  days: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** The figure's total, as the totals show it (one series). */
  total: string;
  /** The smallest step between the value axis' ticks: 1 for counts, 100 for cents. */
  unit?: number;
  /** A count at the end of each day (active plans), not a count of what happened in it. */
  level?: boolean;
}) {
  const { m, fill, date } = useWords(adminMetricsWords);
  const ids = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let stopped = false;
    void loadChartLibrary()
      .then((UPlot) => {
        if (stopped) return;
        const width = () => Math.max(280, target.clientWidth || 600);
        chart = new UPlot(
          {
            width: width(),
            height: 200,
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
            legend: { show: series.length > 1 },
            scales: { x: { time: true } },
            axes: [
              {},
              {
                // Whole steps: no 2.5 sign-ups, no half cents.
                incrs: STEPS.map((step) => step * unit),
                values: (_u, ticks) => ticks.map((tick) => format(tick)),
                size: 70,
              },
            ],
            series: [
              {},
              ...series.map((line, index) => ({
                label: line.label,
                stroke: colorOf(index),
                width: 2,
                value: (_u: uPlot, value: number | null) => (value === null ? '' : format(value)),
              })),
            ],
          },
          [
            days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000),
            ...series.map((s) => s.values),
          ],
          target,
        );
        if (typeof ResizeObserver !== 'undefined') {
          resize = new ResizeObserver(() => chart?.setSize({ width: width(), height: 200 }));
          resize.observe(target);
        }
      })
      // Without the chart, the summary and the table still say it all.
      .catch(() => {});
    return () => {
      stopped = true;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [days, series, format, unit]);

  /** Each line's total and its highest day, in words. */
  const summary = series.map((line) => {
    const peak = line.values.reduce(
      (best, value, index) => (value > (line.values[best] ?? 0) ? index : best),
      0,
    );
    return fill(level ? m.levelSummary : m.chartSummary, {
      title: series.length > 1 ? line.label : title,
      total: series.length > 1 ? format(line.values.reduce((a, b) => a + b, 0)) : total,
      max: format(line.values[peak] ?? 0),
      date: days[peak] ? date(`${days[peak]}T00:00:00Z`, UTC_DAY) : '',
    });
  });
  return (
    <figure className="admin-chart" aria-labelledby={`${ids}-title`}>
      <figcaption>
        <h3 id={`${ids}-title`} className="admin-chart__title">
          {title}
        </h3>
        <p className="ftc-hint">{summary.join(' ')}</p>
      </figcaption>
      <div ref={box} className="admin-chart__plot" aria-hidden="true" />
      {/* In a hidden box: a table is never narrower than its cells, even "1 px" wide. */}
      <div className="ftc-visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{m.date}</th>
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{date(`${day}T00:00:00Z`, UTC_DAY)}</th>
                {series.map((line) => (
                  <td key={line.label}>{format(line.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
