/** How PostgreSQL's COPY text format writes NULL. */
export const COPY_NULL = '\\N';

const NEEDS_ESCAPE = /[\\\t\n\r\0]/;
const ESCAPES = /[\\\t\n\r\0]/g;
const ESCAPE_OF: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '' };

/**
 * A text value for COPY's text format: backslash, tab and line breaks escaped. NUL characters,
 * which PostgreSQL text cannot hold, are dropped.
 */
export function copyText(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(ESCAPES, (c) => ESCAPE_OF[c]) : value;
}
