import { Badge, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { epcBandOf } from '@warmwise/common';
import { graphql } from '../../gql';
import type { RentalStandard_StandardFragment } from '../../gql/graphql';
import { FigureRows, type FigureRow } from '../heat-pump/FigureRows';
import { rated } from '../ratingWords';
import { LandlordGrants } from './LandlordGrants';
import { RouteToBand } from './RouteToBand';
import { RuleDetails, SourceLine } from './RuleDetails';
import { STATUS_LOOKS } from './standardWords';

/**
 * On the standard, not the plan: the plan's own selection already carries as many fragments (each
 * with its `__typename`) as the API allows in one place.
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const rentalStandardFragment = graphql(`
  fragment RentalStandard_standard on RentalStandard {
    ruleStatus
    title
    fabricOnly
    headline
    status
    requiredBand
    newTenanciesFrom
    allTenanciesFrom
    currentScore
    certificateScore
    certificateBand
    costCapGbp
    route {
      ...RouteToBand_route
    }
    withinCap {
      ...RouteToBand_route
    }
    exemption
    tenantSaving
    grants {
      name
      amount
      verdict
      who
    }
    notes
    todayMinimum
    exemptions
    penalty
    source
    sourceUrl
    sourceAsOf
    sourceGrade
  }
`);

type Standard = RentalStandard_StandardFragment;

/** Where the standard rates the fabric alone (Scotland's heat retention), its scores are our estimate of that, not the EPC's. */
const ratingLabel = (standard: Standard, label: string, fabricLabel: string) => (standard.fabricOnly ? fabricLabel : label);

/** Today's rating against the band asked for, and the certificate's where it says another band. */
function ratingRows(standard: Standard): FigureRow[] {
  const { currentScore, certificateScore, certificateBand, requiredBand } = standard;
  const rows: FigureRow[] = [[ratingLabel(standard, 'This home today', 'Its heat retention today (our estimate)'), rated(currentScore)]];
  if (certificateBand && certificateBand !== epcBandOf(currentScore)) {
    rows.push(['Its certificate says', certificateScore === null ? certificateBand : rated(certificateScore, certificateBand)]);
  }
  if (requiredBand) rows.push(['The standard asks for', `Band ${requiredBand}`]);
  return rows;
}

/**
 * Where a privately let home stands against its nation's minimum standard: the cheapest way to the
 * band against the cost cap, the exemption route where the cap does not reach it, the tenant's side,
 * the schemes that help and the rule with its dated source. In the words of whoever is planning
 * (the server words the headline and the tenant's saving). A home not let privately has no card.
 */
export function RentalStandardCard({ standard }: { standard: Standard | null | undefined }) {
  if (!standard) return null;
  const look = STATUS_LOOKS[standard.status];
  return (
    <Card.Root as="section" aria-labelledby="rental-standard-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="rental-standard-title">
          {standard.title}
        </Heading>
      </Card.Header>
      <Card.Body gap="5">
        {standard.ruleStatus === 'draft' && (
          <Text borderStartWidth="4px" borderColor="orange.solid" ps="3" fontWeight="semibold">
            A draft rule, proposed and not yet law: its dates and figures may change.
          </Text>
        )}
        <Stack gap="2" align="flex-start">
          <Badge colorPalette={look.palette} size="lg">
            {look.words}
          </Badge>
          <Text fontSize="lg" fontWeight="semibold">
            {standard.headline}
          </Text>
        </Stack>
        {standard.status !== 'no_standard' && <Standing standard={standard} />}
        <SourceLine standard={standard} />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The home's figures against a standard in force or drafted. The tenant's saving is said after the
 * package it counts: what the cap buys where the cap stops short of the band, else the route.
 */
function Standing({ standard }: { standard: Standard }) {
  const { route, withinCap, costCapGbp, tenantSaving, exemption } = standard;
  const after = ratingLabel(standard, 'Rating once done', 'Heat retention once done (our estimate)');
  return (
    <>
      <FigureRows rows={ratingRows(standard)} />
      {route && <RouteToBand heading={`The cheapest way to band ${standard.requiredBand}`} route={route} capGbp={costCapGbp} ratingLabel={after} saving={withinCap ? null : tenantSaving} />}
      {exemption && (
        <Stack gap="2">
          <Heading as="h3" size="md">
            The exemption route
          </Heading>
          <Text>{exemption}</Text>
        </Stack>
      )}
      {withinCap && <RouteToBand heading="What the cap buys" route={withinCap} capGbp={costCapGbp} ratingLabel={after} saving={tenantSaving} />}
      <LandlordGrants grants={standard.grants} />
      <RuleDetails standard={standard} />
    </>
  );
}
