import { Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { asksBoilerType, asksFlatPosition } from './homeFacts';
import type { HomeProfileValues } from './homeProfileValues';
import { PROFILE_OPTIONS } from './profileOptions';
import { ProfileSelect } from './ProfileSelect';

type Form = FormikProps<HomeProfileValues>;
type FactSelect = 'wallInsulation' | 'glazing' | 'boilerType' | 'heatingControls' | 'flatPosition';

/**
 * What the householder may know better than a certificate: each optional, "Not sure" leaves the
 * plan weighing what homes like this one usually have. A boiler's type is asked only of a boiler,
 * the floor only of a flat.
 */
export function HomeFactsFields({ form }: { form: Form }) {
  const { values, errors, handleChange } = form;
  const factSelect = (name: FactSelect, label: string) => (
    <ProfileSelect label={label} name={name} value={values[name]} options={PROFILE_OPTIONS[name]} error={errors[name]} offersNotSure onChange={handleChange} />
  );
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Heading as="h2" size="md">
          Tell us what you know
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Each is optional: choose Not sure and we use what homes like yours usually have.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {factSelect('wallInsulation', 'Walls')}
        <LoftDepthField form={form} />
        {factSelect('glazing', 'Windows')}
        {asksBoilerType(values) && factSelect('boilerType', 'Boiler')}
        {factSelect('heatingControls', 'Heating controls')}
        {asksFlatPosition(values) && factSelect('flatPosition', 'Which floor is your flat on?')}
      </SimpleGrid>
    </Stack>
  );
}

/** Typed rather than chosen: certificates give the depth in mm, and empty means not sure. */
function LoftDepthField({ form }: { form: Form }) {
  const { values, errors, handleChange } = form;
  return (
    <Field.Root invalid={Boolean(errors.loftInsulationMm)}>
      <Field.Label fontWeight="semibold">Loft insulation depth (mm)</Field.Label>
      <Input name="loftInsulationMm" value={values.loftInsulationMm} onChange={handleChange} inputMode="numeric" placeholder="e.g. 270" autoComplete="off" />
      {errors.loftInsulationMm ? <Field.ErrorText>{errors.loftInsulationMm}</Field.ErrorText> : <Field.HelperText>Leave empty if you are not sure.</Field.HelperText>}
    </Field.Root>
  );
}
