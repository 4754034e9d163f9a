import { checkPropertyInput } from '@warmwise/common';
import { isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import request from 'supertest';
import { buildPlan } from '../../src/energy-model/index.js';
import { appSchema } from '../../src/graphql/schema.js';
import { modelledColumns } from '../../src/plans/energy-plan.figures.js';
import { Recommendation } from '../../src/plans/recommendation.entity.js';
import { Property } from '../../src/properties/property.entity.js';
import { REFERENCE_PROFILE } from '../energy-model/calibration-cases.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, HOME, saveHome } from './support.js';

/** The row's own keys: its id, its plan and its place in it, which the service sets. */
const ROW_KEYS = ['id', 'plan', 'rank', 'measureId'];

let app: TestApp;
let schema: GraphQLSchema;
let visitor: string;
let propertyId: string;
beforeAll(async () => {
  app = await startTestApp();
  schema = await appSchema();
  visitor = await newVisitor(app.server);
  propertyId = await saveHome(app, visitor);
});
afterAll(() => app.close());

const graphqlFields = (name: string) => {
  const type = schema.getType(name);
  if (!isObjectType(type) && !isInterfaceType(type)) throw new Error(`${name} is not an object or interface type`);
  return Object.keys(type.getFields()).sort();
};
const modelled = buildPlan(REFERENCE_PROFILE).recommendations.all[0];

describe('a recommendation is described once, by its entity', () => {
  it('has every column but the row keys filled from the model figure of the same name, so a new figure needs no copying code', () => {
    const meta = app.db.orm.getMetadata(Recommendation);
    const columns = meta.props.filter((prop) => !ROW_KEYS.includes(prop.name)).map((prop) => prop.name);
    expect(columns.length).toBeGreaterThan(15);
    expect(columns.filter((name) => !(name in modelled))).toEqual([]);
    expect(Object.keys(modelledColumns(meta, modelled)).sort()).toEqual([...columns].sort());
  });

  it('stores £ and kg in whole numbers and keeps the fraction of a payback', () => {
    const meta = app.db.orm.getMetadata(Recommendation);
    const figures = modelledColumns(meta, { ...modelled, annualSavingGbp: 120.6, co2SavingKg: 3.4, sapPointsGain: 2.5, paybackYears: 7.25 });
    expect(figures).toMatchObject({ annualSavingGbp: 121, co2SavingKg: 3, sapPointsGain: 3, paybackYears: 7.25 });
    expect(figures).not.toHaveProperty('id');
  });

  it('answers REST with exactly the fields of its GraphQL type, figures read off the columns included', async () => {
    const plan = (await getPlan(app, propertyId, visitor)).body as { recommendations: { all: Array<Record<string, unknown>> } };
    const item = plan.recommendations.all[0];
    expect(Object.keys(item).sort()).toEqual(graphqlFields('Recommendation'));
    expect(item.savings).toBe(Math.max(0, item.annualSavingGbp as number));
  });
});

describe('a home profile is described once, by its entity', () => {
  it('answers REST with exactly the fields its owner reads over GraphQL (contact approval in the REST spelling; the plan has a path of its own)', async () => {
    const res = await request(app.server).get(`/api/properties/${propertyId}`).set('Cookie', visitor);
    expect(res.status).toBe(200);
    const body = res.body as Record<string, unknown>;
    const expected = graphqlFields('Property')
      .filter((name) => name !== 'plan')
      .map((name) => (name === 'contactApproval' ? 'contact_approval' : name)).sort();
    expect(Object.keys(body).sort()).toEqual(expected);
    expect(body).toMatchObject({ address: HOME.address, email: HOME.email });
    expect(body).not.toHaveProperty('ownerVisitorId');
  });

  it('takes over GraphQL exactly the fields the shared rules check and store', () => {
    const input = schema.getType('PropertyInput');
    if (!isInputObjectType(input)) throw new Error('PropertyInput is not an input type');
    const checked = checkPropertyInput(HOME);
    if (!checked.ok) throw new Error(checked.message);
    expect(Object.keys(input.getFields()).sort()).toEqual(Object.keys(checked.value).sort());
    // …and stores every one of them: the row adds only its id, owner and times.
    const stored = app.db.orm.getMetadata(Property).props.map((prop) => prop.name);
    // The nation and whether the address has a certificate are worked out by the server, never sent.
    const workedOut = ['id', 'ownerVisitorId', 'createdAt', 'updatedAt', 'nation', 'withoutCertificate'];
    expect(stored.filter((name) => !workedOut.includes(name)).sort()).toEqual(Object.keys(checked.value).sort());
  });

  it('shows a shared plan only the home details the HomeDetails interface names', () => {
    expect(graphqlFields('SharedHome')).toEqual(graphqlFields('HomeDetails'));
    expect(graphqlFields('Property')).toEqual(expect.arrayContaining(graphqlFields('HomeDetails')));
    expect(graphqlFields('SharedHome')).not.toContain('email');
  });
});
