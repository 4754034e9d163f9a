import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, print, type DocumentNode } from 'graphql';
import { documentBudget } from '../../src/graphql/limits/document-budget.js';
import { appSchema } from '../../src/graphql/schema.js';

// Read as data, not compiled with the backend: the web app's generated documents live in its own package.
const GENERATED_DOCUMENTS = '../../../frontend/src/gql/graphql.js';
const webApp = (await import(GENERATED_DOCUMENTS)) as Record<string, unknown>;

/** Every operation the web app was generated with, as Apollo Client sends it (`__typename` in every selection). */
const operations = Object.entries(webApp)
  .filter((entry): entry is [string, DocumentNode] => {
    const value: unknown = entry[1];
    const isDocument = typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;
    return isDocument && (value as DocumentNode).definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  })
  .map(([name, document]) => [name, print(addTypenameToDocument(document))] as const);

describe("the web app's own operations", () => {
  it('are all here to check', () => {
    expect(operations.map(([name]) => name)).toEqual(expect.arrayContaining(['SaveHomeProfileDocument', 'PlanScreenDocument', 'BuildPlanDocument']));
  });

  // The limits are tight enough to refuse a hostile document, so a fragment added in the web app
  // must not push one of its own over them unnoticed.
  it.each(operations)('%s passes the document limits', async (_name, query) => {
    const budget = documentBudget(await appSchema());
    expect(budget({ query })).toEqual([]);
  });
});
