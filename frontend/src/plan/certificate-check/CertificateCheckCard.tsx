import { Badge, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { CertificateCheck_CheckFragment } from '../../gql/graphql';
import { longDate, rated } from '../ratingWords';
import { DefinedFigure } from '../steps/DefinedFigure';
import { adviceHeading, ageWords, likelyRating } from './checkWords';
import { CertificateDifferences } from './CertificateDifferences';

/**
 * On the check, not the plan: the plan's own selection already carries as many fragments (each
 * with its `__typename`) as the API allows in one place.
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const certificateCheckFragment = graphql(`
  fragment CertificateCheck_check on CertificateCheck {
    status
    lodgedOn
    validUntil
    ageYears
    lodgedScore
    lodgedBand
    likelyScore
    likelyLow
    likelyHigh
    differences {
      fact
      certificate
      household
      pointsEffect
    }
    methodNote
    summary
    advice
    reasons
    newCertificateCost
  }
`);

type Check = CertificateCheck_CheckFragment;

/**
 * "Is my certificate right?": the lodged certificate against what the household told us, the band a
 * new assessment would likely give, and whether a new certificate is worth paying for. Every plan
 * has one but a plan stored before the check existed.
 */
export function CertificateCheckCard({ check }: { check: Check | null | undefined }) {
  if (!check) return null;
  return (
    <Card.Root as="section" aria-labelledby="certificate-check-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="certificate-check-title">
          Is my certificate right?
        </Heading>
      </Card.Header>
      <Card.Body gap="5">
        <Text fontSize="lg">{check.summary}</Text>
        <Stack as="dl" gap="2">
          <CertificateFacts check={check} />
          <DefinedFigure label="A new assessment" value={likelyRating(check)} inline />
        </Stack>
        <CertificateDifferences differences={check.differences} />
        {check.methodNote && (
          <Text fontSize="sm" color="fg.muted">
            {check.methodNote}
          </Text>
        )}
        <Stack gap="2">
          <Heading as="h3" size="md">
            {adviceHeading(check.advice, check.newCertificateCost)}
          </Heading>
          <List.Root as="ul" ps="5" gap="1">
            {check.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** When the certificate was lodged, until when it is valid and how old it is; or that we hold none. */
function CertificateFacts({ check }: { check: Check }) {
  if (check.status === 'missing') return <DefinedFigure label="Certificate" value="None we hold for this home" inline />;
  const expired = check.status === 'expired' ? <Badge colorPalette="red">Expired</Badge> : null;
  return (
    <>
      {check.lodgedBand && <DefinedFigure label="Its rating" value={check.lodgedScore === null ? check.lodgedBand : rated(check.lodgedScore, check.lodgedBand)} inline />}
      {check.lodgedOn && <DefinedFigure label="Lodged" value={longDate(check.lodgedOn)} inline />}
      {check.validUntil && <DefinedFigure label="Valid until" value={longDate(check.validUntil)} badge={expired} inline />}
      {check.ageYears !== null && <DefinedFigure label="Age" value={ageWords(check.ageYears)} inline />}
    </>
  );
}
