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
      <Progress.Root value={PROGRESS_STOPS[step]} colorPalette="brand" size="sm">
        <Progress.Track rounded="full" aria-label="Plan progress">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack as="ol" aria-label="Steps" justify="space-between" listStyleType="none" m="0" p="0" gap="2">
        {WIZARD_STEPS.map((label, index) => {
          const done = index < step;
          const current = index === step;
          return (
            <Stack
              as="li"
              key={label}
              direction={{ base: 'column', sm: 'row' }}
              align="center"
              gap="2"
              aria-current={current ? 'step' : undefined}
              flex="1"
              minW="0"
            >
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
              <Box fontSize={{ base: 'xs', sm: 'sm' }} textAlign={{ base: 'center', sm: 'start' }} fontWeight={current ? 'semibold' : 'normal'}>
                {label}
                {done && <VisuallyHidden> (completed)</VisuallyHidden>}
              </Box>
            </Stack>
          );
        })}
      </HStack>
    </Stack>
  );
}
