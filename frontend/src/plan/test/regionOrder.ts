import { expect } from '@jest/globals';
import { screen } from '@testing-library/react';

/** The page's parts named so appear in this order, each after the one before it. */
export function expectRegionsInOrder(names: readonly string[]): void {
  const parts = names.map((name) => screen.getByRole('region', { name }));
  parts.slice(1).forEach((part, index) => expect(parts[index]!.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
}
