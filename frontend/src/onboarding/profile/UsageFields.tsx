import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import type { HomeProfileValues } from './homeProfileValues';

type UsageField = 'annualGasKwh' | 'annualElectricityKwh';

const FIELDS: Array<{ name: UsageField; label: string; example: string }> = [
  { name: 'annualGasKwh', label: 'Gas used in a year (kWh)', example: 'e.g. 11,500' },
  { name: 'annualElectricityKwh', label: 'Electricity used in a year (kWh)', example: 'e.g. 2,700' },
];

/**
 * Optional: the household's own yearly use from its bills. Given, the plan's starting point and
 * every saving are fitted to it, which is closer to this home than any typical figure.
 */
export function UsageFields({ form }: { form: FormikProps<HomeProfileValues> }) {
  const { values, errors, handleChange } = form;
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Text fontWeight="semibold">Your energy use (optional)</Text>
        <Text color="fg.muted" textStyle="sm">
          From your annual statement or your supplier's app. With it, your plan starts from what your home really uses.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {FIELDS.map(({ name, label, example }) => (
          <Field.Root key={name} invalid={Boolean(errors[name])}>
            <Field.Label fontWeight="semibold">{label}</Field.Label>
            <Input name={name} value={values[name]} onChange={handleChange} inputMode="decimal" placeholder={example} autoComplete="off" />
            {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
          </Field.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
