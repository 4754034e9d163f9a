/** Readers for untrusted JSON-shaped input (server answers, browser storage). */
export type UnknownRecord = Record<string, unknown>;

/** Where a field may live: a key, or a container then a key (['totals', 'savings']). */
export type AliasPath = readonly string[];

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlainRecord(value: unknown): value is UnknownRecord {
  if (!isRecord(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// Deep enough for {top3: [], all: []}; bounded so a self-referencing object cannot loop.
const EMPTY_CHECK_DEPTH = 3;

/**
 * What 'non-empty' means for 'the first non-empty alias wins': zero and false are real values,
 * while blank text, an empty list, and an object holding only empty values ({top3: [], all: []})
 * say nothing, so the next alias is tried.
 */
function isEmptyValue(value: unknown, depth = 0): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainRecord(value) && depth < EMPTY_CHECK_DEPTH) {
    return Object.values(value).every((inner) => isEmptyValue(inner, depth + 1));
  }
  return false;
}

function readPath(source: UnknownRecord, path: AliasPath): unknown {
  let current: unknown = source;
  for (const key of path) {
    // Own keys only, so 'constructor' or '__proto__' never resolve to something inherited.
    if (!isRecord(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/** The value at the first path holding something non-empty, or undefined. */
export function pickFirst(source: UnknownRecord, paths: readonly AliasPath[]): unknown {
  for (const path of paths) {
    const value = readPath(source, path);
    if (!isEmptyValue(value)) return value;
  }
  return undefined;
}

/** Trimmed text, or undefined for anything that is not non-blank text. */
export function readText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

const DESCRIBE_LIMIT = 60;

/** A value as quoted in a message, short enough for a toast or a log line. */
export function describeValue(value: unknown): string {
  let text: string;
  if (typeof value === 'string') {
    text = value;
  } else if (typeof value === 'object' && value !== null) {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = Object.prototype.toString.call(value);
    }
  } else {
    text = String(value);
  }
  return text.length > DESCRIBE_LIMIT ? `${text.slice(0, DESCRIBE_LIMIT)}...` : text;
}
