import pg from 'pg';
import request from 'supertest';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import type { TestApp } from '../support/test-app.js';

/** A home the energy model plans for with several measures. */
export const HOME = {
  address: '12 Stechford Lane, Birmingham',
  postcode: 'B33 8TH',
  email: 'householder@example.com',
  propertyType: 'Semi-detached',
  yearBuilt: '1945-1964',
  floorArea: 90,
  numBedrooms: 3,
  heatingSystem: 'Gas boiler',
  priority: 'reduce_bills',
};

export interface PlanJson {
  id: string;
  priority: string;
  recommendations: { all: Array<{ id: string; title: string }> };
}

/** Saves a home for the visitor and answers its id. */
export async function saveHome(app: TestApp, cookie: string, home: object = HOME): Promise<string> {
  const res = await request(app.server).post('/api/properties').set('Cookie', cookie).send(home);
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

/** Reads the plan stored for the home as it is now: a read only, 409 `outOfDate` when there is none. */
export const readPlan = (app: TestApp, propertyId: string, cookie: string) =>
  request(app.server).get(`/api/properties/${propertyId}/energy-plan`).set('Cookie', cookie);

/** Builds the home's plan when it has no current one (the build mutation), then reads it. */
export async function getPlan(app: TestApp, propertyId: string, cookie: string) {
  await request(app.server).post('/api/recommendations').set('Cookie', cookie).send({ propertyId });
  return readPlan(app, propertyId, cookie);
}

/** The home's plan built, then read over REST and over GraphQL (`query` takes `$id`), for a test to compare. */
export async function planOverBothTransports<Plan>(app: TestApp, propertyId: string, cookie: string, query: string) {
  const rest = await getPlan(app, propertyId, cookie);
  expect(rest.status).toBe(200);
  const own = await graphql<{ energyPlan: Plan }>(app.server, query, { id: propertyId }, cookie);
  expect(own.body.errors).toBeUndefined();
  return { viaRest: rest.body as Plan, viaGraphql: own.body.data!.energyPlan };
}

let homeNumber = 100;
/** The plan, over REST, of HOME's 1950s semi as a new visitor describes it, each at an address of its own. */
export async function planForHome<Plan>(app: TestApp, changes: object): Promise<Plan> {
  const visitor = await newVisitor(app.server);
  homeNumber += 2;
  const id = await saveHome(app, visitor, { ...HOME, address: `${homeNumber} Stechford Lane, Birmingham`, ...changes });
  const res = await getPlan(app, id, visitor);
  expect(res.status).toBe(200);
  return res.body as Plan;
}

/** Plan and recommendation rows of one property, counted in PostgreSQL itself. */
export async function storedRows(app: TestApp, propertyId: string): Promise<{ plans: number; recommendations: number }> {
  const client = new pg.Client({ connectionString: app.db.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ plans: string; recommendations: string }>(
      `select (select count(*) from energy_plan where property_id = $1) as plans,
              (select count(*) from recommendation r join energy_plan p on p.id = r.plan_id where p.property_id = $1) as recommendations`,
      [propertyId],
    );
    return { plans: Number(rows[0].plans), recommendations: Number(rows[0].recommendations) };
  } finally {
    await client.end();
  }
}

/** The figures of a plan answer the honesty tests read (REST and GraphQL alike). */
export interface PlanFiguresJson {
  potentialSavings: number;
  propertyValueIncrease: string;
  recommendations: {
    all: Array<{ title: string; savings: number; annualSavingGbp: number; typicalSavings: number; modelledSavings: number; rankReason: string }>;
  };
}

export const titlesOf = (plan: PlanJson) => plan.recommendations.all.map((item) => item.title);
