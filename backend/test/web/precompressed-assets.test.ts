import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, still encoded. */
  body: Buffer;
}

/** A request over real HTTP that leaves the body encoded, as a browser receives it. */
function rawRequest(server: http.Server, url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded({ headers, body }: RawResponse): string {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body).toString();
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

const SCRIPT = `console.log(${JSON.stringify('a hashed script '.repeat(200))});`;
const SHELL = '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>';
const ABOUT = '<!doctype html><div id="root"><h1>About Warmwise</h1></div>';
const BROWSER = 'gzip, deflate, br, zstd';

let distDir: string;
let app: TestApp;

/** A file and the copies the build writes beside it. */
async function writeBuilt(file: string, content: string) {
  await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
  await writeFile(path.join(distDir, file), content);
  await writeFile(path.join(distDir, `${file}.br`), brotliCompressSync(content));
  await writeFile(path.join(distDir, `${file}.gz`), gzipSync(content));
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-dist-'));
  await writeBuilt('index.html', SHELL);
  await writeBuilt('prerendered/about/index.html', ABOUT);
  await writeBuilt('assets/index-abc123.js', SCRIPT);
  await writeFile(path.join(distDir, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  app = await startTestApp({ FRONTEND_DIST_DIR: distDir });
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it.each([
    [BROWSER, 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
  ])('for Accept-Encoding "%s" sends the %s copy, decoding to the original', async (accept, encoding) => {
    const res = await rawRequest(app.server, '/assets/index-abc123.js', { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it.each(['', 'identity', 'br;q=0, gzip;q=0'])('sends the file itself for Accept-Encoding "%s", still varying on it', async (accept) => {
    const res = await rawRequest(app.server, '/assets/index-abc123.js', accept ? { 'Accept-Encoding': accept } : {});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.toString()).toBe(SCRIPT);
  });

  it('sends binary files as they are, without Vary', async () => {
    const res = await rawRequest(app.server, '/assets/logo-abc123.png', { 'Accept-Encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
  });

  it('answers a missing asset with 404', async () => {
    const res = await rawRequest(app.server, '/assets/missing-abc123.js', { 'Accept-Encoding': BROWSER });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('pages', () => {
  it('sends the app shell compressed, revalidated on every visit', async () => {
    const res = await rawRequest(app.server, '/plan', { 'Accept-Encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    expect(decoded(res)).toBe(SHELL);
  });

  it('answers a repeat visit with 304 when the page has not changed', async () => {
    const first = await rawRequest(app.server, '/', { 'Accept-Encoding': BROWSER });
    const again = await rawRequest(app.server, '/', { 'Accept-Encoding': BROWSER, 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('gives each encoding its own ETag, so a cache never serves one as the other', async () => {
    const br = await rawRequest(app.server, '/', { 'Accept-Encoding': 'br' });
    const plain = await rawRequest(app.server, '/', {});
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it.each(['/about', '/about/'])('sends the page prerendered for %s', async (url) => {
    const res = await rawRequest(app.server, url, { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(ABOUT);
  });

  it.each(['/about/../index.html', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A'])('never leaves the build folder for %s', async (url) => {
    const res = await rawRequest(app.server, url, {});
    expect(res.body.toString()).not.toContain('root:');
  });
});

describe('API answers', () => {
  it('are compressed above a kilobyte', async () => {
    const body = JSON.stringify({ postcode: 'LS1 4AP' });
    const res = await rawRequest(app.server, '/api/epc/lookup', { 'Accept-Encoding': 'gzip', 'Content-Type': 'application/json' }, 'POST', body);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    const answer = JSON.parse(decoded(res));
    expect(answer.addresses.length).toBeGreaterThan(0);
    expect(JSON.stringify(answer).length).toBeGreaterThan(1024);
  });

  it('are sent as they are below it', async () => {
    const res = await rawRequest(app.server, '/api/no-such-thing', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString()).code).toBe('NOT_FOUND');
  });
});
