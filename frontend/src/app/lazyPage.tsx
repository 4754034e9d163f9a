import { lazy, type ComponentType } from 'react';
import { loadApolloScope } from './WithApollo';

interface LazyPageOptions {
  /** The page queries or mutates: Apollo Client is fetched alongside its code. */
  withApollo?: boolean;
}

/**
 * A route's page, downloaded when the route is first visited so each visitor fetches only the
 * screens they open. Pages that talk to the API load Apollo Client in parallel with their code.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { withApollo = false }: LazyPageOptions = {},
) {
  return lazy(async () => {
    if (!withApollo) return { default: (await load())[name] };
    const [module, { ApolloScope }] = await Promise.all([load(), loadApolloScope()]);
    const Page: ComponentType = module[name];
    function PageWithApollo() {
      return (
        <ApolloScope>
          <Page />
        </ApolloScope>
      );
    }
    return { default: PageWithApollo };
  });
}
