import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Limits that stop an expensive query before it runs (OWASP GraphQL Cheat Sheet; GraphQL Armor
 * defaults). Ours: depth 8 (the deepest real operation, plan → recommendations → item, is 4),
 * 15 aliases, 500 selected fields in all, and 3,000 tokens, enforced by the parser. Cost: a field
 * costs 1 and a mutation's root field 250 (it hashes a password, mails or writes), within 500, so
 * one request runs one mutation: aliasing `login` fifteen times cannot multiply argon2's work.
 */
export const QUERY_LIMITS = { maxDepth: 8, maxAliases: 15, maxFields: 500, maxTokens: 3_000, maxCost: 500 } as const;
const MUTATION_ROOT_FIELD_COST = 250;

const reject = (context: ValidationContext, message: string) =>
  context.reportError(new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));

interface SelectionStats {
  depth: number;
  fields: number;
  aliases: number;
}

/** Walks an operation's selections once, following fragment spreads (each fragment at most once per path). */
function measure(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string> = new Set(),
): SelectionStats {
  let depth = 0;
  let fields = 0;
  let aliases = 0;
  for (const selection of selectionSet.selections) {
    let inner: SelectionStats | undefined;
    if (selection.kind === Kind.FIELD && selection.name.value.startsWith('__')) {
      // Introspection (the Sandbox, codegen) nests type references deeply; it is switched off in
      // production, so it is exempt here rather than a reason to loosen the limits for everyone.
      fields += 1;
      depth = Math.max(depth, 1);
      continue;
    }
    if (selection.kind === Kind.FIELD) {
      fields += 1;
      if (selection.alias) aliases += 1;
      inner = selection.selectionSet ? measure(selection.selectionSet, fragments, visiting) : undefined;
      depth = Math.max(depth, 1 + (inner?.depth ?? 0));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, visiting);
      depth = Math.max(depth, inner.depth);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || visiting.has(fragment.name.value)) continue;
      inner = measure(fragment.selectionSet, fragments, new Set([...visiting, fragment.name.value]));
      depth = Math.max(depth, inner.depth);
    }
    if (inner) {
      fields += inner.fields;
      aliases += inner.aliases;
    }
  }
  return { depth, fields, aliases };
}

export const queryLimitsRule: ValidationRule = (context): ASTVisitor => {
  const fragments = new Map(
    context
      .getDocument()
      .definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return {
    OperationDefinition(operation) {
      const stats = measure(operation.selectionSet, fragments);
      if (stats.depth > QUERY_LIMITS.maxDepth) reject(context, `Query is too deep: ${stats.depth} levels, the limit is ${QUERY_LIMITS.maxDepth}.`);
      if (stats.aliases > QUERY_LIMITS.maxAliases) reject(context, `Query uses ${stats.aliases} aliases, the limit is ${QUERY_LIMITS.maxAliases}.`);
      if (stats.fields > QUERY_LIMITS.maxFields) reject(context, `Query selects ${stats.fields} fields, the limit is ${QUERY_LIMITS.maxFields}.`);
      const mutations = operation.operation === 'mutation' ? operation.selectionSet.selections.length : 0;
      const cost = stats.fields + mutations * (MUTATION_ROOT_FIELD_COST - 1);
      if (cost > QUERY_LIMITS.maxCost) {
        reject(context, `Query costs ${cost}, the limit is ${QUERY_LIMITS.maxCost}: send one mutation per request.`);
      }
    },
  };
};
