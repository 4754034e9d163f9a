import { Text } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { BulletList } from '../static/BulletList';
import { StaticSection } from '../static/StaticSection';
import { TextLink } from '../static/TextLink';

const ICO_COMPLAINTS_URL = 'https://ico.org.uk/make-a-complaint/';

export function YourRightsSection() {
  return (
    <StaticSection title="Your rights">
      <Text>Under data protection law, you have the right to:</Text>
      <BulletList
        items={[
          'get a copy of the information we hold about you',
          'have information corrected if it is wrong',
          'have your information deleted',
          'object to how we use your information, or ask us to limit it',
        ]}
      />
      <Text>
        If you have an account, you can do the first and third yourself. Sign in, then open the account menu at the top of the page
        (it shows your email address; on a small screen, open ‘Menu’ first):
      </Text>
      <BulletList
        items={[
          'choose ‘Download My Data’ to get a file with everything we hold about you',
          'choose ‘Delete My Account’ to delete your account and everything linked to it straight away',
        ]}
      />
      <Text>
        After you delete your account, we still hold anonymous totals that no longer relate to you, the copies of your messages and
        quote requests already emailed to our team, and our backups until they are replaced.
      </Text>
      <Text>
        You can correct your home’s details at any time with ‘Edit Profile &amp; Preferences’ on your plan. For anything else, or
        if you do not have an account, email <TextLink to={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</TextLink>. We
        will reply within one month.
      </Text>
      <Text>
        If you are unhappy with how we have used your information, please tell us first. You can also{' '}
        <TextLink to={ICO_COMPLAINTS_URL}>complain to the Information Commissioner’s Office (ICO)</TextLink>.
      </Text>
    </StaticSection>
  );
}
