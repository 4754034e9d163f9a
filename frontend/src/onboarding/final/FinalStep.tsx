import { Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Activity, useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { EnergyPlanPage } from '../../app/routePages';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { notify } from '../../toast/toaster';
import { FINAL_REDIRECT_MS, planDestination } from './planDestination';

/**
 * Step 4, 'Creating Your Energy Plan'. A successful profile save lands here at once, so this
 * step's 1 s is the one wait before the plan opens: time to read the success toast, with no
 * second delay chained on top (docs/product.md, "The wizard"). The toast is raised here, once the
 * step is on screen, so drawing it does not hold back the step.
 */
export function FinalStep() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  // Who is signed in is read when the second is up, so an answer arriving meanwhile neither
  // restarts the wait nor is missed.
  const openPlan = useEffectEvent(() => void navigate(planDestination(user !== null)));

  // No new address here for the router to scroll to the top of: the spinner must not open out of
  // sight. Scrolled once the short step has replaced the long form, so the form is not laid out again.
  useLayoutEffect(() => {
    // Not returned: newer browsers answer scrollTo with a promise, which React would call on unmount.
    void window.scrollTo({ top: 0, left: 0 });
  }, []);

  useEffect(() => {
    const timer = setTimeout(openPlan, FINAL_REDIRECT_MS);
    // Just after the effect: the toaster draws with flushSync, which React refuses inside one.
    queueMicrotask(announceSave);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <ActionPlan />
      {/*
       * The plan screen is drawn out of sight during the wait, so when the second is up its code
       * is ready and it paints in one render. Hidden, it runs no effects: it builds and tracks nothing.
       */}
      <Activity mode="hidden">
        <EnergyPlanPage />
      </Activity>
    </>
  );
}

function announceSave() {
  notify({ title: 'Home profile updated', description: 'Your home details have been saved successfully.', tone: 'success' });
}

function ActionPlan() {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="5" align="center" textAlign="center" py="8">
          <Spinner size="xl" color="brand.solid" borderWidth="4px" />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Creating Your Energy Plan
          </Heading>
          <Text color="fg.muted" role="status">
            We're putting together recommendations for your home.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
