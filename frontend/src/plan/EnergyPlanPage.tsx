import { Box, Container, Stack } from '@chakra-ui/react';
import type { PlanFirstScreen } from '@warmwise/common';
import { type ReactNode, Suspense, useDeferredValue } from 'react';
import { lazyNamed } from '../app/lazyNamed';
import { usePageTitle } from '../pages/usePageTitle';
import { HomeToday } from './overview/HomeToday';
import { ImprovementPotentialCard } from './overview/ImprovementPotential';
import { PropertyOverview } from './overview/PropertyOverview';
import { PLAN_HEADING, PlanHeader } from './PlanHeader';
import { LoadingState } from './states/LoadingState';
import { PlanErrorState } from './states/PlanErrorState';
import { WelcomeState } from './states/WelcomeState';
import type { PlanView } from './storedPlan';
import { usePlanScreen } from './usePlanScreen';

// Not needed to paint the plan's first screen: downloaded once it has (see `FullPlan`).
const PlanKeeping = lazyNamed(() => import('./keeping/PlanKeeping'), 'PlanKeeping');
const PlanDetails = lazyNamed(() => import('./PlanDetails'), 'PlanDetails');

/** The energy plan screen at /plan, /energy-plan and /my-plan (docs/product.md, "The plan and its cards"). */
export function EnergyPlanPage() {
  usePageTitle('Your Energy Plan');
  const { state, refreshing, refresh, clearCacheAndRefresh } = usePlanScreen();
  if (state.kind === 'welcome') return <WelcomeState />;
  if (state.kind === 'loading') return <LoadingState heading={PLAN_HEADING} />;
  if (state.kind === 'error') {
    return <PlanErrorState {...state} refreshing={refreshing} onRefresh={refresh} onClearCache={clearCacheAndRefresh} />;
  }
  return <FullPlan first={state.first} view={state.view} refreshing={refreshing} onRefresh={refresh} />;
}

interface FullPlanProps {
  first: PlanFirstScreen;
  /** The whole plan; null while only its first screen is known (written by the server into a reloaded page). */
  view: PlanView | null;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * The headline figures come straight under the heading: what the plan could save is what a visitor
 * came for, and it must show without scrolling on a laptop and early on a phone.
 * The heading and the figures are drawn first, on their own; the home, its bills today and the
 * cards after them follow in a second render the browser may interrupt, the cards from a download
 * of their own that it asks for. So a phone paints the figures without drawing, or waiting for the
 * code of, everything below them. Until the cards arrive the page keeps a screen's height below the
 * home, so the footer does not show and move. After a reload the server may have written the heading
 * and figures into the page: they are drawn from there (`first`) until the plan has been read.
 */
function FullPlan({ first, view, refreshing, onRefresh }: FullPlanProps) {
  const restDrawn = useDeferredValue(true, false) && view !== null;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} minH={restDrawn ? undefined : '100dvh'}>
      <Stack gap="6" data-print-document="">
        <PrintedFirst>
          <PlanHeader propertyId={first.propertyId} address={first.address} refreshing={refreshing} onRefresh={onRefresh} />
        </PrintedFirst>
        <ImprovementPotentialCard figures={first.figures} />
        {/* Where the plan is kept is about this browser, not the plan: nothing to print. */}
        <Box display="contents" _print={{ display: 'none' }}>
          {restDrawn && (
            <Suspense fallback={null}>
              <PlanKeeping />
            </Suspense>
          )}
        </Box>
        {restDrawn && (
          <>
            <PrintedFirst>
              <PropertyOverview property={view} />
            </PrintedFirst>
            <PrintedFirst>
              <HomeToday plan={view.plan} />
            </PrintedFirst>
            <Suspense fallback={<Box minH="100dvh" aria-busy="true" />}>
              <PlanDetails view={view} />
            </Suspense>
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
