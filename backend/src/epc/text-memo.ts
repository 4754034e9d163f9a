/**
 * Remembers a pure function of the register's words. Every look-up maps each home's descriptions
 * to form options, and the register repeats a few hundred distinct phrasings, so most answers are
 * found here instead of by regular expressions. Bounded: past `maxEntries` distinct inputs (unusual
 * text from an imported file) it starts afresh rather than grow.
 */
export function memoizeText<A extends Array<string | null | undefined>, R>(fn: (...args: A) => R, maxEntries = 5_000): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args: A) => {
    // The unit separator cannot occur in the register's text, so the key is unambiguous; a missing
    // value and an empty one are the same text to every mapping here.
    const key = args.length === 1 ? (args[0] ?? '') : args.map((arg) => arg ?? '').join('\u001f');
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as R;
    if (answers.size >= maxEntries) answers.clear();
    const answer = fn(...args);
    answers.set(key, answer);
    return answer;
  };
}
