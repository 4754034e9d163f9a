import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import './playground.css';
import { useRef, type ComponentProps } from 'react';
import { TextLink } from '../pages/static/TextLink';
import { usePageTitle } from '../pages/usePageTitle';
import { AUTHORIZATION_HEADERS, PARTNER_OPERATIONS } from '../developers/partnerOperations';
import { useAccessibleGraphiQL } from './accessibleGraphiQL';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

/**
 * Sends the playground's operations to our own /graphql, with the headers typed in its editor.
 * Error answers (401, 429) carry a GraphQL body too, which the result pane shows as it is.
 */
const fetcher: Fetcher = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(params),
    credentials: 'same-origin',
  });
  return response.json();
};

const EXAMPLE_TABS = PARTNER_OPERATIONS.map((operation) => ({
  query: operation.query,
  variables: operation.variables ? JSON.stringify(operation.variables, null, 2) : undefined,
  headers: AUTHORIZATION_HEADERS,
}));

/**
 * /playground: GraphiQL bundled into our build, so it needs nothing from another site. Loaded
 * only on this route; the server answers 404 for it where the playground is off.
 */
export function PlaygroundPage() {
  usePageTitle('API playground');
  const frame = useRef<HTMLDivElement>(null);
  useAccessibleGraphiQL(frame);
  return (
    <Container maxW="full" py="6">
      <Heading as="h1" size="2xl" mb="2">
        API playground
      </Heading>
      <Text mb="4">
        Put your key into the Headers tab in place of &lt;your key&gt;, then run an example. The Docs button shows every type and
        field. <TextLink to="/developers">How the partner API works</TextLink>.
      </Text>
      <Box ref={frame} h="75vh" minH="560px" borderWidth="1px" rounded="md" overflow="hidden">
        <GraphiQL
          fetcher={fetcher}
          defaultTabs={EXAMPLE_TABS}
          defaultHeaders={AUTHORIZATION_HEADERS}
          defaultEditorToolsVisibility="headers"
          shouldPersistHeaders={false}
          forcedTheme="light"
        />
      </Box>
    </Container>
  );
}
