import { checkWith, type InputSchema } from '@warmwise/common';
import { badInput } from './domain-error.js';

/**
 * What arrived at a REST route or a GraphQL resolver, parsed with its schema from @warmwise/common
 * before any service sees it: the first problem is a BAD_USER_INPUT error (400 over REST), with the
 * field, or the fields, it names.
 */
export function parseInput<T>(schema: InputSchema<T>, input: unknown): T {
  const check = checkWith(schema, input);
  if (check.ok) return check.value;
  const { message, field, fields } = check;
  throw badInput(message, { ...(field !== undefined && { field }), ...(fields !== undefined && { fields }) });
}
