import { isValidElement } from 'react';
import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import type { RoutePage } from './lazyPage';

/** The app's own route table, read from `AppRoutes`. */
export function appRouteTable(): RouteObject[] {
  return createRoutesFromChildren(AppRoutes().props.children);
}

const isRoutePage = (type: unknown): type is RoutePage => typeof type === 'function' && 'load' in type;

/** Fetches the code of the page at `pathname` where it is a download of its own (see `lazyPage`). */
export async function loadPageAt(pathname: string): Promise<void> {
  const element = matchRoutes(appRouteTable(), pathname)?.at(-1)?.route.element;
  const page: unknown = isValidElement(element) ? element.type : null;
  if (isRoutePage(page)) await page.load();
}
