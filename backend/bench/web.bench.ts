/**
 * `npm run bench:web`: what a visitor downloads and waits for.
 * 1. Initial JavaScript of / (the entry script and its modulepreloads), gzip-compressed.
 * 2. Largest Contentful Paint of / and /plan in Debian's Chromium on localhost (median of 5 cold loads).
 * Runs against the built app (run `npm run build` first; the root script does) on its embedded default.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
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

async function initialScriptBytes(): Promise<{ files: number; gzipBytes: number }> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]);
  let gzipBytes = 0;
  for (const url of urls) gzipBytes += gzipSync(await readFile(path.join(dist, url))).length;
  return { files: urls.length, gzipBytes };
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

async function largestContentfulPaint(base: string, route: string): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const samples: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      samples.push(await page.evaluate<number>(READ_LCP));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return samples;
}

const script = await initialScriptBytes();
const server = await startServer(await findFreePort());
try {
  const home = await largestContentfulPaint(server.base, '/');
  const plan = await largestContentfulPaint(server.base, '/plan');
  const lines = [
    `- initial JavaScript of / : ${script.files} files, ${(script.gzipBytes / 1024).toFixed(1)} KB gzip (target ≤ 200 KB)`,
    `- Largest Contentful Paint, median of ${RUNS} cold loads in headless Chromium on localhost: / ${percentile(home, 50).toFixed(0)} ms, /plan ${percentile(plan, 50).toFixed(0)} ms (target ≤ 1,500 ms)`,
  ];
  console.log(lines.join('\n'));
  await recordBenchmark('Web (`npm run bench:web`)', lines);
} finally {
  server.stop();
}
