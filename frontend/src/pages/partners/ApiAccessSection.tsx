import { Code, Text } from '@chakra-ui/react';
import { StaticSection } from '../static/StaticSection';
import { TextLink } from '../static/TextLink';

const EXAMPLE_REQUEST = `POST /graphql
Content-Type: application/json

{ "query": "{ grantSchemes { name provider amount } }" }`;

/** For developers at partner organisations: only what the public API offers today. */
export function ApiAccessSection() {
  return (
    <StaticSection title="API access for organisations">
      <Text>
        Our GraphQL API is at <Code>/graphql</Code> on this website. Without signing up, you can read the grant schemes we check
        (<Code>grantSchemes</Code>) and find which of them a household may qualify for (<Code>eligibleGrants</Code>). Send each
        request as a JSON <Code>POST</Code>, for example:
      </Text>
      <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-word" p="4" rounded="md">
        {EXAMPLE_REQUEST}
      </Code>
      <Text>
        With a partner API key you can also check many households at once, find the grants open in a local authority and read
        anonymised statistics: see the <TextLink to="/developers">developer guide</TextLink>. Requests are rate limited. To plan a
        larger integration or ask for a key, <TextLink to="/contact">contact our team</TextLink>.
      </Text>
    </StaticSection>
  );
}
