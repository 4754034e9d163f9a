/**
 * `npm run bench:web`: what a householder's phone downloads and how soon it paints.
 * For each route, the median of 5 cold loads (fresh browser context: empty cache, storage and
 * cookies) under Lighthouse's mobile profile in Debian's Chromium, throttled through the
 * DevTools protocol: bytes transferred (scripts and in all, as compressed on the wire), First
 * and Largest Contentful Paint, Cumulative Layout Shift and long tasks after the first paint;
 * then the time to plan, from the wizard's last Continue to the plan's figures.
 * Runs against the built app (the root script builds first) on its embedded defaults.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { resolveFromRoot } from '../src/config/paths.js';
import { findFreePort } from '../src/http/free-port.js';
import { percentile, recordBenchmark } from './bench-support.ts';
import { describeMobileProfile, MOBILE_CONTEXT_OPTIONS, throttle } from './web-mobile-profile.ts';
import { timeToPlan, type TimeToPlan } from './web-time-to-plan.ts';
import { firstPaintSeen, OBSERVE_PAINTS, readPaints, watchTransfers, type PaintMetrics, type Transfer } from './web-page-metrics.ts';

const RUNS = 5;
const SETTLE_AFTER_PAINT_MS = 1_500;

interface Route {
  path: string;
  /** How the figures name the route, where one path is measured in two states. */
  label?: string;
  /** Prepares a fresh context before the measured load (for /plan: a saved home and its plan); may hand over the tab to measure in. */
  prepare?: (context: BrowserContext, base: string) => Promise<void>;
  /**
   * The measured load is a reload of a tab that has shown the page once, with what its session
   * keeps: the first load is waited for until this element is on screen (the page has drawn, and
   * kept, what it shows), so the reload never starts from a tab that had not got that far.
   */
  reloadOnceShown?: string;
}

