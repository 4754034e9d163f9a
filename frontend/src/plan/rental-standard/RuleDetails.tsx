import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { RentalStandard_StandardFragment } from '../../gql/graphql';
import { FigureRows, type FigureRow } from '../heat-pump/FigureRows';
import { longDate, pounds } from '../ratingWords';
import { FoldedDetails } from './FoldedDetails';
import { sourceDate } from './standardWords';

type Standard = RentalStandard_StandardFragment;

/** The rule's dates and cap, where a nation sets them. */
function ruleRows({ requiredBand, newTenanciesFrom, allTenanciesFrom, costCapGbp }: Standard): FigureRow[] {
  const rows: FigureRow[] = [];
  if (newTenanciesFrom) rows.push([`A new tenancy needs band ${requiredBand} from`, longDate(newTenanciesFrom)]);
  if (allTenanciesFrom) rows.push([`Every private let needs band ${requiredBand} from`, longDate(allTenanciesFrom)]);
  if (costCapGbp !== null) rows.push(['Cost cap a landlord must spend up to', pounds(costCapGbp)]);
  return rows;
}

/** The rule itself: its dates and cap, today's minimum, then its exemptions, penalty and notes folded away. */
export function RuleDetails({ standard }: { standard: Standard }) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        The rule
      </Heading>
      <FigureRows rows={ruleRows(standard)} />
      <Text>{standard.todayMinimum}</Text>
      <FoldedDetails label="Exemptions, penalty and what the figures rest on">
        <Stack gap="3">
          {standard.exemptions.length > 0 && <Listed heading="Exemptions" lines={standard.exemptions} />}
          {standard.penalty && (
            <Stack gap="1">
              <Heading as="h4" size="sm">
                Letting below the standard
              </Heading>
              <Text>{standard.penalty}</Text>
            </Stack>
          )}
          <Listed heading="What the figures rest on" lines={standard.notes} />
        </Stack>
      </FoldedDetails>
    </Stack>
  );
}

function Listed({ heading, lines }: { heading: string; lines: readonly string[] }) {
  const headingId = useId();
  return (
    <Stack gap="1">
      <Heading as="h4" size="sm" id={headingId}>
        {heading}
      </Heading>
      <List.Root as="ul" ps="5" gap="1" aria-labelledby={headingId}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** 'Source: DESNZ, … (21 January 2026, secondary)': what the rule rests on, linked, with its date and how firm it is. */
export function SourceLine({ standard }: { standard: Standard }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {'Source: '}
      <Link href={standard.sourceUrl} target="_blank" rel="noopener noreferrer" variant="underline" color="fg.muted" display="inline">
        {standard.source}
      </Link>
      {` ${sourceDate(standard)}`}
    </Text>
  );
}
