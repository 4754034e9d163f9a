import { Container, Stack } from '@chakra-ui/react';
import { usePageTitle } from '../pages/usePageTitle';
import { HomeToday } from './overview/HomeToday';
import { ImprovementPotential } from './overview/ImprovementPotential';
import { PropertyOverview } from './overview/PropertyOverview';
import { PlanHeader } from './PlanHeader';
import { RecommendationsCard } from './recommendations/RecommendationsCard';
import { SourcesFootnote } from './SourcesFootnote';
import { LoadingState } from './states/LoadingState';
import { PlanErrorState } from './states/PlanErrorState';
import { WelcomeState } from './states/WelcomeState';
import { usePlanScreen } from './usePlanScreen';

/** The energy plan screen at /plan, /energy-plan and /my-plan (spec section 2). */
export function EnergyPlanPage() {
  usePageTitle('Your Energy Plan');
  const { state, refreshing, refresh, clearCacheAndRefresh } = usePlanScreen();
  if (state.kind === 'welcome') return <WelcomeState />;
  if (state.kind === 'loading') return <LoadingState />;
  if (state.kind === 'error') {
    return <PlanErrorState {...state} refreshing={refreshing} onRefresh={refresh} onClearCache={clearCacheAndRefresh} />;
  }
  const { energyPlan, property } = state.view;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <PlanHeader property={property} refreshing={refreshing} onRefresh={refresh} />
        <PropertyOverview property={property} />
        <HomeToday plan={energyPlan} />
        <ImprovementPotential plan={energyPlan} />
        <RecommendationsCard plan={energyPlan} energyPlanId={energyPlan.id} />
        <SourcesFootnote plan={energyPlan} />
      </Stack>
    </Container>
  );
}
