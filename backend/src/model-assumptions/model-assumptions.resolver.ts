import { Query, Resolver } from 'type-graphql';
import { currentModelAssumptions } from './model-assumptions.service.js';
import { ModelAssumptions } from './model-assumptions.type.js';

@Resolver()
export class ModelAssumptionsResolver {
  @Query(() => ModelAssumptions, { description: 'The prices, emission factors and assumptions new plans are built on (public)' })
  modelAssumptions() {
    return currentModelAssumptions();
  }
}
