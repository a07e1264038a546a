// Lighthouse for `npm run bench` (issues 6, 14, 27): home, caregivers near a ZIP, one caregiver's
// profile, subscription and FAQ with the mobile preset, against the real product (npm start) on
// 127.0.0.1, BENCH_LIGHTHOUSE_RUNS (5) times each, one page after the other in turn; each figure
// is the median of its page's runs. Lighthouse 12 comes through npx, not the lock file: its
// dependency tree pins a package at "latest", which npm ci refuses.
//
// Each row states the machine: Lighthouse's `benchmarkIndex` of it (median of the page's runs)
// and the CPU slowdown applied. The mobile preset slows the CPU 4×, which Lighthouse calibrates
// for a host of benchmarkIndex ~1,500; on a slower host it emulates a slower phone than meant
// (Lighthouse warns then), and on a faster one a faster phone. `npm run bench` prints the
// multiplier Lighthouse's own calculator gives for this machine (`calibratedCpuSlowdown`);
// `cpuSlowdown` runs at another.
import { execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, waitForHttp } from '../server/net';
import { chromiumArgs } from './chromium-flags.mjs';
import { chromePath } from './require-chromium.mjs';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';
// Issue 24: the results near a seeded ZIP and one profile, with the seeded caregivers' photos in.
const NEAR = '10001';
const PAGES = ['/', `/caregivers?near=${NEAR}`, '/subscription', '/faq'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

interface LighthouseRow {
  page: string;
  runs: number;
  /** Lighthouse's measure of the host's CPU (higher is faster), and the slowdown applied. */
  benchmarkIndex: number | null;
  cpuSlowdown: number;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsBytes: number;
}

/** The median of numbers (the lower middle one of an even count); null if there are none. */
function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return known.length ? (known[Math.floor((known.length - 1) / 2)] as number) : null;
}

/** One row per page: the median of each figure over that page's runs. */
function medians(
  page: string,
  cpuSlowdown: number,
  runs: Omit<LighthouseRow, 'page' | 'runs' | 'cpuSlowdown'>[],
): LighthouseRow {
  const of = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
  return {
    page,
    runs: runs.length,
    benchmarkIndex: of('benchmarkIndex'),
    cpuSlowdown,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes') ?? 0,
  };
}

/**
 * One Lighthouse run into `output`. Lighthouse now and then fails to record a trace on a busy
 * machine (NO_NAVSTART, NO_FCP): such a run is tried again, up to three times.
 */
async function lighthouseOnce(url: string, output: string, cpuSlowdown: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(
        'npx',
        [
          '--yes',
          LIGHTHOUSE,
          url,
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
          '--only-categories=performance,accessibility,best-practices,seo',
          `--chrome-flags=${chromiumArgs.join(' ')}`,
          `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, timeout: 180_000 },
      );
      return;
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(stderr)) throw error;
      console.warn(`Lighthouse, ${url}: ${stderr.trim()} (run again)`);
    }
  }
}

/** The mobile preset's CPU slowdown. */
export const PRESET_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this host emulate Lighthouse's mobile device, from its
 * benchmarkIndex: the piecewise-linear mapping of Lighthouse's CPU throttling calculator (its
 * docs/throttling.md, "Calibrating multipliers": 150 → 1×, 800 → 2×, 1,300 → 3×, then one
 * more per 233), to two decimals; null below 150, too slow a host to emulate the device.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Number(multiplier.toFixed(2));
}

/**
 * `staticRoot`: a built dist/ to serve (STATIC_ROOT) in place of this one (the bench's baseline:
 * the site built on React). `cpuSlowdown`: Lighthouse's CPU multiplier (the mobile preset's 4).
 */
export async function benchLighthouse(
  staticRoot?: string,
  { cpuSlowdown = PRESET_CPU_SLOWDOWN }: { cpuSlowdown?: number } = {},
): Promise<LighthouseRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ftc-lh-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  // As `npm start` runs on a fresh machine: Vite's builds earlier in the bench set
  // NODE_ENV=production in this process, which would ask the server for real transports.
  const { NODE_ENV: _builds, ...environment } = process.env;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...(staticRoot ? { STATIC_ROOT: staticRoot } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const measured = new Map<string, Omit<LighthouseRow, 'page' | 'runs' | 'cpuSlowdown'>[]>();
  try {
    await waitForHttp(`http://127.0.0.1:${port}/v1/health`, server);
    // A seeded caregiver's profile (with its generated photo).
    const found = (await (
      await fetch(`http://127.0.0.1:${port}/v1/caregivers?near=${NEAR}&page_size=1`)
    ).json()) as { results?: { items?: { id: number }[] } };
    const profileId = found.results?.items?.[0]?.id;
    const pages = profileId ? [...PAGES, `/caregivers/${profileId}`] : PAGES;
    for (let round = 0; round < RUNS; round++) {
      for (const page of pages) {
        const output = join(dataDir, `lh-${round}.json`);
        await lighthouseOnce(`http://127.0.0.1:${port}${page}`, output, cpuSlowdown);
        const report = JSON.parse(readFileSync(output, 'utf8'));
        const score = (id: string) =>
          report.categories[id]?.score == null
            ? null
            : Math.round(report.categories[id].score * 100);
        const metric = (id: string) => report.audits[id]?.numericValue ?? null;
        const requests: { resourceType?: string; transferSize?: number }[] =
          report.audits['network-requests']?.details?.items ?? [];
        const runs = measured.get(page) ?? [];
        measured.set(page, runs);
        runs.push({
          benchmarkIndex: report.environment?.benchmarkIndex ?? null,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: metric('first-contentful-paint') && Math.round(metric('first-contentful-paint')),
          lcpMs:
            metric('largest-contentful-paint') && Math.round(metric('largest-contentful-paint')),
          tbtMs:
            metric('total-blocking-time') === null
              ? null
              : Math.round(metric('total-blocking-time')),
          cls:
            metric('cumulative-layout-shift') === null
              ? null
              : Number(metric('cumulative-layout-shift').toFixed(3)),
          jsBytes: requests
            .filter((r) => r.resourceType === 'Script')
            .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        });
      }
    }
  } finally {
    // A server that already stopped (it failed) has nothing left to wait for.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [...measured].map(([page, runs]) => medians(page, cpuSlowdown, runs));
}
