import { useQuery } from '@apollo/client/react';
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { formatCount } from '@warmwise/common';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { friendlyMessage } from '../errors/friendlyMessage';
import { isNotFound } from '../errors/isNotFound';
import { usePageTitle } from '../pages/usePageTitle';
import { CertificateCheckCard } from '../plan/certificate-check/CertificateCheckCard';
import { PlanCopy } from '../plan/copy/PlanCopy';
import { HeatPumpVerdictCard } from '../plan/heat-pump/HeatPumpVerdictCard';
import { HeatingDecisionCard } from '../plan/heating-decision/HeatingDecisionCard';
import { HomeToday } from '../plan/overview/HomeToday';
import { ImprovementPotential } from '../plan/overview/ImprovementPotential';
import { PropertyOverview } from '../plan/overview/PropertyOverview';
import { RecommendationsCard } from '../plan/recommendations/RecommendationsCard';
import { RentalStandardCard } from '../plan/rental-standard/RentalStandardCard';
import { SourcesFootnote } from '../plan/SourcesFootnote';
import { LoadingState } from '../plan/states/LoadingState';
import { PlanSteps } from '../plan/steps/PlanSteps';
import { SharedPlanNotFound } from './SharedPlanNotFound';
import { sharedPlanQuery } from './sharedPlan.query';
import { useNoIndex } from './useNoIndex';

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** /plan/{token}: someone's plan, read-only, as it is now. */
export function SharedPlanPage() {
  usePageTitle('Shared Energy Plan');
  useNoIndex();
  const { token = '' } = useParams();
  const { data, error, loading } = useQuery(sharedPlanQuery, { variables: { token }, fetchPolicy: 'network-only' });
  if (loading) return <LoadingState label="Loading the shared energy plan..." />;
  if (!data) {
    if (!error || isNotFound(error)) return <SharedPlanNotFound />;
    return <Unavailable message={friendlyMessage(error)} />;
  }
  const { property, energyPlan, sharedAt } = data.sharedPlan;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6" data-print-document="">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Home Energy Plan
          </Heading>
          <Text color="fg.muted" data-testid="plan-address">
            {property.fullAddress?.trim() || property.address}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            A read-only plan shared with you on {LONG_DATE.format(new Date(sharedAt))}, last updated{' '}
            {LONG_DATE.format(new Date(energyPlan.updatedAt))}. It could save about £{formatCount(energyPlan.potentialSavings)} a year.
          </Text>
        </Stack>
        <PropertyOverview property={property} />
        <HomeToday plan={energyPlan} />
        <ImprovementPotential plan={energyPlan} />
        <RecommendationsCard plan={energyPlan} />
        <PlanSteps steps={energyPlan.steps} />
        <HeatingDecisionCard decision={energyPlan.heatingDecision} />
        <HeatPumpVerdictCard verdict={energyPlan.heatPumpVerdict} />
        <RentalStandardCard standard={energyPlan.rentalStandard} />
        <CertificateCheckCard check={energyPlan.certificateCheck} />
        <PlanCopy target={{ kind: 'shared', token }} />
        <SourcesFootnote plan={energyPlan} />
        <Stack align="center" gap="3" py="4" textAlign="center" data-print="hide">
          <Heading as="h2" size="lg">
            Want a plan for your own home?
          </Heading>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">Start Your Plan</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

function Unavailable({ message }: { message: string }) {
  return (
    <Container maxW="xl" py="16">
      <Stack gap="3" textAlign="center" role="alert">
        <Heading as="h1" size="xl">
          We could not open this plan
        </Heading>
        <Text color="fg.muted">{message}</Text>
      </Stack>
    </Container>
  );
}
