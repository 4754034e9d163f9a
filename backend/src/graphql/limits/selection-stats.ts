import { Kind, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/** What a selection set asks for once every fragment in it is expanded. */
export interface SelectionStats {
  depth: number;
  /** Every field selected at any level, counted once per place it is expanded into. */
  fields: number;
  aliases: number;
  /** The fields of this level alone (for an operation: its root fields, such as mutations). */
  topLevelFields: number;
}

const NOTHING: SelectionStats = { depth: 0, fields: 0, aliases: 0, topLevelFields: 0 };

/** Marks a fragment whose figures are being worked out, so that a cycle ends the walk. */
const IN_PROGRESS = Symbol('in progress');

/**
 * Measures selection sets in time linear in the document. Each fragment definition is walked
 * once and its figures kept; a spread adds the kept figures, so a fragment spread twice counts
 * its fields twice (the expanded figure is what the limits are about) without walking it twice.
 * Walking a fragment at every spread instead made a chain of fragments that each spread the next
 * twice cost 2^n steps: 22 of them froze the server for seconds.
 *
 * Unknown fragments and cycles count as nothing: graphql-js's KnownFragmentNames and
 * NoFragmentCycles rules refuse those documents, and here they must only not loop forever.
 * Recursion is as deep as the document is nested, which the parser's token limit bounds.
 */
export function selectionMeasurer(fragments: ReadonlyMap<string, FragmentDefinitionNode>) {
  const fragmentStats = new Map<string, SelectionStats | typeof IN_PROGRESS>();

  function measureFragment(name: string): SelectionStats {
    const known = fragmentStats.get(name);
    if (known === IN_PROGRESS) return NOTHING;
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment) return NOTHING;
    fragmentStats.set(name, IN_PROGRESS);
    const stats = measure(fragment.selectionSet);
    fragmentStats.set(name, stats);
    return stats;
  }

  function measure(selectionSet: SelectionSetNode): SelectionStats {
    const total = { ...NOTHING };
    const add = (inner: SelectionStats) => {
      total.depth = Math.max(total.depth, inner.depth);
      total.fields += inner.fields;
      total.aliases += inner.aliases;
      total.topLevelFields += inner.topLevelFields;
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        add(measureFragment(selection.name.value));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(measure(selection.selectionSet));
      } else if (selection.name.value.startsWith('__')) {
        // Introspection (the Sandbox, codegen) nests type references deeply; it is switched off in
        // production, so it is exempt here rather than a reason to loosen the limits for everyone.
        add({ depth: 1, fields: 1, aliases: selection.alias ? 1 : 0, topLevelFields: 1 });
      } else {
        const inner = selection.selectionSet ? measure(selection.selectionSet) : NOTHING;
        add({
          depth: 1 + inner.depth,
          fields: 1 + inner.fields,
          aliases: (selection.alias ? 1 : 0) + inner.aliases,
          topLevelFields: 1,
        });
      }
    }
    return total;
  }

  return measure;
}
