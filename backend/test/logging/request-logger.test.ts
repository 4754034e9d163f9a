import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { loggedUrl, requestLogger } from '../../src/logging/request-logger.js';

/** An app behind the request logger, and the JSON lines it wrote. */
function loggedApp() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLogger(pino({ level: 'info' }, sink)));
  app.get('/healthz', (_req, res) => res.send('ok'));
  app.get('/api/thing', (req, res) => {
    req.log.info('inside the handler');
    res.json({ ok: true });
  });
  app.get('/api/broken', (_req, res) => res.status(500).json({ message: 'no' }));
  app.get('/api/missing', (_req, res) => res.status(404).json({ message: 'no' }));
  return { app, lines };
}

describe('the request logger', () => {
  it('logs each answered request once, with its id, method, path, status and time, and no header', async () => {
    const { app, lines } = loggedApp();
    const res = await request(app).get('/api/thing?postcode=B338TH').set('Cookie', 'warmwise.sid=secret-session').set('Authorization', 'Bearer wk_secret');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ level: 30, reqId: res.headers['x-request-id'], req: { method: 'GET', url: '/api/thing?postcode=B338TH' }, res: { statusCode: 200 } });
    expect(typeof completed[0]!.responseTime).toBe('number');
    // The handler's own line carries the same id.
    expect(lines.find((line) => line.msg === 'inside the handler')).toMatchObject({ reqId: res.headers['x-request-id'] });
    expect(JSON.stringify(lines)).not.toMatch(/secret-session|wk_secret|cookie|authorization/i);
  });

  it('logs client mistakes as warnings and server faults as errors, and health checks not at all', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/api/missing');
    await request(app).get('/api/broken');
    await request(app).get('/healthz');
    expect(lines.map((line) => [line.level, (line.res as { statusCode: number }).statusCode])).toEqual([
      [40, 404],
      [50, 500],
    ]);
  });

  it("threads a caller's safe request id through, and replaces an unsafe one", async () => {
    const { app, lines } = loggedApp();
    expect((await request(app).get('/api/thing').set('X-Request-Id', 'edge-42')).headers['x-request-id']).toBe('edge-42');
    const unsafe = await request(app).get('/api/thing').set('X-Request-Id', '<script>');
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.filter((line) => line.msg === 'request completed').map((line) => line.reqId)).toEqual(['edge-42', unsafe.headers['x-request-id']]);
  });

  it("masks a share link's token, which opens a plan like a password", () => {
    expect(loggedUrl('/plan/AbC123-xyz_')).toBe('/plan/[token]');
    expect(loggedUrl('/api/plan/AbC123?x=1')).toBe('/api/plan/[token]?x=1');
    expect(loggedUrl('/api/share/AbC123')).toBe('/api/share/[token]');
    expect(loggedUrl('/api/properties/123/energy-plan')).toBe('/api/properties/123/energy-plan');
    expect(loggedUrl('/plan')).toBe('/plan');
  });
});
