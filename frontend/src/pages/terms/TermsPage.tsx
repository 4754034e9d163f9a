import { Text } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { BulletList } from '../static/BulletList';
import { StaticPage } from '../static/StaticPage';
import { StaticSection } from '../static/StaticSection';
import { TextLink } from '../static/TextLink';
import { EstimatesSection } from './EstimatesSection';

/** /terms: the terms of use a visitor agrees to in the consent dialog and at registration. */
export function TermsPage() {
  return (
    <StaticPage
      title="Terms & Conditions"
      summary={`The rules for using ${BRAND.productName}. By using this website you agree to them, so please read them carefully.`}
    >
      <StaticSection title="About us">
        <Text>
          This website is run by {BRAND.officeAddress.join(', ')}. You can contact us at{' '}
          <TextLink to={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</TextLink>.
        </Text>
      </StaticSection>

      <StaticSection title={`Who can use ${BRAND.productName}`}>
        <Text>
          You must be 18 or over to use {BRAND.productName}, including to create a plan, ask for a quote or open an account.
        </Text>
      </StaticSection>

      <StaticSection title="What we provide">
        <Text>
          {BRAND.productName} is free to use. It builds an energy plan for your home, checks which grants you may qualify for and
          lets you ask our team for quotes. Home surveys and energy performance certificates are sold through our online shop, on
          the terms shown when you buy.
        </Text>
      </StaticSection>

      <EstimatesSection />

      <StaticSection title="Quotes">
        <Text>
          When you ask for a quote, we send your request to our team, who will contact you. Asking for a quote does not commit you
          to anything.
        </Text>
      </StaticSection>

      <StaticSection title="Your account">
        <Text>
          An account is optional. Keep your password to yourself, and tell us if you think someone else has used your account. You
          can delete your account at any time from the account menu. We delete accounts that have not been signed in to for 6
          years.
        </Text>
      </StaticSection>

      <StaticSection title="Using the website fairly">
        <Text>You must not:</Text>
        <BulletList
          items={[
            'give details of a home or email address that are not yours to give',
            'try to see or change anyone else’s information',
            'send requests automatically in a way that overloads or harms the service',
            'copy our content to offer it as your own service',
          ]}
        />
        <Text>We limit how often requests can be made, and we may block use that breaks these terms.</Text>
      </StaticSection>

      <StaticSection title="Availability and changes">
        <Text>
          We work to keep {BRAND.productName} available and accurate, but we cannot promise it will always be available or free
          of errors. We may change or stop features. If we change these terms, we will update this page.
        </Text>
      </StaticSection>

      <StaticSection title="Our responsibility to you">
        <Text>
          We are responsible for loss you suffer that was a foreseeable result of us breaking these terms or not using reasonable
          care. We are not responsible for decisions you make on the basis of an estimate without getting professional advice, or
          for work carried out by installers you choose. Nothing in these terms limits our responsibility for death or personal
          injury caused by our negligence, for fraud, or anything else the law does not allow us to limit. These terms do not
          affect your legal rights as a consumer.
        </Text>
      </StaticSection>

      <StaticSection title="Your information">
        <Text>
          Our <TextLink to="/privacy">Privacy Policy</TextLink> explains what we collect, how long we keep it and how to get a
          copy or have it deleted.
        </Text>
      </StaticSection>

      <StaticSection title="Law and disputes">
        <Text>
          These terms are governed by Scots law. If there is a dispute, you can take it to the courts of Scotland or, if you live
          elsewhere in the UK, to the courts where you live.
        </Text>
      </StaticSection>
    </StaticPage>
  );
}
