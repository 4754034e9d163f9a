import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let loaded: { regular: Buffer; bold: Buffer } | undefined;

/**
 * Inter, embedded so the copy reads the same on every machine; pdfkit keeps only the glyphs a copy
 * uses. Read once per process: each file is a few hundred kilobytes.
 */
export function fontFiles(): { regular: Buffer; bold: Buffer } {
  loaded ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
  };
  return loaded;
}
