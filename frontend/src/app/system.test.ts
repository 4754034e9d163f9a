import { describe, expect, it, jest } from '@jest/globals';
import { defaultConfig } from '@chakra-ui/react';
import { appSystem } from './system';

// The frontend compiles without Node's types; these are the two calls this test makes.
interface FileSystem {
  readdirSync(path: string, options: { recursive: true }): string[];
  readFileSync(path: string, encoding: 'utf8'): string;
}
interface PathModule {
  resolve(...segments: string[]): string;
  dirname(path: string): string;
}
const fs = jest.requireActual<FileSystem>('node:fs');
const path = jest.requireActual<PathModule>('node:path');

const CHAKRA_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g;

/** Every name the app's source files import from Chakra UI, such as 'Button' or 'NativeSelect'. */
function chakraNamesInSource(): string[] {
  const testPath = expect.getState().testPath;
  if (!testPath) throw new Error('jest did not say where this test is');
  const srcDir = path.resolve(path.dirname(testPath), '..');
  const names = new Set<string>();
  for (const file of fs.readdirSync(srcDir, { recursive: true })) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, list] of fs.readFileSync(path.resolve(srcDir, file), 'utf8').matchAll(CHAKRA_IMPORT)) {
      for (const entry of list.split(',')) {
        const name = entry.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0].trim();
        if (name) names.add(name);
      }
    }
  }
  return [...names];
}

const recipeKey = (name: string) => name[0].toLowerCase() + name.slice(1);

describe('the Chakra system', () => {
  // A component whose recipe the system lacks renders unstyled, silently.
  it('has the recipe of every Chakra component the app imports', () => {
    const keys = chakraNamesInSource().map(recipeKey);
    const recipes = keys.filter((key) => key in (defaultConfig.theme?.recipes ?? {}));
    const slotRecipes = keys.filter((key) => key in (defaultConfig.theme?.slotRecipes ?? {}));
    expect(recipes).toContain('button');
    expect(slotRecipes).toContain('dialog');
    expect(recipes.filter((key) => !appSystem().isRecipe(key))).toEqual([]);
    expect(slotRecipes.filter((key) => !appSystem().isSlotRecipe(key))).toEqual([]);
  });

  it('keeps the Warmwise palette', () => {
    expect(appSystem().token('colors.brand.700')).toBe('#0f766e');
  });
});
