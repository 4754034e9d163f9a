import { Box, Container, Stack } from '@chakra-ui/react';
import { type ReactNode, useDeferredValue } from 'react';
import { readContactEmail } from '../onboarding/contact/contactEmail';
import { usePageTitle } from '../pages/usePageTitle';
import { PlanCopy } from './copy/PlanCopy';
import { HeatPumpVerdictCard } from './heat-pump/HeatPumpVerdictCard';
import { HeatingDecisionCard } from './heating-decision/HeatingDecisionCard';
import { PlanKeeping } from './keeping/PlanKeeping';
import { HomeToday } from './overview/HomeToday';
import { ImprovementPotential } from './overview/ImprovementPotential';
import { PropertyOverview } from './overview/PropertyOverview';
import { PLAN_HEADING, PlanHeader } from './PlanHeader';
import { RecommendationsCard } from './recommendations/RecommendationsCard';
import { SourcesFootnote } from './SourcesFootnote';
import { PlanSteps } from './steps/PlanSteps';
import { LoadingState } from './states/LoadingState';
import { PlanErrorState } from './states/PlanErrorState';
import { WelcomeState } from './states/WelcomeState';
import type { PlanView } from './storedPlan';
import { usePlanScreen } from './usePlanScreen';

/** The energy plan screen at /plan, /energy-plan and /my-plan (docs/product.md, "The plan and its cards"). */
export function EnergyPlanPage() {
  usePageTitle('Your Energy Plan');
  const { state, refreshing, refresh, clearCacheAndRefresh } = usePlanScreen();
  if (state.kind === 'welcome') return <WelcomeState />;
  if (state.kind === 'loading') return <LoadingState heading={PLAN_HEADING} />;
  if (state.kind === 'error') {
    return <PlanErrorState {...state} refreshing={refreshing} onRefresh={refresh} onClearCache={clearCacheAndRefresh} />;
  }
  return <FullPlan view={state.view} refreshing={refreshing} onRefresh={refresh} />;
}

interface FullPlanProps {
  view: PlanView;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * The headline figures come straight under the heading: what the plan could save is what a visitor
 * came for, and it must show without scrolling on a laptop and early on a phone.
 * The plan's first screenful (its heading, the figures and the home) is drawn first and the
 * measures straight after, in a render the browser may interrupt: on a phone the figures paint
 * without waiting for every card. Until then the page keeps a screen's height, so the footer does
 * not show and move.
 */
function FullPlan({ view, refreshing, onRefresh }: FullPlanProps) {
  const restDrawn = useDeferredValue(true, false);
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} minH={restDrawn ? undefined : '100dvh'}>
      <Stack gap="6" data-print-document="">
        <PrintedFirst>
          <PlanHeader property={view} refreshing={refreshing} onRefresh={onRefresh} />
        </PrintedFirst>
        <ImprovementPotential plan={view.plan} />
        {/* Where the plan is kept is about this browser, not the plan: nothing to print. */}
        <Box display="contents" _print={{ display: 'none' }}>
          <PlanKeeping />
        </Box>
        <PrintedFirst>
          <PropertyOverview property={view} />
        </PrintedFirst>
        <PrintedFirst>
          <HomeToday plan={view.plan} />
        </PrintedFirst>
        {restDrawn && (
          <>
            <RecommendationsCard plan={view.plan} energyPlanId={view.plan.id} propertyId={view.id} />
            <PlanSteps steps={view.plan.steps} />
            <HeatingDecisionCard decision={view.plan.heatingDecision} />
            <HeatPumpVerdictCard verdict={view.plan.heatPumpVerdict} />
            <PlanCopy target={{ kind: 'own', propertyId: view.id }} initialEmail={readContactEmail()} />
            <SourcesFootnote plan={view.plan} />
          </>
        )}
      </Stack>
    </Container>
  );
}

/**
 * On paper the plan reads in the PDF's order: the home and its bill today, then what the plan does
 * to them. The screen puts the headline figures first, as what a visitor came for.
 */
function PrintedFirst({ children }: { children: ReactNode }) {
  return (
    <Box display="contents" data-print-order="first">
      {children}
    </Box>
  );
}
