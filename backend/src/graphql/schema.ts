import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { RESOLVERS } from './resolvers.js';

let built: Promise<GraphQLSchema> | undefined;

/**
 * The schema, built once per process from the resolver classes. Arguments are not validated by
 * class-validator: every rule lives once, in @warmwise/common or the service, and applies to REST too.
 */
export function appSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers: RESOLVERS });
  return built;
}
