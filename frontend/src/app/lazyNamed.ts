import { type ComponentType, lazy } from 'react';

/**
 * A component from a module of its own, downloaded the first time it renders: for parts of a
 * screen that are not needed to paint it (a dialog before it opens, cards below the first screen).
 */
export function lazyNamed<Props extends object, Name extends string>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}
