import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { selectionMeasurer } from '../../src/graphql/limits/selection-stats.js';
import { doublingFragmentChain } from './support/fragment-documents.js';

/** Measures a document's operation, recording every time a fragment definition is looked up to be walked. */
function measureCountingWalks(source: string) {
  const document = parse(source);
  const definitions = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) definitions.set(definition.name.value, definition);
  const walked: string[] = [];
  const counting = { get: (name: string) => (walked.push(name), definitions.get(name)) } as ReadonlyMap<string, FragmentDefinitionNode>;
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
  return { stats: selectionMeasurer(counting)(operation.selectionSet), walked };
}

// Counting the work rather than timing it: the answer is the same on any machine, under any load.
describe('measuring a selection', () => {
  it.each([10, 22, 30])('walks each of %i doubling fragments once while counting the 2^(n-1) fields they expand to', (count) => {
    const { stats, walked } = measureCountingWalks(doublingFragmentChain(count));
    expect(stats.fields).toBe(2 ** (count - 1));
    expect(walked).toHaveLength(count);
    expect(new Set(walked).size).toBe(count);
  });

  it('ends a fragment cycle instead of walking it forever', () => {
    const { stats, walked } = measureCountingWalks('query Q { ...A } fragment A on Query { id ...B } fragment B on Query { name ...A }');
    expect(stats.fields).toBe(2);
    expect(walked).toEqual(['A', 'B']);
  });
});
