/**
 * `npm run bench:web`: what a visitor downloads and waits for.
 * 1. Initial JavaScript of / and /plan: every script a cold load fetches until script loading
 *    goes quiet (the entry, its modulepreloads and the route's own chunks), gzip-compressed.
 * 2. Largest Contentful Paint of / and /plan in Debian's Chromium on localhost (median of 5 cold loads).
 * Runs against the built app (run `npm run build` first; the root script does) on its embedded default.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { resolveFromRoot } from '../src/config/paths.js';
import { findFreePort } from '../src/http/free-port.js';
import { percentile, recordBenchmark } from './bench-support.ts';

const RUNS = 5;
// Runs in the page (a string, since the browser's PerformanceObserver types are not the server's).
const READ_LCP = `new Promise((resolve) => new PerformanceObserver((list) => {
  const entries = list.getEntries();
  resolve(entries[entries.length - 1].startTime);
}).observe({ type: 'largest-contentful-paint', buffered: true }))`;
const dist = resolveFromRoot('frontend/dist');

interface ColdLoads {
  lcp: number[];
  /** The app's scripts the first load fetched, by path. */
  scripts: string[];
}

/** The scripts' size as a server compressing them would send them. */
async function gzipKilobytes(scripts: string[]): Promise<number> {
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(await readFile(path.join(dist, script))).length;
  return bytes / 1024;
}

async function startServer(port: number) {
  const server = spawn(process.execPath, [resolveFromRoot('scripts/e2e-server.mjs')], {
    cwd: resolveFromRoot('.'),
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'error' },
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

const QUIET_MS = 500;
const QUIET_LIMIT_MS = 15_000;

const isAppScript = (request: Request): boolean => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/assets/') && pathname.endsWith('.js');
};

/**
 * Records the app's scripts a page requests. `settled` resolves once none has been requested or
 * in flight for `QUIET_MS`: the route has fetched the code it renders with. (Network idle would
 * also wait on API answers, which are not measured here and can be held open by an unread body.)
 */
function watchScripts(page: Page) {
  const requested = new Set<string>();
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (!isAppScript(request)) return;
    requested.add(new URL(request.url()).pathname);
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(): Promise<string[]> {
      const started = Date.now();
      while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() - started > QUIET_LIMIT_MS) throw new Error(`scripts were still loading after ${QUIET_LIMIT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [...requested];
    },
  };
}

/** Cold loads of a route, each in a fresh browser context: empty cache, storage and cookies. */
async function coldLoads(browser: Browser, base: string, route: string): Promise<ColdLoads> {
  const result: ColdLoads = { lcp: [], scripts: [] };
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto(`${base}${route}`, { waitUntil: 'load' });
    const fetched = await scripts.settled();
    result.lcp.push(await page.evaluate<number>(READ_LCP));
    if (run === 0) result.scripts = fetched;
    await context.close();
  }
  return result;
}

async function measure(base: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const home = await coldLoads(browser, base, '/');
    // A fresh visitor on /plan sees its Welcome state: no stored plan to show.
    const plan = await coldLoads(browser, base, '/plan');
    return [
      `- initial JavaScript of / : ${home.scripts.length} files, ${(await gzipKilobytes(home.scripts)).toFixed(1)} KB gzip (target ≤ 200 KB); of /plan: ${plan.scripts.length} files, ${(await gzipKilobytes(plan.scripts)).toFixed(1)} KB gzip`,
      `- Largest Contentful Paint, median of ${RUNS} cold loads in headless Chromium on localhost: / ${percentile(home.lcp, 50).toFixed(0)} ms, /plan ${percentile(plan.lcp, 50).toFixed(0)} ms (target ≤ 1,500 ms)`,
    ];
  } finally {
    await browser.close();
  }
}

const server = await startServer(await findFreePort());
try {
  const lines = await measure(server.base);
  console.log(lines.join('\n'));
  await recordBenchmark('Web (`npm run bench:web`)', lines);
} finally {
  server.stop();
}