// A home and its plan saved through the API before the measured load, as the wizard would have
// saved them: the API calls share the context's cookies and do not fill the browser's cache.
const HOME_WITH_A_PLAN = { address: '99 Example Road, Leeds', postcode: 'LS1 4AP', propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler', annualGasKwh: 10_000 };

/** The tab after the wizard, reloaded: it holds the home's id, and the plan is one request away. */
async function saveAHomeAndItsPlan(context: BrowserContext, base: string): Promise<void> {
  const consent = await context.request.post(`${base}/api/consent`, { data: { accepted: true, version: '1.0' } });
  if (!consent.ok()) throw new Error(`consent: ${consent.status()}`);
  const saved = await context.request.post(`${base}/api/recommendations`, { data: HOME_WITH_A_PLAN });
  if (saved.status() !== 201) throw new Error(`saving a home and its plan: ${saved.status()}`);
  const { property } = (await saved.json()) as { property: { id: string } };
  // The browser session is marked as already started: a new one wipes any stored home first.
  await context.addInitScript((propertyId) => {
    sessionStorage.setItem('warmwise:sessionActive', 'active');
    sessionStorage.setItem('warmwise:sessionId', 'bench');
    sessionStorage.setItem('warmwise:currentPropertyId', propertyId);
  }, property.id);
}

const ROUTES: Route[] = [
  { path: '/' },
  { path: '/onboarding' },
  { path: '/plan', label: '/plan (after a reload)', prepare: saveAHomeAndItsPlan, reloadOnceShown: '[elementtiming="plan-figures"]' },
  { path: '/about' },
];

/**
 * `BENCH_WEB_ROUTES=/plan npm run bench:web` measures only the routes named (comma-separated), and
 * leaves out the time to plan: a quicker check of one page while working on it.
 */
const ONLY = process.env.BENCH_WEB_ROUTES?.split(',').map((route) => route.trim()).filter(Boolean) ?? [];
const MEASURED_ROUTES = ONLY.length === 0 ? ROUTES : ROUTES.filter((route) => ONLY.includes(route.path));

type Load = Transfer & PaintMetrics;

async function coldLoad(browser: Browser, base: string, route: Route): Promise<Load> {
  const context = await browser.newContext(MOBILE_CONTEXT_OPTIONS);
  try {
    await route.prepare?.(context, base);
    const page = await context.newPage();
    await context.addInitScript(OBSERVE_PAINTS);
    const cdp = await throttle(context, page);
    // Cold: nothing from the browser's cache.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (route.reloadOnceShown) {
      await page.goto(`${base}${route.path}`, { waitUntil: 'load', timeout: 60_000 });
      await page.locator(route.reloadOnceShown).first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    }
    const transfers = watchTransfers(cdp);
    if (route.reloadOnceShown) await page.reload({ waitUntil: 'load', timeout: 60_000 });
    else await page.goto(`${base}${route.path}`, { waitUntil: 'load', timeout: 60_000 });
    // On the slowed CPU the network goes quiet while the scripts still run: wait for the first
    // paint, then for whatever it fetched, then a moment for the largest paint to land.
    await transfers.settled();
    await page.waitForFunction(firstPaintSeen, undefined, { timeout: 60_000 });
    const transfer = await transfers.settled();
    await page.waitForTimeout(SETTLE_AFTER_PAINT_MS);
    return { ...transfer, ...(await readPaints(page)) };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;
const median = (loads: Load[], pick: (load: Load) => number) => percentile(loads.map(pick), 50);

function summarise(route: Route, loads: Load[]): string {
  const longTasks = loads.map((load) => load.longTasksAfterPaint);
  const longest = Math.max(0, ...longTasks.flat());
  // Each load's longest task, as a median: one load slowed by other work on the shared cores
  // sets the worst figure on its own.
  const typicalLongest = median(loads, (l) => Math.max(0, ...l.longTasksAfterPaint));
  const lcp = median(loads, (l) => l.lcp);
  const pageLcp = median(loads, (l) => l.pageLcp);
  // Said only where a dialog (Thermy's popup) was the largest paint: it opens over the page on a timer.
  const pageOwn = pageLcp === lcp ? '' : ` (a dialog's; the page's own ${ms(pageLcp)})`;
  return (
    `- ${route.label ?? route.path}: JavaScript ${kb(median(loads, (l) => l.scriptBytes))} (${kb(median(loads, (l) => l.scriptBytesBeforePaint))} of it by the first paint), in all ${kb(median(loads, (l) => l.totalBytes))} ` +
    `(${median(loads, (l) => l.requests)} requests); FCP ${ms(median(loads, (l) => l.fcp))}, **LCP ${ms(lcp)}**${pageOwn}, ` +
    `CLS ${median(loads, (l) => l.cls).toFixed(3)}; long tasks after first paint: median ${median(loads, (l) => l.longTasksAfterPaint.length)} per load, longest ${ms(typicalLongest)} (median of the loads), ${ms(longest)} at worst`
  );
}

async function summariseTimeToPlan(browser: Browser, base: string): Promise<string> {
  const runs: TimeToPlan[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await timeToPlan(browser, base));
  const requests = [...new Set(runs.map((run) => run.apiRequests.join(', ') || 'none'))];
  return (
    `- time to plan (Continue on the Home profile to the plan's figures painted, less Action Plan's prescribed 1 s; median of ${RUNS}): ` +
    `**${ms(percentile(runs.map((run) => run.ms), 50))}** (${runs.map((run) => Math.round(run.ms)).join(', ')} ms); API requests on the way: ${requests.join(' | ')}`
  );
}

/** A copy of the build just made: the server keeps answering with it even if frontend/dist is rebuilt during the run. */
async function snapshotOfTheBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-bench-web-'));
  await cp(resolveFromRoot('frontend/dist'), dir, { recursive: true });
  return dir;
}

async function startServer(port: number, distDir: string) {
  const server = spawn(process.execPath, [resolveFromRoot('scripts/e2e-server.mjs')], {
    cwd: resolveFromRoot('.'),
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'error', FRONTEND_DIST_DIR: distDir },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) return { base, stop: () => server.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGKILL');
  throw new Error('the app did not become ready in 2 minutes');
}

async function measure(base: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const loadBefore = os.loadavg()[0].toFixed(1);
  try {
    const lines = [`- profile: ${describeMobileProfile()}; median of ${RUNS} cold loads per route, sizes as transferred (compressed, with headers)`];
    for (const route of MEASURED_ROUTES) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await coldLoad(browser, base, route));
      lines.push(summarise(route, loads));
      console.log(lines.at(-1));
    }
    if (ONLY.length === 0) {
      lines.push(await summariseTimeToPlan(browser, base));
      console.log(lines.at(-1));
    } else {
      lines.push(`- only ${ONLY.join(', ')} measured (BENCH_WEB_ROUTES); no time to plan`);
    }
    lines.push(
      '- targets: LCP ≤ 2,000 ms on /, /about and /plan after a reload, ≤ 2,500 ms on /onboarding; JavaScript for / ≤ 200 KB, in all ≤ 300 KB; CLS ≤ 0.05; no long task over 200 ms after first paint on /; time to plan ≤ 600 ms with one API request',
      `- 1-minute load average ${loadBefore} at the start, ${os.loadavg()[0].toFixed(1)} at the end (other work shares the cores)`,
    );
    return lines;
  } finally {
    await browser.close();
  }
}

const build = await snapshotOfTheBuild();
const server = await startServer(await findFreePort(), build);
try {
  const lines = await measure(server.base);
  await recordBenchmark('Web on a phone (`npm run bench:web`)', lines);
} finally {
  server.stop();
  await rm(build, { recursive: true, force: true });
}
