import { NoFragmentCyclesRule, parse, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { mergeLoadExcess } from './merge-load.js';
import { QUERY_LIMITS, queryLimitsRule } from './query-limits.js';
import { reportValidationError } from './validation-error.js';

/**
 * Ours: the web app's longest operation is under 1.5 kB. The parser's 3,000 tokens bound what a
 * document can ask; 16 kB is about what 3,000 short tokens take, so whitespace, comments and long
 * strings cannot make a document that is slow to read but within the token limit. Long values (a
 * partner's households) go in variables, which this does not count.
 * @internal exported for its tests
 */
export const MAX_DOCUMENT_BYTES = 16_384;
/** Documents that passed, kept so that a repeated operation (the usual case) is not parsed twice. */
const REMEMBERED_DOCUMENTS = 1_000;

const noSubscriptionsRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation === 'subscription') reportValidationError(context, 'This API has no subscriptions: send a query or a mutation.');
  },
});

/**
 * Checks that take time linear in the document: fragment cycles, our limits (fragments measured
 * once each) and the operation's kind; then, on documents within them, how many pairs the
 * overlapping-fields rule would compare (merge-load.ts). graphql-js's full rule set runs only on
 * documents that pass: its overlapping-fields rule compares fields pairwise, and a document refused
 * anyway (12 kB of same-named fields) had cost 84-190 ms in it; a fragment cycle is walked by it
 * before the cycle rule reports.
 */
const BUDGET_RULES = [NoFragmentCyclesRule, queryLimitsRule, noSubscriptionsRule];

/** Why a request was refused before Apollo Server saw it: the message and `extensions.code` of each error. */
interface BudgetRefusal {
  message: string;
  code: string;
}

function parsed(source: string): DocumentNode | null {
  try {
    return parse(source, { maxTokens: QUERY_LIMITS.maxTokens });
  } catch {
    return null; // Apollo parses it next and answers the syntax error the usual way.
  }
}

/**
 * Bounds what a GraphQL request may cost before Apollo Server parses and validates it: persisted
 * queries are refused (the app never sends them, and a malformed one reached Apollo's internals),
 * documents over MAX_DOCUMENT_BYTES are refused unread, and the rest must pass BUDGET_RULES. Each
 * refusal is answered 400 with its message. Documents that passed are remembered by their text, so
 * the operations a client repeats are not parsed twice.
 */
export function documentBudget(schema: GraphQLSchema): (request: { query?: unknown; extensions?: unknown }) => BudgetRefusal[] {
  const withinBudget = new Set<string>();
  const remember = (query: string) => {
    if (withinBudget.size >= REMEMBERED_DOCUMENTS) withinBudget.delete(withinBudget.values().next().value!);
    withinBudget.add(query);
  };
  return ({ query, extensions }) => {
    if (typeof extensions === 'object' && extensions !== null && 'persistedQuery' in extensions) {
      return [{ message: 'Persisted queries are not supported: send the operation itself as `query`.', code: 'PERSISTED_QUERY_NOT_SUPPORTED' }];
    }
    // Anything else that is not a document is Apollo's to refuse, as it always has.
    if (typeof query !== 'string' || withinBudget.has(query)) return [];
    const bytes = Buffer.byteLength(query);
    if (bytes > MAX_DOCUMENT_BYTES) {
      return [{ message: `The GraphQL document is ${bytes} bytes, the limit is ${MAX_DOCUMENT_BYTES}: send long values as variables.`, code: 'BAD_REQUEST' }];
    }
    const document = parsed(query);
    if (!document) return [];
    const errors = validate(schema, document, BUDGET_RULES).map(({ message }) => ({ message, code: 'GRAPHQL_VALIDATION_FAILED' }));
    if (errors.length > 0) return errors;
    // Only now, within the field limit and without cycles, is the expanded walk bounded.
    const excess = mergeLoadExcess(document);
    if (excess) return [{ message: excess, code: 'GRAPHQL_VALIDATION_FAILED' }];
    remember(query);
    return [];
  };
}
