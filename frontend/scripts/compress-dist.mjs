// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the
// strongest settings: done once here, so the server never compresses a static file per request
// and picks the copy each browser accepts. Runs last in `npm run build`, after any step that
// adds files to dist/.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const files = (await readdir(DIST, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

let original = 0;
let brotli = 0;
for (const file of files) {
  const content = await readFile(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  original += content.length;
  brotli += br.length;
}
console.log(`compressed ${files.length} files: ${(original / 1024).toFixed(1)} KB → ${(brotli / 1024).toFixed(1)} KB Brotli`);
