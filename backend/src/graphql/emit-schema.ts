import { emitSchemaDefinitionFile } from 'type-graphql';
import { resolveFromRoot } from '../config/paths.js';
import { appSchema } from './schema.js';

/**
 * Writes graphql/schema.graphql, which the client's codegen reads and CI compares.
 * Run with `npm run schema:emit`.
 */
const target = resolveFromRoot('graphql/schema.graphql');
await emitSchemaDefinitionFile(target, await appSchema());
console.log(`schema written to graphql/schema.graphql`);
