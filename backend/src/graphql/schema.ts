import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { RESOLVERS } from './resolvers.js';

let built: Promise<GraphQLSchema> | undefined;

/** The schema, built once per process from the resolver classes. */
export function appSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers: RESOLVERS, validate: true });
  return built;
}
