import net, { type AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { jsonErrorHandler } from '../../src/errors/http-error-handler.js';
import { jsonBody } from '../../src/http/json-body.js';

/** An app that echoes what the body reader made of the request. */
function echoApp(limitBytes = 1_000) {
  const app = express();
  app.use(jsonBody(limitBytes));
  app.use((req, res) => res.json({ body: req.body === undefined ? 'none' : req.body }));
  app.use(jsonErrorHandler);
  return app;
}
const post = (body: string, contentType = 'application/json') => request(echoApp()).post('/').set('Content-Type', contentType).send(body);

describe('the JSON body reader', () => {
  it('reads a JSON object or array, with or without a UTF-8 charset and a byte order mark, and an empty body as {}', async () => {
    expect((await post('{"postcode":"B33 8TH","name":"Zoë"}')).body).toEqual({ body: { postcode: 'B33 8TH', name: 'Zoë' } });
    expect((await post('[1,2]', 'application/json; charset=UTF-8')).body).toEqual({ body: [1, 2] });
    expect((await post('\uFEFF{"a":1}')).body).toEqual({ body: { a: 1 } });
    expect((await post('')).body).toEqual({ body: {} });
  });

  it('answers 400 in words to a body that is not JSON, or is JSON but not an object or array', async () => {
    for (const bad of ['{"postcode":', 'postcode=B33', '12', 'null', '"text"', '  ']) {
      const res = await post(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_USER_INPUT' });
    }
  });

  it('answers 413 to a body over the limit, whether it says its length or streams it', async () => {
    const declared = await post(JSON.stringify({ text: 'x'.repeat(2_000) }));
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
    const streamed = request(echoApp()).post('/').set('Content-Type', 'application/json').set('Transfer-Encoding', 'chunked');
    streamed.write(`{"text":"${'x'.repeat(600)}`);
    streamed.write(`${'x'.repeat(600)}"}`);
    const answer = await streamed;
    expect(answer.status).toBe(413);
  });

  it.each([
    ['declares its length', 'Content-Length: 100000000\r\n', `{"text":"${'x'.repeat(2_000)}`],
    ['streams it', 'Transfer-Encoding: chunked\r\n', `7d0\r\n{"text":"${'x'.repeat(1_991)}\r\n`],
  ])('after a 413 to a body that %s, closes the connection instead of reading the rest', async (_, framing, start) => {
    const server = echoApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      // Sends 2 kB and never ends the body: a server that read on would wait for the rest.
      socket.write(`POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}\r\n`);
      socket.write(start);
      const timedOut = new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), 3_000));
      expect(await Promise.race([closed.then(() => 'closed'), timedOut])).toBe('closed');
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      socket.destroy();
    } finally {
      server.close();
    }
  });

  it('answers 415 to another charset or a compressed body, since JSON is sent as plain UTF-8', async () => {
    const latin1 = await post('{"a":1}', 'application/json; charset=latin1');
    expect(latin1.status).toBe(415);
    expect(latin1.body).toEqual({ message: 'The request body charset is not supported.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    const gzipped = await request(echoApp()).post('/').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('{"a":1}');
    expect(gzipped.status).toBe(415);
    expect(gzipped.body).toEqual({ message: 'The request body encoding is not supported.', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('leaves requests without a JSON body alone', async () => {
    expect((await request(echoApp()).get('/')).body).toEqual({ body: 'none' });
    expect((await post('a=1', 'application/x-www-form-urlencoded')).body).toEqual({ body: 'none' });
  });
});
