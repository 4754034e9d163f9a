import { chakra } from '@chakra-ui/react';
import type { CertificateCheck_CheckFragment } from '../../gql/graphql';
import { pointsEffect } from './checkWords';

type Difference = CertificateCheck_CheckFragment['differences'][number];

const COLUMNS = ['Fact', 'Certificate says', 'You say', 'Effect on rating'];

// A plain table, ruled under each row: the app's theme leaves out Chakra's table recipe (app/system.ts).
const CELL = { textAlign: 'start', verticalAlign: 'top', py: '2', pe: { base: '2', md: '3' }, borderBottomWidth: '1px', _last: { pe: '0' } } as const;
const Table = chakra('table', { base: { width: 'full', fontSize: 'sm', borderCollapse: 'collapse', breakInside: 'avoid' } });
const Caption = chakra('caption', { base: { textAlign: 'start', fontWeight: 'semibold', fontSize: 'md', mb: '2' } });
const Th = chakra('th', { base: CELL });
const Td = chakra('td', { base: CELL });

/** Each fact the certificate and the household state differently, and what the household's version does to the rating. */
export function CertificateDifferences({ differences }: { differences: readonly Difference[] }) {
  if (differences.length === 0) return null;
  return (
    <Table>
      <Caption>Where the certificate and you differ</Caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <Th key={column} scope="col" color="fg.muted" fontWeight="normal">
              {column}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {differences.map((difference) => (
          <tr key={difference.fact}>
            <Th scope="row" fontWeight="semibold">
              {difference.fact}
            </Th>
            <Td>{difference.certificate}</Td>
            <Td>{difference.household}</Td>
            <Td>{pointsEffect(difference.pointsEffect)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
