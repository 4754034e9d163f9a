/**
 * `count` fragments on Query, each spreading the next one twice; the last selects `__typename`.
 * Expanded, the operation selects 2^(count - 1) fields from a document of a few hundred bytes.
 */
export function doublingFragmentChain(count: number): string {
  const fragments = Array.from({ length: count }, (_, i) =>
    i === count - 1 ? `fragment F${i} on Query { __typename }` : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
  );
  return `query Chain { ...F0 } ${fragments.join(' ')}`;
}

/** `count` fragments on Query, each spreading the next once: long, but only one field expanded. */
export function singleFragmentChain(count: number): string {
  const fragments = Array.from({ length: count }, (_, i) =>
    i === count - 1 ? `fragment F${i} on Query { __typename }` : `fragment F${i} on Query { ...F${i + 1} }`,
  );
  return `query Chain { ...F0 } ${fragments.join(' ')}`;
}
