// Writes src/accounts/common-passwords.txt: the most common passwords, one per line, lower-case.
//
// Source: the frequency-ranked list `src/passwords.json` of the npm package
// @zxcvbn-ts/language-common (MIT), version 4.1.3. The package is not a dependency; unpack it
// anywhere and pass the path of that file:
//
//   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   node backend/scripts/build-common-passwords.mjs package/src/passwords.json
//
// Only passwords the length rule (6+ characters) lets through are kept: shorter ones are refused anyway.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const KEEP = 10_000;
const MIN_LENGTH = 6;

const source = process.argv[2];
if (!source) {
  console.error('usage: node backend/scripts/build-common-passwords.mjs <path to passwords.json>');
  process.exit(1);
}

const ranked = JSON.parse(readFileSync(source, 'utf8'));
const kept = [...new Set(ranked.map((password) => password.trim().toLowerCase()))]
  .filter((password) => password.length >= MIN_LENGTH)
  .slice(0, KEEP);

const target = fileURLToPath(new URL('../src/accounts/common-passwords.txt', import.meta.url));
writeFileSync(target, `${kept.join('\n')}\n`);
console.log(`wrote ${kept.length} passwords to ${target}`);
