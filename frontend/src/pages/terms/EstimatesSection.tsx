import { Text } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { StaticSection } from '../static/StaticSection';
import { TextLink } from '../static/TextLink';

/** What a plan is and is not: the terms people most need before acting on a figure. */
export function EstimatesSection() {
  return (
    <StaticSection title="Your plan is an estimate">
      <Text>
        Your plan’s costs, savings, carbon figures and ratings are estimates. They are based on typical UK homes like yours, on
        the energy prices your plan names (the quarter in force on the day it was made, each with its date and source) and on
        the details you give us. They are a guide to help you decide what to look into, not a
        quote, a valuation or a promise.
      </Text>
      <Text>
        What you actually pay and save depends on your home, how you use energy, the installer you choose and prices at the time.
        Read <TextLink to="/about">how we work out your plan</TextLink>, and get a professional survey before you commit to work:
        you can <TextLink to={BRAND.surveyShopUrl}>book a {BRAND.productName} home survey</TextLink>.
      </Text>
      <Text>
        Grants results tell you which schemes you may qualify for. The organisation running each scheme decides who gets it.
      </Text>
    </StaticSection>
  );
}
