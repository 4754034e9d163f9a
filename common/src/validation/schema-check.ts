/*
 * The mini build of zod: the browser runs these rules too, under a Content Security Policy without
 * eval, and the full build's object parser tries eval when it is built, which the browser reports
 * as a violation. The mini build never does, and is a fraction of the size.
 */
import * as z from 'zod/mini';
import { isRecord } from '../energy-plan/values.js';

/**
 * What a shared check answers: the input normalised, or its first problem and the field it is in;
 * a problem shared by several fields (all the blank ones, say) names them all in `fields`.
 */
type Check<T> = { ok: true; value: T } | { ok: false; message: string; field?: string; fields?: string[] };

/** A rule set that reads anything and answers with its normalised value: what every input is parsed with. */
export type InputSchema<T> = z.ZodMiniType<T>;

/** Where a custom rule (a transform or a refinement over several fields) puts the problems it finds. */
type IssueContext = { issues: z.core.$ZodRawIssue[] };

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

/** Text as sent, trimmed; what is not text reads as empty, so a missing field meets its own rule. */
export const trimmedText = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : '')),
  z.string(),
);

/** Text that must not be blank once trimmed, or `message`. */
export const requiredText = (message: string) => z.pipe(trimmedText, z.string().check(z.minLength(1, { error: message })));

/**
 * A request body or argument list read as an object of `shape`: anything but an object reads as an
 * empty one, so each field meets its own rule (a missing field and a body of `[]` say the same).
 */
export const payloadObject = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.pipe(
    z.transform((input: unknown) => (isRecord(input) ? input : {})),
    z.object(shape),
  );

/**
 * A problem several fields share, raised by a rule over the whole input: reported once, naming each
 * field, so a form marks every one and the server's answer lists them.
 */
export function addSharedIssue(context: IssueContext, input: unknown, message: string, fields: string[]): void {
  context.issues.push({ code: 'custom', message, input, params: { fields } });
}

/**
 * Reports a problem found by a check of part of the input under the whole field name that check
 * gives it (such as 'members.over_66_years' or 'households[2].income'), where zod would nest it
 * under the part's own key: the field names a part's own check gives stay the same wherever it is
 * sent.
 */
export function reportAt(context: IssueContext, input: unknown, message: string, field: string): never {
  context.issues.push({ code: 'custom', message, input, path: [field] });
  return z.NEVER;
}

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
  const [issue] = result.error.issues;
  const field = issue.path.filter((key) => typeof key === 'string').join('.');
  const fields = sharedFields(issue);
  return { ok: false, message: issue.message, ...(field !== '' && { field }), ...(fields && { fields }) };
}

/** The fields a problem raised by addSharedIssue names; undefined for any other problem. */
export function sharedFields(issue: z.core.$ZodIssue): string[] | undefined {
  const fields: unknown = issue.code === 'custom' ? issue.params?.fields : undefined;
  return Array.isArray(fields) ? fields.filter((field) => typeof field === 'string') : undefined;
}
