/**
 * Signs that an answer carries internals: a stack frame, an error class, SQL or a PostgreSQL
 * message, a file path. Checked on the raw body text, after removing anything the request itself
 * held (a 404 may quote the path, a GraphQL error the bad literal), so an echo is not a leak.
 */
const LEAK_PATTERNS: Array<[string, RegExp]> = [
  ['stack frame', /^\s+at\s|\\n\s+at\s/m],
  ['error class', /\b[A-Z][A-Za-z]*(Error|Exception)\b/],
  ['SQL', /\b(insert\s+into|delete\s+from|update\s+"|select\s+.{0,200}\s+from\s+")/i],
  [
    'PostgreSQL message',
    /invalid byte sequence|unsupported Unicode escape|violates [a-z-]+ constraint|syntax error at or near|relation "|column "|duplicate key value|invalid input syntax for|out of range for type|value too long for type/i,
  ],
  ['file path', /(\/(home|usr|work|src|app|tmp|var|opt|root)\/[\w.@-]+\/)|\b[\w-]+\.(ts|js|mjs|cjs):\d+|node:internal|file:\/\//],
];

/** The names of the leak patterns the body matches, with the matched text. */
export function leaksIn(body: string, echoed: string[]): string[] {
  const stripped = echoed
    .filter((text) => text.length >= 3)
    .flatMap((text) => [text, JSON.stringify(text).slice(1, -1)])
    .sort((a, b) => b.length - a.length)
    .reduce((rest, text) => rest.split(text).join(' '), body);
  return LEAK_PATTERNS.flatMap(([name, pattern]) => {
    const match = stripped.match(pattern);
    return match ? [`${name}: ${JSON.stringify(match[0].slice(0, 80))}`] : [];
  });
}

/** Every string inside a value (keys too), for `leaksIn`'s echo list. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsIn(inner)]);
}
