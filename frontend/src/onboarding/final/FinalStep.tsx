import { Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { FINAL_REDIRECT_MS, planDestination } from './planDestination';

/**
 * Step 4, 'Creating Your Energy Plan'. A successful profile save lands here at once, so this
 * step's 1 s is the one wait before the plan opens: time to read the success toast, with no
 * second delay chained on top (docs/product.md, "The wizard").
 */
export function FinalStep() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  // Who is signed in is read when the second is up, so an answer arriving meanwhile neither
  // restarts the wait nor is missed.
  const openPlan = useEffectEvent(() => void navigate(planDestination(user !== null)));

  useEffect(() => {
    // The plan screen's code downloads during the wait, so the plan paints as soon as it opens.
    void import('../../plan/EnergyPlanPage');
    const timer = setTimeout(openPlan, FINAL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);

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
