import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ORGANISATION = 'Playground Borough Council';

/** `npm run partner -- create` (as built) on the running server's embedded database: the new key. */
async function createPartnerKey(): Promise<string> {
  const child = spawn(process.execPath, ['backend/dist/partners/partner.cli.js', 'create', '--name', ORGANISATION], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', EMBEDDED_PG_DIR: path.join(process.env.E2E_DATA_DIR!, 'postgres') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(0);
  return stdout.trim().split('\n').at(-1)!;
}

/**
 * Refuses, and remembers, every request the page makes to a host other than our own: the
 * playground must work with no internet (fonts, scripts and styles all come from our build).
 */
async function refuseOtherOrigins(page: Page, ownOrigin: string): Promise<string[]> {
  const elsewhere: string[] = [];
  await page.context().route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).origin === ownOrigin) return route.continue();
    elsewhere.push(url);
    return route.abort('blockedbyclient');
  });
  return elsewhere;
}

/** The CodeMirror editor GraphiQL shows in the given place (its value is set as a person would paste it). */
const setEditorValue = (page: Page, selector: string, value: string) =>
  page.locator(selector).evaluate((element, text) => (element as HTMLElement & { CodeMirror: { setValue(v: string): void } }).CodeMirror.setValue(text), value);

test('the playground runs offline: schema docs, the example headers, a partner query with a key; axe passes', async ({ page, baseURL }) => {
  const elsewhere = await refuseOtherOrigins(page, new URL(baseURL!).origin);
  const key = await createPartnerKey();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/playground');
  await expect(page.getByRole('heading', { level: 1, name: 'API playground' })).toBeVisible();

  await page.getByRole('button', { name: 'Headers' }).click();
  const headersEditor = '.graphiql-editor-tool .graphiql-editor:not(.hidden) .CodeMirror';
  await expect(page.locator(headersEditor)).toContainText('"Authorization": "Bearer <your key>"');

  await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
  const docs = page.locator('.graphiql-doc-explorer');
  await expect(docs).toContainText('Root Types');
  await docs.getByRole('link', { name: 'Query' }).or(docs.getByText('Query', { exact: true })).first().click();
  await expect(docs).toContainText('partner');

  await setEditorValue(page, headersEditor, JSON.stringify({ Authorization: `Bearer ${key}` }));
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.result-window')).toContainText(ORGANISATION);
  await expect(page.locator('.result-window')).toContainText('"usedToday": 1');

  await expectNoSeriousA11yViolations(page, '/playground');
  await page.screenshot({ path: 'test-results/screenshots/playground.png' });
  expect(elsewhere, 'requests to other hosts').toEqual([]);
});

test('a browser opening /graphql is taken to the playground', async ({ page }) => {
  await page.goto('/graphql');
  await expect(page).toHaveURL(/\/playground$/);
});

test('/developers explains keys, quotas and errors, fits a phone and passes axe; the footer leads there', async ({ page, baseURL }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // The header asks who is signed in, and a visitor is not (401): the page's own errors are what count.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text());
  });
  await page.setViewportSize({ width: 375, height: 812 });
  // Written at build time with the public address; the browser shows the one it is on, without a hydration error.
  await page.goto('/developers');
  await expect(page.getByLabel('curl example')).toContainText(`curl ${new URL(baseURL!).origin}/graphql`);
  expect(consoleErrors).toEqual([]);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Developers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partner API for developers' })).toBeVisible();
  for (const section of ['Get a key', 'Authentication', 'Quotas', 'Errors', 'Examples', 'Changelog']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText('RATE_LIMITED', { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, '/developers');
});
