import fc from 'fast-check';
import { corpusExamples } from './corpus.js';
import type { FuzzApp } from './fuzz-app.js';
import { runFuzzGroup, type FuzzCase, type GroupReport } from './fuzz-run.js';
import { graphqlEchoes, graphqlInput, sendGraphql, type GraphqlCase } from './graphql-case.js';
import type { GraphqlMutation } from './graphql-mutations.js';
import { restCases, restEchoes, restInput, sendRest, type RestCase, type RestEndpoint } from './rest-case.js';
import { WORK_AFTER_ANSWER } from './work-after-answer.js';

/** What every group takes from the fixture: its row counter and a clean slate of rate limits. */
const onFixture = (fixture: FuzzApp) => ({
  countRows: fixture.countRows,
  beforeEach: fixture.resetRateLimits,
  worksAfterAnswer: (testCase: FuzzCase) => WORK_AFTER_ANSWER.some((name) => testCase.endpoint.includes(name)),
});

/** Fuzzes a group of REST endpoints on the fixture's app, the group's corpus first. */
export const fuzzRestGroup = (group: string, fixture: FuzzApp, endpoints: RestEndpoint[]): Promise<GroupReport> =>
  runFuzzGroup<RestCase>({
    group,
    ...onFixture(fixture),
    arbitrary: fc.oneof(...endpoints.map(restCases)),
    examples: corpusExamples<RestCase>('rest-regressions.json', group, fixture),
    send: (testCase) => sendRest(fixture.app.server, fixture.visitor, testCase),
    input: restInput,
    echoed: restEchoes,
  });

/** Fuzzes every mutation, written one way (variables or literals), the group's corpus first. */
export const fuzzGraphqlGroup = (
  group: string,
  fixture: FuzzApp,
  mutations: GraphqlMutation[],
  casesOf: (mutation: GraphqlMutation) => fc.Arbitrary<GraphqlCase>,
): Promise<GroupReport> =>
  runFuzzGroup<GraphqlCase>({
    group,
    ...onFixture(fixture),
    arbitrary: fc.oneof(...mutations.map(casesOf)),
    examples: corpusExamples<GraphqlCase>('graphql-regressions.json', group, fixture),
    send: (testCase) => sendGraphql(fixture.app.server, fixture.visitor, testCase),
    input: graphqlInput,
    echoed: graphqlEchoes,
  });
