/*
 * The mini build of zod: the browser runs these rules too, under a Content Security Policy without
 * eval, and the full build's object parser tries eval when it is built, which the browser reports
 * as a violation. The mini build never does, and is a fraction of the size.
 */
import * as z from 'zod/mini';

/** What a shared check answers: the input normalised, or its first problem and the field it is in. */
type Check<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

/** Nothing, null or empty text: how a form or a client leaves an answer out. */
export const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * `schema`, with whatever `isBlank` picks out read as `fallback` first: each input has its own ways
 * of saying "not given", and its own meaning for it.
 */
export const orWhenBlank = <S extends z.ZodMiniType>(schema: S, fallback: z.input<S>, isBlank: (value: unknown) => boolean = isEmpty) =>
  z.pipe(
    z.transform((value: unknown) => (isBlank(value) ? fallback : value)),
    schema,
  );

/** Exactly one of `options`, or a problem naming the field and every option. */
export const oneOf = <const T extends string>(field: string, options: readonly T[]) =>
  z.enum(options, { error: `${field} must be one of: ${options.join(', ')}` });

/**
 * Parses `input` with `schema` and answers with the first problem alone: an object's fields are
 * checked in the order its shape lists them, so the first issue is the first rule broken. The
 * field is the issue's path, where a list item's problem is its list's.
 */
export function checkWith<T>(schema: z.ZodMiniType<T>, input: unknown): Check<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const [{ message, path }] = result.error.issues;
  const field = path.filter((key) => typeof key === 'string').join('.');
  return field === '' ? { ok: false, message } : { ok: false, message, field };
}
