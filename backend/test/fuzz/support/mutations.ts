import fc from 'fast-check';
import { awkwardString, badValue, extraKey, wrongTypeValue } from './bad-values.js';
import { classOfValue, printable } from './input-class.js';

type JsonPath = Array<string | number>;
type JsonObject = Record<string, unknown>;

/** A valid-looking payload with one to three fields made bad, and what was done to it. */
export interface MutatedPayload {
  payload: unknown;
  /** The kinds of bad input it holds, e.g. "NUL", "missing field" (for grouping failures). */
  inputClass: string;
  /** What was changed, for a person reading a failure. */
  note: string;
}

interface Change {
  apply(payload: JsonObject): void;
  inputClass: string;
  note: string;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null;

/** Every field path of a payload, nested objects and array items included. */
function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsOf(inner, path)];
  });
}

const valueAt = (payload: unknown, path: JsonPath): unknown =>
  path.reduce<unknown>((current, key) => (isObject(current) ? current[key] : undefined), payload);

const label = (path: JsonPath) => path.join('.') || '(body)';

/** Copies through JSON, which keeps `__proto__` as an own field (a spread or assignment would not). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function parentOf(payload: JsonObject, path: JsonPath): JsonObject | undefined {
  let current: unknown = payload;
  for (const key of path.slice(0, -1)) current = isObject(current) ? current[key] : undefined;
  return isObject(current) ? current : undefined;
}

/** Sets a field without running setters: `obj.__proto__ = x` would change the prototype instead. */
function define(target: JsonObject, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const setTo = (path: JsonPath, value: unknown): Change => ({
  apply: (payload) => {
    const parent = parentOf(payload, path);
    if (parent) define(parent, path.at(-1)!, value);
  },
  inputClass: classOfValue(value),
  note: `${label(path)} = ${printable(value, 160)}`,
});

/** Awkward characters inside the field's own valid value, so checks before it still pass. */
const injectInto = (path: JsonPath, base: unknown, characters: string, at: number): Change => {
  if (typeof base !== 'string') return setTo(path, characters);
  const position = Math.min(at, base.length);
  return setTo(path, base.slice(0, position) + characters + base.slice(position));
};

const removeField = (path: JsonPath): Change => ({
  apply: (payload) => {
    const parent = parentOf(payload, path);
    if (parent) delete parent[path.at(-1)!];
  },
  inputClass: 'missing field',
  note: `${label(path)} removed`,
});

const addField = (objectPath: JsonPath, key: string, value: unknown): Change => ({
  apply: (payload) => {
    const target = valueAt(payload, objectPath);
    if (isObject(target) && !Array.isArray(target)) define(target, key, value);
  },
  inputClass: key === '__proto__' || key === 'constructor' || key === 'prototype' ? 'prototype key' : 'extra field',
  note: `extra ${label([...objectPath, key])} = ${printable(value, 160)}`,
});

function changeOf(base: JsonObject): fc.Arbitrary<Change> {
  const paths = pathsOf(base);
  const objectPaths: JsonPath[] = [[], ...paths.filter((path) => isObject(valueAt(base, path)) && !Array.isArray(valueAt(base, path)))];
  const path = fc.constantFrom(...paths);
  return fc.oneof(
    { arbitrary: fc.tuple(path, badValue).map(([at, value]) => setTo(at, value)), weight: 5 },
    {
      arbitrary: fc.tuple(path, awkwardString, fc.nat(40)).map(([at, characters, position]) => injectInto(at, valueAt(base, at), characters, position)),
      weight: 4,
    },
    { arbitrary: path.map(removeField), weight: 1 },
    { arbitrary: fc.tuple(fc.constantFrom(...objectPaths), extraKey, badValue).map(([at, key, value]) => addField(at, key, value)), weight: 1 },
  );
}

/** The base payload with one to `maxChanges` fields made bad; now and then a body of the wrong type. */
export function mutatedPayload(base: JsonObject, maxChanges = 3): fc.Arbitrary<MutatedPayload> {
  const replaced = wrongTypeValue.map((payload) => ({ payload, inputClass: `body: ${classOfValue(payload)}`, note: `body = ${printable(payload, 160)}` }));
  if (pathsOf(base).length === 0) return fc.oneof(replaced, fc.tuple(extraKey, badValue).map(([key, value]) => withOnly(key, value)));
  const changed = fc.array(changeOf(base), { minLength: 1, maxLength: maxChanges }).map((changes) => {
    const payload = copy(base);
    for (const change of changes) change.apply(payload);
    return {
      payload,
      inputClass: [...new Set(changes.map((change) => change.inputClass))].join(' + '),
      note: changes.map((change) => change.note).join('; '),
    };
  });
  return fc.oneof({ arbitrary: changed, weight: 9 }, { arbitrary: replaced, weight: 1 });
}

function withOnly(key: string, value: unknown): MutatedPayload {
  const payload: JsonObject = {};
  define(payload, key, value);
  return { payload, inputClass: 'extra field', note: `body = ${printable(payload, 160)}` };
}
