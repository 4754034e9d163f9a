import { Checkbox, Field, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  BENEFITS,
  COUNCIL_TAX_BANDS,
  DISABILITY_ANSWERS,
  FIRST_TIME_BUYER_ANSWERS,
  GRANTS_HEATING_SYSTEMS,
  HOUSEHOLD_MEMBER_GROUPS,
  INCOME_BANDS,
  LOCAL_AUTHORITY_MAX_LENGTH,
  RURAL_ANSWERS,
  type HouseholdData,
} from '@warmwise/common';
import { LuMinus, LuPlus } from 'react-icons/lu';
import {
  BENEFIT_LABELS,
  COUNCIL_TAX_LABELS,
  DISABILITY_LABELS,
  FIRST_TIME_BUYER_LABELS,
  HEATING_LABELS,
  INCOME_LABELS,
  MEMBER_GROUP_LABELS,
  RURAL_LABELS,
} from './labels';
import type { GrantsQuestionnaireState } from './useGrantsQuestionnaire';

type StepProps = Pick<GrantsQuestionnaireState, 'household' | 'changeMembers' | 'toggleBenefit' | 'update'>;

/** Step 1: how many people of each age group live in the home; a count never goes below 0. */
export function MembersStep({ household, changeMembers }: StepProps) {
  return (
    <Stack gap="3">
      <Text color="fg.muted">How many people in each age group live in your home?</Text>
      {HOUSEHOLD_MEMBER_GROUPS.map((group) => {
        const label = MEMBER_GROUP_LABELS[group];
        const count = household.members[group];
        return (
          <HStack key={group} justify="space-between" role="group" aria-label={label}>
            <Text id={`grants-members-${group}`}>{label}</Text>
            <HStack gap="3">
              <IconButton
                size="sm"
                variant="outline"
                aria-label={`Fewer: ${label}`}
                disabled={count === 0}
                onClick={() => changeMembers(group, -1)}
              >
                <LuMinus />
              </IconButton>
              <Text minW="6" textAlign="center" aria-live="polite" aria-labelledby={`grants-members-${group}`} data-testid={`count-${group}`}>
                {count}
              </Text>
              <IconButton size="sm" variant="outline" aria-label={`More: ${label}`} onClick={() => changeMembers(group, 1)}>
                <LuPlus />
              </IconButton>
            </HStack>
          </HStack>
        );
      })}
    </Stack>
  );
}

/** Step 2: the benefits anyone in the home receives; 'None of these' excludes the others. */
export function BenefitsStep({ household, toggleBenefit }: StepProps) {
  return (
    <Stack gap="3">
      <Text color="fg.muted">Does anyone in your home receive any of these benefits?</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {BENEFITS.map((benefit) => (
          <Checkbox.Root
            key={benefit}
            checked={household.benefits.includes(benefit)}
            onCheckedChange={(change) => toggleBenefit(benefit, change.checked === true)}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{BENEFIT_LABELS[benefit]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface ChoiceProps<T extends string> {
  label: string;
  value: T | null;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | null) => void;
}

function Choice<T extends string>({ label, value, options, labels, onChange }: ChoiceProps<T>) {
  return (
    <Field.Root>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value ?? ''}
          placeholder="Select an option"
          onChange={(event) => onChange(options.find((option) => option === event.currentTarget.value) ?? null)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const set =
  (update: StepProps['update']) =>
  <K extends keyof HouseholdData>(key: K) =>
  (value: HouseholdData[K]) =>
    update((household) => ({ ...household, [key]: value }));

/** Step 3: income, council tax band, disability, rural area and first-time buyer. */
export function CircumstancesStep({ household, update }: StepProps) {
  const setter = set(update);
  return (
    <Stack gap="4">
      <Choice label="Household income" value={household.income} options={INCOME_BANDS} labels={INCOME_LABELS} onChange={setter('income')} />
      <Choice
        label="Council tax band"
        value={household.councilTaxBand}
        options={COUNCIL_TAX_BANDS}
        labels={COUNCIL_TAX_LABELS}
        onChange={setter('councilTaxBand')}
      />
      <Choice
        label="Does anyone in your home have a disability?"
        value={household.hasDisability}
        options={DISABILITY_ANSWERS}
        labels={DISABILITY_LABELS}
        onChange={setter('hasDisability')}
      />
      <Choice
        label="Do you live in a rural area?"
        value={household.isRuralArea}
        options={RURAL_ANSWERS}
        labels={RURAL_LABELS}
        onChange={setter('isRuralArea')}
      />
      <Choice
        label="Are you a first-time buyer?"
        value={household.firstTimeBuyer}
        options={FIRST_TIME_BUYER_ANSWERS}
        labels={FIRST_TIME_BUYER_LABELS}
        onChange={setter('firstTimeBuyer')}
      />
    </Stack>
  );
}

/** Step 4: the heating system and the local authority. */
export function PropertyStep({ household, update }: StepProps) {
  const setter = set(update);
  return (
    <Stack gap="4">
      <Choice
        label="Main heating system"
        value={household.heatingSystem}
        options={GRANTS_HEATING_SYSTEMS}
        labels={HEATING_LABELS}
        onChange={setter('heatingSystem')}
      />
      <Field.Root>
        <Field.Label fontWeight="semibold">Local authority</Field.Label>
        <Input
          value={household.localAuthority ?? ''}
          maxLength={LOCAL_AUTHORITY_MAX_LENGTH}
          placeholder="e.g. Leeds City Council"
          onChange={(event) => setter('localAuthority')(event.currentTarget.value === '' ? null : event.currentTarget.value)}
        />
      </Field.Root>
    </Stack>
  );
}
