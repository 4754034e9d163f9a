import { getMetadataStorage } from 'type-graphql';

const namesByType = new WeakMap<object, readonly string[]>();

/** The names of the fields a type-graphql class declares with @Field, its own and those of the classes it extends. */
function declaredFieldNames(type: object): readonly string[] {
  let names = namesByType.get(type);
  if (!names) {
    const classes = new Set<unknown>();
    for (let target: unknown = type; typeof target === 'function' && target !== Function.prototype; target = Object.getPrototypeOf(target)) {
      classes.add(target);
    }
    names = [...new Set(getMetadataStorage().fields.filter((field) => classes.has(field.target)).map((field) => field.name))];
    namesByType.set(type, names);
  }
  return names;
}

/**
 * A plain copy of `source` holding exactly the fields the GraphQL type declares, getters included.
 * Each record's GraphQL class is the one description of what a reader may see of it, so the REST
 * answers and the views that show a record to someone other than its owner (a shared plan) are cut
 * from it instead of being listed again by hand; a column without @Field never leaves the server.
 */
export function pickDeclaredFields<T>(source: object, type: abstract new (...args: never[]) => T): T {
  const view: Record<string, unknown> = {};
  for (const name of declaredFieldNames(type)) view[name] = (source as Record<string, unknown>)[name];
  return view as T;
}
