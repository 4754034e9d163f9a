import request from 'supertest';
import { UNACCEPTABLE_CHARACTER_MESSAGE } from '../../src/http/unacceptable-characters.js';
import { graphql } from '../support/graphql.js';
import { countRows } from '../privacy/support.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const home = { address: '12 Stechford Lane, Birmingham', postcode: 'B33 8TH', propertyType: 'Semi-detached', yearBuilt: '1945-1964' };
// Raw JSON text, so the lone surrogate travels as the escape a client would send (JSON.stringify would keep it too).
const rawJson = (text: string) => request(app.server).post('/api/properties').set('Content-Type', 'application/json').send(text);
const storedRows = async () => (await countRows(app, 'property')) + (await countRows(app, 'contact_message')) + (await countRows(app, 'interaction_event'));

describe('NUL bytes and lone surrogates at the HTTP edge', () => {
  it.each([
    ['a NUL in a text field', { ...home, address: '12 Stechford\u0000 Lane' }, 'address', 'a null character'],
    ['a NUL in a JSON column', { ...home, heatingSystem: 'Gas', extra: { note: 'x\u0000' } }, 'extra.note', 'a null character'],
    ['a lone high surrogate', { ...home, address: 'Flat \uD83D' }, 'address', 'a broken character (lone surrogate)'],
    ['a lone low surrogate in a field name', { ...home, ['\uDC00']: 'x' }, 'body (a field name)', 'a broken character (lone surrogate)'],
  ])('refuses %s with 400, a message a person can act on, and stores nothing', async (_, body, field, character) => {
    const before = await storedRows();
    const res = await request(app.server).post('/api/properties').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message: UNACCEPTABLE_CHARACTER_MESSAGE, field, character });
    expect(await storedRows()).toBe(before);
  });

  it('refuses an escaped lone surrogate in raw JSON and deeply nested arrays without a stack overflow', async () => {
    expect((await rawJson(`{"address":"\\ud800","postcode":"B33 8TH"}`)).status).toBe(400);
    const deep = `${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`;
    const res = await rawJson(`{"address":${deep}}`);
    expect(res.status).toBe(400);
    expect(res.body.character).toBe('a null character');
  });

  it('refuses them in the path and the query string', async () => {
    for (const [path, field] of [['/api/properties/%00', 'path'], ['/api/recommendations/Loft%00/details', 'path'], ['/api/properties?x=%00', 'query.x']]) {
      const res = await request(app.server).get(path);
      expect({ path, status: res.status, field: res.body.field }).toEqual({ path, status: 400, field });
    }
    // Percent-encoded bytes that are not UTF-8 decode to replacement characters: harmless, never a 5xx.
    expect((await request(app.server).get('/api/properties?x=%ED%A0%80')).status).toBeLessThan(500);
  });

  it('refuses them in GraphQL variables with a GraphQL-shaped 400, before anything runs', async () => {
    const before = await storedRows();
    const { status, body } = await graphql(app.server, 'mutation Save($input: PropertyInput!) { createProperty(input: $input) { id } }', {
      input: { ...home, yearBuilt: undefined, address: 'Flat 1\u0000' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ message: UNACCEPTABLE_CHARACTER_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'variables.input.address', character: 'a null character' } }]);
    expect(await storedRows()).toBe(before);
  });

  it('keeps emoji, accents and right-to-left text, which PostgreSQL stores fine', async () => {
    const res = await request(app.server).post('/api/contact').send({ name: 'Zoë 🏠', email: 'zoe@example.com', subject: 'مرحبا', message: 'Warm home 🔥' });
    expect(res.status).toBe(201);
  });
});
