import { Text } from '@chakra-ui/react';
import { BulletList } from '../static/BulletList';
import { StaticSection } from '../static/StaticSection';

export function RetentionSection() {
  return (
    <StaticSection title="How long we keep your information">
      <BulletList
        items={[
          'If you do not have an account, we delete your home and its plan 30 days after you last changed them.',
          'If you have an account, we keep your homes and plans for as long as you keep your account.',
          'We delete an account, and everything linked to it, 6 years after it was last signed in to.',
          'We keep quote requests, grants questionnaires and contact messages for 6 years from when you sent them.',
          'We keep records of how the plan was used for 12 months. After that we remove your email address, address, postcode and any identifiers, and keep only anonymous totals.',
          'Sign-in and password reset codes work for 10 minutes. We delete them a day after they expire.',
        ]}
      />
      <Text>We check these limits and delete what is due every day.</Text>
    </StaticSection>
  );
}
