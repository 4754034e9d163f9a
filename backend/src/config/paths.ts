import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * The repository root, found from this file's place (src/config or dist/config, both two
 * levels below backend/), so defaults work whatever directory the server is started from.
 * @internal exported for its tests, which expect the default data paths under it
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const resolveFromRoot = (target: string): string => path.resolve(REPO_ROOT, target);
