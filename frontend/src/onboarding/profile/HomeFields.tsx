import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { asksHeatingFuel } from './homeFacts';
import type { HomeProfileValues } from './homeProfileValues';
import { PROFILE_OPTIONS } from './profileOptions';
import { ProfileSelect } from './ProfileSelect';

type Form = FormikProps<HomeProfileValues>;

/** What the plan does with an unnamed fuel (the energy model's stand-in fuel, docs/energy-model.md). */
const FUEL_NOT_KNOWN_HINT =
  'Not sure: we plan on LPG, coal or wood, whichever costs in the middle for homes like yours (not electric heaters), and your plan shows the bill with each.';

/** The home itself: type, age, size, bedrooms and heating, and what an 'Other' heating burns. */
export function HomeFields({ form }: { form: Form }) {
  const { values, errors, handleChange } = form;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <ProfileSelect label="Property type" name="propertyType" value={values.propertyType} options={PROFILE_OPTIONS.propertyType} error={errors.propertyType} onChange={handleChange} />
      <ProfileSelect label="Year built" name="yearBuilt" value={values.yearBuilt} options={PROFILE_OPTIONS.yearBuilt} error={errors.yearBuilt} onChange={handleChange} />
      <Field.Root invalid={Boolean(errors.floorArea)}>
        <Field.Label fontWeight="semibold">Floor area (m²)</Field.Label>
        <Input name="floorArea" value={values.floorArea} onChange={handleChange} inputMode="numeric" placeholder="e.g. 85" autoComplete="off" />
        {errors.floorArea && <Field.ErrorText>{errors.floorArea}</Field.ErrorText>}
      </Field.Root>
      <ProfileSelect label="Bedrooms" name="numBedrooms" value={values.numBedrooms} options={PROFILE_OPTIONS.numBedrooms} error={errors.numBedrooms} onChange={handleChange} />
      <ProfileSelect label="Main heating system" name="heatingSystem" value={values.heatingSystem} options={PROFILE_OPTIONS.heatingSystem} error={errors.heatingSystem} onChange={handleChange} />
      {asksHeatingFuel(values) && (
        <ProfileSelect
          label="What does your heating burn?"
          name="heatingFuel"
          value={values.heatingFuel}
          options={PROFILE_OPTIONS.heatingFuel}
          error={errors.heatingFuel}
          offersNotSure
          hint={values.heatingFuel === 'unknown' ? FUEL_NOT_KNOWN_HINT : undefined}
          onChange={handleChange}
        />
      )}
    </SimpleGrid>
  );
}
