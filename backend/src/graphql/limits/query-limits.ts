import { Kind, type ASTVisitor, type FragmentDefinitionNode, type ValidationRule } from 'graphql';
import { selectionMeasurer } from './selection-stats.js';
import { reportValidationError } from './validation-error.js';

/**
 * Limits that stop an expensive query before it runs (OWASP GraphQL Cheat Sheet; GraphQL Armor
 * defaults). Ours: depth 8 (the deepest real operation, plan → recommendations → item, is 4),
 * 15 aliases, 500 selected fields in all, and 3,000 tokens, enforced by the parser. Fields and
 * aliases are counted with every fragment expanded where it is spread. Cost: a field costs 1 and
 * a mutation's root field 250 (it hashes a password, mails or writes), within 500, so one request
 * runs one mutation: neither aliases nor fragments (inline or named) can multiply argon2's work.
 */
export const QUERY_LIMITS = { maxDepth: 8, maxAliases: 15, maxFields: 500, maxTokens: 3_000, maxCost: 500 } as const;
const MUTATION_ROOT_FIELD_COST = 250;

/** A count as a person can read it: fragments can expand a query beyond exact numbers. */
const formatCount = (count: number) =>
  Number.isSafeInteger(count) ? String(count) : `more than ${Number.MAX_SAFE_INTEGER}`;

export const queryLimitsRule: ValidationRule = (context): ASTVisitor => {
  const fragments = new Map(
    context
      .getDocument()
      .definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  // One measurer for the whole document, so operations share the figures of their fragments.
  const measure = selectionMeasurer(fragments);
  const refuse = (message: string) => reportValidationError(context, message);
  return {
    OperationDefinition(operation) {
      const stats = measure(operation.selectionSet);
      if (stats.depth > QUERY_LIMITS.maxDepth) refuse(`Query is too deep: ${stats.depth} levels, the limit is ${QUERY_LIMITS.maxDepth}.`);
      if (stats.aliases > QUERY_LIMITS.maxAliases) refuse(`Query uses ${formatCount(stats.aliases)} aliases, the limit is ${QUERY_LIMITS.maxAliases}.`);
      if (stats.fields > QUERY_LIMITS.maxFields) refuse(`Query selects ${formatCount(stats.fields)} fields, the limit is ${QUERY_LIMITS.maxFields}.`);
      const mutations = operation.operation === 'mutation' ? stats.topLevelFields : 0;
      const cost = stats.fields + mutations * (MUTATION_ROOT_FIELD_COST - 1);
      // A query's cost is its field count, already refused above; only mutations add to it.
      if (cost > QUERY_LIMITS.maxCost && stats.fields <= QUERY_LIMITS.maxFields) {
        refuse(`Query costs ${formatCount(cost)}, the limit is ${QUERY_LIMITS.maxCost}: send one mutation per request.`);
      } else if (mutations > 1) {
        // Two mutations that select nothing (they answer a scalar) cost exactly the limit.
        refuse(`Query runs ${formatCount(mutations)} mutations: send one mutation per request.`);
      }
    },
  };
};
