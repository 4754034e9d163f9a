import { Code, Heading, Stack, Text } from '@chakra-ui/react';
import { BulletList } from '../pages/static/BulletList';
import { StaticPage } from '../pages/static/StaticPage';
import { StaticSection } from '../pages/static/StaticSection';
import { TextLink } from '../pages/static/TextLink';
import { CodeBlock } from './CodeBlock';
import { codeExamples } from './codeExamples';
import { PartnerChangelog } from './PartnerChangelog';
import { PARTNER_OPERATIONS } from './partnerOperations';
import { useSiteOrigin } from './useSiteOrigin';

const ERRORS = [
  ['UNAUTHENTICATED', '401', 'No key, a key we do not know, or a revoked key. The answer is the same for all three.'],
  ['RATE_LIMITED', '429', 'The key’s quota for the minute or the day is used up. Wait for the seconds in Retry-After.'],
  ['BAD_USER_INPUT', '200', 'An argument we cannot use, such as an unknown local authority or more than 100 households; the message says which.'],
  ['GRAPHQL_VALIDATION_FAILED', '400', 'The query does not match the schema, or is too deep or too large.'],
  ['SERVICE_UNAVAILABLE', '503', 'Quotas or the database cannot be reached for a moment. Try again shortly.'],
] as const;

/** /developers: how an organisation's developers use the partner API (docs/partner-api.md holds the same). */
export function DevelopersPage() {
  const origin = useSiteOrigin();
  return (
    <StaticPage
      title="Partner API for developers"
      summary="Energy suppliers, banks and local authorities can check grant eligibility in bulk, find the grants open in a local authority and read anonymised statistics, over our GraphQL API."
    >
      <StaticSection title="Get a key">
        <Text>
          Keys are issued to organisations. <TextLink to="/contact">Contact our team</TextLink> with your organisation’s name and
          the volume you expect. We send the key once: keep it secret and on your servers, never in a web page or an app. We store
          only a fingerprint of it, so a lost key cannot be shown again; ask us for a new one and we revoke the old.
        </Text>
      </StaticSection>

      <StaticSection title="Authentication">
        <Text>
          Send every request as a JSON <Code>POST</Code> to <Code>/graphql</Code> with your key in the <Code>Authorization</Code>{' '}
          header: <Code>Authorization: Bearer wk_…</Code>. Only the fields under <Code>partner</Code> need it; the public fields
          the website uses, such as <Code>grantSchemes</Code>, stay open.
        </Text>
      </StaticSection>

      <StaticSection title="Quotas">
        <Text>
          Each key has a quota per minute and per day (days run midnight to midnight UTC). A request counts once, however many
          partner fields it asks for. Every answer carries the IETF RateLimit headers:
        </Text>
        <BulletList
          items={[
            'RateLimit-Policy: both quotas, such as 60;w=60, 10000;w=86400',
            'RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds): the quota nearer to running out',
            'past a quota: HTTP 429, RATE_LIMITED, and Retry-After in seconds',
          ]}
        />
        <Text>
          <Code>partner {'{ quota { perMinute perDay usedToday } }'}</Code> tells you the same from inside a query.
        </Text>
      </StaticSection>

      <StaticSection title="Errors">
        <Text>Errors come in the GraphQL errors list with a code in extensions.code, and the HTTP status says the same:</Text>
        <BulletList
          items={ERRORS.map(([code, status, when]) => (
            <>
              <Code>{code}</Code> (HTTP {status}): {when}
            </>
          ))}
        />
      </StaticSection>

      <StaticSection title="What you can ask">
        <Text>
          Statistics are anonymised: a count below 10 comes back as <Code>null</Code> with <Code>suppressed: true</Code>, so is a
          scheme’s count when fewer than 10 of the month’s households fall outside it, and no totals are given, so a withheld count
          cannot be worked out from the others. Send long lists of households as a variable, as below.
        </Text>
        {PARTNER_OPERATIONS.map((operation) => (
          <Stack key={operation.title} gap="2">
            <Heading as="h3" size="md">
              {operation.title}
            </Heading>
            <CodeBlock label={`${operation.title}: query`}>{operation.query}</CodeBlock>
            {operation.variables && <CodeBlock label={`${operation.title}: variables`}>{JSON.stringify(operation.variables, null, 2)}</CodeBlock>}
          </Stack>
        ))}
      </StaticSection>

      <StaticSection title="Examples">
        {codeExamples(origin).map(({ language, code }) => (
          <Stack key={language} gap="2">
            <Heading as="h3" size="md">
              {language}
            </Heading>
            <CodeBlock label={`${language} example`}>{code}</CodeBlock>
          </Stack>
        ))}
      </StaticSection>

      <StaticSection title="Playground">
        <Text>
          The <TextLink to="/playground">API playground</TextLink> lets you explore the schema’s documentation and run these
          operations with your key: paste it into the Headers tab. It runs entirely from this website, so it works on a closed
          network too. It is open while we develop and on servers that enable it.
        </Text>
      </StaticSection>

      <PartnerChangelog />
    </StaticPage>
  );
}
