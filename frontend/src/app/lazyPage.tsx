import { type ComponentType, lazy, useState } from 'react';
import { loadApolloScope } from './WithApollo';

interface LazyPageOptions {
  /** The page queries or mutates: Apollo Client is fetched alongside its code. */
  withApollo?: boolean;
}

/** A route's page that downloads its code on first use; `load` fetches it ahead of rendering. */
export type RoutePage = ComponentType & { load: () => Promise<unknown> };

/**
 * A route's page, downloaded when the route is first visited so each visitor fetches only the
 * screens they open. Pages that talk to the API load Apollo Client in parallel with their code.
 * Once its code is in, the page renders at once rather than through a lazy component, which
 * suspends on its first render however early the code arrived: a screen the browser draws on
 * arrival then paints in one go, not its frame first and the page after a Suspense retry.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { withApollo = false }: LazyPageOptions = {},
): RoutePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;

  async function loadPage(): Promise<ComponentType> {
    if (!withApollo) return (await load())[name];
    const [module, { ApolloScope }] = await Promise.all([load(), loadApolloScope()]);
    const Page: ComponentType = module[name];
    function PageWithApollo() {
      return (
        <ApolloScope>
          <Page />
        </ApolloScope>
      );
    }
    return PageWithApollo;
  }

  const loadOnce = () => {
    loading ??= loadPage().then(
      (page) => (loaded = page),
      (error: unknown) => {
        // A failed download (a dropped connection) is tried again on the next visit.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await loadOnce() }));

  function RoutePageOf() {
    // Chosen once per visit of the route: switching between the two would remount the page.
    const [Page] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Page />;
  }
  return Object.assign(RoutePageOf, { load: loadOnce });
}
