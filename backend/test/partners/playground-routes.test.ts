import request from 'supertest';
import { graphql } from '../support/graphql.js';
import { startProductionTestApp, startTestApp } from '../support/test-app.js';

const asBrowser = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the API playground', () => {
  it('outside production: a browser opening /graphql is sent to /playground; GraphQL requests are not, and no page names a CDN', async () => {
    const app = await startTestApp();
    try {
      const page = await request(app.server).get('/graphql').set(asBrowser);
      expect(page.status).toBe(302);
      expect(page.headers.location).toBe('/playground');
      expect(page.headers['content-security-policy']).not.toMatch(/apollographql|cdn/i);
      expect((await request(app.server).get('/graphql').set('Accept', '*/*')).status).toBe(400);
      const { status } = await graphql(app.server, '{ __typename }');
      expect(status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('in production: off unless PLAYGROUND=true (404 for the page, no redirect), which also turns introspection on', async () => {
    const off = await startProductionTestApp();
    try {
      const page = await request(off.server).get('/playground').set(asBrowser);
      expect(page.status).toBe(404);
      expect(page.text).toBe('The API playground is not enabled on this server.');
      expect((await request(off.server).get('/graphql').set(asBrowser)).status).toBe(400);
    } finally {
      await off.close();
    }
    const on = await startProductionTestApp({ PLAYGROUND: 'true' });
    try {
      expect((await request(on.server).get('/graphql').set(asBrowser)).headers.location).toBe('/playground');
      const introspection = await graphql<{ __schema: { queryType: { name: string } } }>(on.server, '{ __schema { queryType { name } } }');
      expect(introspection.body.data?.__schema.queryType.name).toBe('Query');
    } finally {
      await on.close();
    }
  });
});
