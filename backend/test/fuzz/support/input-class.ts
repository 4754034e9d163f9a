import { AWKWARD_CHARACTERS } from './bad-values.js';

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const BIDI_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const EMOJI = /\p{Extended_Pictographic}/u;
const CONTROL = /\p{Cc}/u;
// Without the `u` flag a pattern sees UTF-16 code units, which is what a lone surrogate is.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const INJECTION = /[<>'"]|\$\{|\{\{|\.\.\/|%[sn]|\\/;

/**
 * A short name for the kind of bad value, so a failure report groups "NUL in any field" apart
 * from "a huge string" and the lead can route each kind to whoever owns it.
 */
export function classOfValue(value: unknown): string {
  if (typeof value === 'string') return classOfString(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') {
    return Object.keys(value).some((key) => PROTOTYPE_KEYS.has(key)) ? 'prototype key' : 'object';
  }
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) <= 2 ** 31 ? 'integer' : 'extreme number';
  return typeof value;
}

function classOfString(value: string): string {
  if (value.includes('\u0000')) return 'NUL';
  if (LONE_SURROGATE.test(value)) return 'lone surrogate';
  if (value.length >= 1_000) return 'huge string';
  if (CONTROL.test(value)) return 'control character';
  if (BIDI_MARKS.test(value)) return 'bidi mark';
  if (EMOJI.test(value)) return 'emoji';
  if (AWKWARD_CHARACTERS.some((character) => value.includes(character))) return 'odd character';
  if (PROTOTYPE_KEYS.has(value)) return 'prototype word';
  if (INJECTION.test(value)) return 'injection';
  if (value.trim() === '') return 'blank string';
  return 'string';
}

/** An input as a failure message prints it: long runs cut short, every escape visible. */
export function printable(value: unknown, limit = 400): string {
  const json = JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'string' && inner.length > 120 ? shortened(inner) : inner)) ?? 'undefined';
  return json.length > limit ? `${json.slice(0, limit)}…` : json;
}

const shortened = (text: string) => `${text.slice(0, 40)}…[${text.length} chars]…${text.slice(-20)}`;
