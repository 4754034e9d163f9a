import { Button, Text } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { LuExternalLink } from 'react-icons/lu';
import { BulletList } from '../static/BulletList';
import { StaticPage } from '../static/StaticPage';
import { StaticSection } from '../static/StaticSection';
import { TextLink } from '../static/TextLink';
import { ImpactFigures } from './ImpactFigures';
import { PlanAssumptionsSection } from './PlanAssumptionsSection';
import { useScrollToHash } from './useScrollToHash';

/** /about: why we exist, how we work, what we have done, and the numbers behind every plan. */
export function AboutPage() {
  useScrollToHash();
  return (
    <StaticPage
      title={`About ${BRAND.productName}`}
      summary="We help UK households find the changes that will make their home warmer, cheaper to run and better for the planet."
    >
      <StaticSection title="Our mission">
        <Text>
          Many people want to cut their energy bills but do not know where to start, or which advice to trust. We give every
          household a free, personal plan that puts the changes worth making first and is honest about what they cost and save.
        </Text>
      </StaticSection>

      <StaticSection title="Our approach">
        <BulletList
          items={[
            'We start from what is already known about your home: its energy performance certificate and the details you give us.',
            'We rank improvements by what matters to you, such as lower bills, a warmer home or a smaller carbon footprint.',
            'We show the cost, the yearly saving and the carbon saved for each one, so you can compare them.',
            'We tell you about grants and funding you may be able to get.',
            'You do not need to sign up to get a plan.',
          ]}
        />
      </StaticSection>

      <StaticSection title="Our expertise">
        <Text>
          Our energy model follows the government&apos;s Standard Assessment Procedure (SAP), the method behind every EPC, and we
          check it against measured energy use in real homes. Our assessors are qualified to carry out home surveys and EPCs, and
          our team has advised thousands of households on insulation, heating and renewable energy.
        </Text>
      </StaticSection>

      <ImpactFigures />

      <PlanAssumptionsSection />

      <StaticSection title="Book a home survey">
        <Text>
          A plan is a good place to start. For advice based on your actual home, one of our assessors can visit and check every
          measure for you. If you have a question first, <TextLink to="/contact">contact our team</TextLink>.
        </Text>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <a href={BRAND.surveyShopUrl} target="_blank" rel="noopener noreferrer">
            Book a Home Survey <LuExternalLink aria-hidden="true" />
            <Text as="span" srOnly>
              (opens in a new tab)
            </Text>
          </a>
        </Button>
      </StaticSection>
    </StaticPage>
  );
}
