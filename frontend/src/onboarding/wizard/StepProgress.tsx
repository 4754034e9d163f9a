import { Box, Circle, HStack, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { PROGRESS_STOPS, WIZARD_STEPS, type StepIndex } from './steps';

/** The wizard's header: a progress bar and the four named steps, completed ones ticked. */
export function StepProgress({ step }: { step: StepIndex }) {
  return (
    <Stack gap="4" mb="8">
      <Text aria-live="polite" fontSize="sm" color="fg.muted">
        Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
      </Text>
      <Progress.Root value={PROGRESS_STOPS[step]} colorPalette="brand" size="sm" aria-label="Plan progress">
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack as="ol" justify="space-between" listStyleType="none" m="0" p="0" gap="2">
        {WIZARD_STEPS.map((label, index) => {
          const done = index < step;
          const current = index === step;
          return (
            <HStack as="li" key={label} gap="2" aria-current={current ? 'step' : undefined} flex="1" minW="0">
              <Circle
                size="7"
                flexShrink="0"
                fontSize="sm"
                fontWeight="bold"
                bg={done || current ? 'brand.solid' : 'bg.muted'}
                color={done || current ? 'brand.contrast' : 'fg.muted'}
              >
                {done ? <LuCheck aria-hidden="true" data-testid="step-done" /> : index + 1}
              </Circle>
              <Box hideBelow="sm" fontSize="sm" fontWeight={current ? 'semibold' : 'normal'} truncate>
                {label}
              </Box>
              <VisuallyHidden hideFrom="sm">{label}</VisuallyHidden>
              {done && <VisuallyHidden>(completed)</VisuallyHidden>}
            </HStack>
          );
        })}
      </HStack>
    </Stack>
  );
}
