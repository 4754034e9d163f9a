import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { METERED_FUEL_WORDS, unitsOfFuel, type FuelUseUnit, type MeteredHeatingFuel } from '@warmwise/common';
import type { FormikProps } from 'formik';
import type { HomeProfileValues } from './homeProfileValues';
import { ProfileSelect } from './ProfileSelect';
import { usageAsked } from './usageAsked';

type Form = FormikProps<HomeProfileValues>;
type KwhField = 'annualGasKwh' | 'annualElectricityKwh';

const KWH_FIELDS: Record<KwhField, { label: string; example: string }> = {
  annualGasKwh: { label: 'Gas used in a year (kWh)', example: 'e.g. 11,500' },
  annualElectricityKwh: { label: 'Electricity used in a year (kWh)', example: 'e.g. 2,700' },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const kwhText = (kwh: number) => kwh.toLocaleString('en-GB', { maximumFractionDigits: 2 });

function KwhInput({ form, name }: { form: Form; name: KwhField }) {
  const { label, example } = KWH_FIELDS[name];
  const error = form.errors[name];
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <Input name={name} value={form.values[name]} onChange={form.handleChange} inputMode="decimal" placeholder={example} autoComplete="off" />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The heating fuel's own use, in the unit the household buys it by, with the energy we count per unit. */
function FuelUseInputs({ form, fuel, unit }: { form: Form; fuel: MeteredHeatingFuel; unit: FuelUseUnit }) {
  const { values, errors, handleChange } = form;
  const word = METERED_FUEL_WORDS[fuel];
  return (
    <>
      <Field.Root invalid={Boolean(errors.annualFuelUse)}>
        <Field.Label fontWeight="semibold">{`${capitalised(word)} used in a year`}</Field.Label>
        <Input name="annualFuelUse" value={values.annualFuelUse} onChange={handleChange} inputMode="decimal" placeholder="e.g. 1,200" autoComplete="off" />
        {errors.annualFuelUse ? (
          <Field.ErrorText>{errors.annualFuelUse}</Field.ErrorText>
        ) : (
          unit.kwhPerUnit !== 1 && <Field.HelperText>{`We count ${kwhText(unit.kwhPerUnit)} kWh of ${word} per ${unit.per}.`}</Field.HelperText>
        )}
      </Field.Root>
      <ProfileSelect label={`${capitalised(word)} measured in`} name="annualFuelUnit" value={unit.value} options={unitsOfFuel(fuel)} error={errors.annualFuelUnit} offersNotSure onChange={handleChange} />
    </>
  );
}

/**
 * Optional: the household's own yearly use from its bills or deliveries, for the fuels its heating
 * uses. Given, the plan's starting point and every saving are fitted to it, which is closer to this
 * home than any typical figure.
 */
export function UsageFields({ form }: { form: Form }) {
  const asked = usageAsked(form.values);
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Text fontWeight="semibold">Your energy use (optional)</Text>
        <Text color="fg.muted" textStyle="sm">
          From your annual statement, your supplier's app or your fuel deliveries. With it, your plan starts from what your home really uses.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {asked.gas && <KwhInput form={form} name="annualGasKwh" />}
        {asked.fuel && asked.fuelUnit && <FuelUseInputs form={form} fuel={asked.fuel} unit={asked.fuelUnit} />}
        <KwhInput form={form} name="annualElectricityKwh" />
      </SimpleGrid>
      {asked.fuelNotKnown && (
        <Text color="fg.muted" textStyle="sm" data-testid="fuel-not-known">
          Choose what your heating burns to give how much of it you use.
        </Text>
      )}
    </Stack>
  );
}
