import { Text } from '@chakra-ui/react';
import { BRAND, CONSENT_VERSION } from '@warmwise/common';
import { CONSENT_SHARING_TEXT } from '../../consent/ConsentDialog';
import { OfficeAddress } from '../../chrome/OfficeAddress';
import { BulletList } from '../static/BulletList';
import { StaticPage } from '../static/StaticPage';
import { StaticSection } from '../static/StaticSection';
import { TextLink } from '../static/TextLink';
import { CookiesSection } from './CookiesSection';
import { RetentionSection } from './RetentionSection';
import { WhatWeCollectSection } from './WhatWeCollectSection';
import { YourRightsSection } from './YourRightsSection';

/** /privacy: what the product really does with personal data, in plain words (docs/privacy-and-retention.md). */
export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      summary={`How ${BRAND.productName} collects, uses and protects your information, how long we keep it, and how to get a copy or have it deleted.`}
    >
      <StaticSection title="Who we are">
        <Text>
          {BRAND.officeAddress[0]} runs this website and is responsible for your personal information under UK data protection law
          (the UK GDPR and the Data Protection Act 2018). Our address is:
        </Text>
        <OfficeAddress color="fg" />
        <Text>
          This is version {CONSENT_VERSION} of our privacy and data use terms, the version you agree to when you start a plan.
        </Text>
      </StaticSection>

      <WhatWeCollectSection />

      <StaticSection title="Who we share it with">
        <Text>{CONSENT_SHARING_TEXT} We never sell it.</Text>
        <Text>We pass on only what is needed:</Text>
        <BulletList
          items={[
            'quote requests and contact messages go to our own team by email, so they can follow up',
            'to find your home’s energy performance certificate, we may look up your address and postcode in the government’s EPC register',
            'companies that host our website and send our emails handle your information for us, and may only use it to provide that service',
            'we would share information with the police or a regulator if the law required it',
          ]}
        />
        <Text>
          We do not pass your details to our <TextLink to="/partners">partners</TextLink>.
        </Text>
      </StaticSection>

      <RetentionSection />
      <CookiesSection />

      <StaticSection title="Children">
        <Text>
          {BRAND.productName} is for adults. We do not knowingly collect any information from children under 13. If you think a
          child under 13 has given us information, email us and we will delete it.
        </Text>
      </StaticSection>

      <YourRightsSection />

      <StaticSection title="Keeping your information safe">
        <Text>
          Your information travels over an encrypted connection. Only your own browser session, or your account once you sign in,
          can see your homes and plans. We limit how often anyone can try to sign in or send forms, to stop misuse.
        </Text>
      </StaticSection>

      <StaticSection title="Changes to this policy">
        <Text>If we change how we use your information, we will update this page and its version number.</Text>
      </StaticSection>

      <StaticSection title="Contact us">
        <Text>
          For any question about your information, email{' '}
          <TextLink to={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</TextLink> or use our{' '}
          <TextLink to="/contact">contact form</TextLink>.
        </Text>
      </StaticSection>
    </StaticPage>
  );
}
