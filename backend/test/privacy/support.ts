import request from 'supertest';
import { pensionerHousehold } from '../grants/support.js';
import { newClientAddress } from '../support/client-address.js';
import type { TestApp } from '../support/test-app.js';

/** The ids of one of every row a visitor can leave behind. */
export interface SavedRows {
  propertyId: string;
  energyPlanId: string;
  quoteRequestId: string;
  grantsSubmissionId: string;
  contactMessageId: string;
  interactionEventIds: string[];
}

/** `cookie`'s visitor saves a home, gets its plan, asks for a quote, answers the grants questions, writes to us and is tracked. */
export async function saveOneOfEverything(app: TestApp, cookie: string, email: string): Promise<SavedRows> {
  // One person, one network address of their own (the app must trust the test proxy: BEHIND_TEST_PROXY).
  const address = newClientAddress();
  const api = (method: 'post' | 'get', path: string, body?: object) => {
    const req = request(app.server)[method](path).set('Cookie', cookie).set('X-Forwarded-For', address);
    return body ? req.send(body) : req;
  };
  const property = await api('post', '/api/properties', {
    address: '12 Stechford Lane, Birmingham',
    postcode: 'B33 8TH',
    email,
    propertyType: 'Semi-detached',
    yearBuilt: '1945-1964',
  });
  const propertyId = property.body.id as string;
  await api('post', '/api/recommendations', { propertyId });
  const plan = await api('get', `/api/properties/${propertyId}/energy-plan`);
  const quote = await api('post', '/api/request-quote', { userEmail: email, productName: 'Loft Insulation' });
  const grants = await api('post', '/api/grants-questionnaire', { propertyId, householdData: pensionerHousehold, eligibleGrants: [] });
  const contact = await api('post', '/api/contact', { name: 'Householder', email, subject: 'Question', message: 'Is my loft deep enough?' });
  const click = await api('post', '/api/learn-more-click', { propertyId, email, recommendationTitle: 'Loft Insulation', sessionId: 'browser-1' });
  const interaction = await api('post', '/api/user-interaction-webhook', { email, product_name: 'Loft Insulation', property_id: propertyId, address: '12 Stechford Lane', postcode: 'B33 8TH', quote_request: true });
  for (const res of [property, plan, quote, grants, contact, click, interaction]) expect(res.status).toBeLessThan(300);
  return {
    propertyId,
    energyPlanId: plan.body.id,
    quoteRequestId: quote.body.id,
    grantsSubmissionId: grants.body.id,
    contactMessageId: contact.body.id,
    interactionEventIds: [click.body.id, interaction.body.id],
  };
}

/** Rows in `table` matching a where clause; the one way these tests count what is stored. */
export async function countRows(app: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await app.db.orm.em.fork().getConnection().execute<Array<{ count: string }>>(`select count(*) from "${table}" where ${where}`, params);
  return Number(row.count);
}
