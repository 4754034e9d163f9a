import { Checkbox, Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { PRIORITIES } from '@warmwise/common';
import type { FormikProps } from 'formik';
import type { HomeProfileValues } from './homeProfileValues';

interface TickProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function Tick({ label, checked, onChange }: TickProps) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(change) => onChange(change.checked === true)} colorPalette="brand">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** What matters most to the visitor, and the solar kit already on the roof. */
export function PreferenceFields({ form }: { form: FormikProps<HomeProfileValues> }) {
  const { values, setFieldValue } = form;
  const togglePriority = (value: string, checked: boolean) =>
    // Kept in ticking order: the first one ticked is the one sent.
    void setFieldValue('priorities', checked ? [...values.priorities, value] : values.priorities.filter((item) => item !== value));

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Your priorities</Fieldset.Legend>
        <Stack gap="3" mt="2">
          {PRIORITIES.map(({ value, label }) => (
            <Tick key={value} label={label} checked={values.priorities.includes(value)} onChange={(checked) => togglePriority(value, checked)} />
          ))}
        </Stack>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Solar already installed</Fieldset.Legend>
        <Stack gap="3" mt="2">
          <Tick label="Solar PV panels" checked={values.solarPVPanels} onChange={(checked) => void setFieldValue('solarPVPanels', checked)} />
          <Tick label="Solar water heating" checked={values.solarWaterHeating} onChange={(checked) => void setFieldValue('solarWaterHeating', checked)} />
        </Stack>
      </Fieldset.Root>
    </SimpleGrid>
  );
}
