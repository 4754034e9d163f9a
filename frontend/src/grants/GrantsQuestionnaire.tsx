import { Button, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { GrantsOwner } from './grantsStorage';
import { GrantsResults } from './GrantsResults';
import { BenefitsStep, CircumstancesStep, MembersStep, PropertyStep } from './GrantsSteps';
import { GRANTS_STEPS, LAST_STEP } from './labels';
import { useGrantsQuestionnaire } from './useGrantsQuestionnaire';

/**
 * The 'Grants & Funding' tab: five steps moved through freely with
 * Previous/Next, kept in session storage, and the matching schemes at the end.
 */
export function GrantsQuestionnaire({ propertyId, planId }: GrantsOwner) {
  const state = useGrantsQuestionnaire(propertyId, planId);
  const { step } = state;
  const title = GRANTS_STEPS[step - 1];
  return (
    <Stack as="section" aria-labelledby="grants-questionnaire-title" gap="5" py="4">
      <Stack gap="2">
        <Heading as="h3" size="md" id="grants-questionnaire-title">
          Grants & Funding Checker
        </Heading>
        <Text aria-live="polite" fontSize="sm" color="fg.muted">
          Step {step} of {LAST_STEP}: {title}
        </Text>
        <Progress.Root value={(step / LAST_STEP) * 100} colorPalette="brand" size="sm">
          <Progress.Track rounded="full" aria-label="Questionnaire progress">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      {step === 1 && <MembersStep {...state} />}
      {step === 2 && <BenefitsStep {...state} />}
      {step === 3 && <CircumstancesStep {...state} />}
      {step === 4 && <PropertyStep {...state} />}
      {step === LAST_STEP && <GrantsResults schemes={state.results} failed={state.failed} onCheckAgain={state.checkAgain} />}
      <HStack justify="space-between">
        <Button variant="outline" onClick={state.previous} disabled={step === 1}>
          Previous
        </Button>
        {step < LAST_STEP && (
          <Button colorPalette="brand" onClick={state.next}>
            {step === LAST_STEP - 1 ? 'See Results' : 'Next'}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
