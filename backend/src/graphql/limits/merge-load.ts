import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * Ours. graphql-js's overlapping-fields rule compares every pair of fields with one response name
 * at a level of the expanded operation, and every pair of fragments spread side by side (with all
 * the fragments each of them spreads): 250 same-named fields cost it some 35 ms, 300 fragments
 * spread side by side some 50 ms. Real operations repeat a field a few times where fragments
 * overlap, and put a handful of fragments side by side.
 * @internal exported for bench:graphql, which floods the server at these limits
 */
export const MERGE_LIMITS = { sameResponseName: 5, fragmentPairs: 1_000 } as const;

class Excess extends Error {}

/**
 * The first place where the operations of a document would make the overlapping-fields rule
 * compare more pairs than MERGE_LIMITS allow, as a message; null when none does. Walks each
 * operation with its fragments expanded, so it must run only on documents within the field limit
 * and without fragment cycles, which bound that walk; it stops at the first excess.
 */
export function mergeLoadExcess(document: DocumentNode): string | null {
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  let fields = new Map<string, number>();
  let fragmentPairs = 0;

  /** Walks a selection set under `path`; answers how many fragment spreads it holds, expanded. */
  function walk(selectionSet: SelectionSetNode, path: string): number {
    let spreadsSideBySide = 0;
    let spreadsWithin = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = `${path}${(selection.alias ?? selection.name).value}`;
        const seen = (fields.get(name) ?? 0) + 1;
        fields.set(name, seen);
        if (seen > MERGE_LIMITS.sameResponseName) throw new Excess(`Query selects ${name} more than ${MERGE_LIMITS.sameResponseName} times: merge the repeats.`);
        if (selection.selectionSet) spreadsWithin += walk(selection.selectionSet, `${name}.`);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        spreadsWithin += walk(selection.selectionSet, path);
      } else {
        const fragment = fragments.get(selection.name.value);
        const spread = 1 + (fragment ? walk(fragment.selectionSet, path) : 0);
        // Each fragment spread here is compared with each spread beside it, with all they spread.
        fragmentPairs += spreadsSideBySide * spread;
        spreadsSideBySide += spread;
        if (fragmentPairs > MERGE_LIMITS.fragmentPairs) {
          throw new Excess(`Query spreads too many fragments side by side (over ${MERGE_LIMITS.fragmentPairs} pairs to compare): merge some of them.`);
        }
      }
    }
    return spreadsSideBySide + spreadsWithin;
  }

  try {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      fields = new Map();
      fragmentPairs = 0;
      walk(definition.selectionSet, '');
    }
    return null;
  } catch (error) {
    if (error instanceof Excess) return error.message;
    throw error;
  }
}
