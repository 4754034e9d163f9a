import { Text } from '@chakra-ui/react';
import { BulletList } from '../pages/static/BulletList';
import { StaticSection } from '../pages/static/StaticSection';

/** Newest first. The API changes by addition and deprecation, never by removing what partners use. */
const CHANGES = [
  'December 2026: rentedHomes(homes) answers, for up to 20 homes a call, the standard for privately rented homes in the home’s nation (where it stands, the cheapest route to band C against the cost cap, the exemption route and the grants a landlord can use) and a check of its certificate.',
  'November 2026: each scheme of eligibility answers verdict (likely, check or unlikely) and reasons, likely first, and a household may give its home’s postcode, tenure and epcRating; every scheme adds amountAsOf, source, sourceUrl, endedOn and nation, and its amount is the one we state today (the Boiler Upgrade Scheme: £7,500 towards a heat pump); grants(localAuthority) also lists the nation’s own schemes (Nest in Wales).',
  'November 2026: the partner API opens: partner { name, quota, eligibility, grants, submissionStatistics }.',
];

export function PartnerChangelog() {
  return (
    <StaticSection title="Changelog">
      <Text>
        We add fields and arguments but never remove or change one you may use: a field that is to go is first marked deprecated in
        the schema, with what to use instead, and stays for at least six months.
      </Text>
      <BulletList items={CHANGES} />
    </StaticSection>
  );
}
