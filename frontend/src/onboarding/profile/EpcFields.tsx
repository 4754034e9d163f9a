import { Badge, Field, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { isEpcExpired } from '@warmwise/common';
import type { HomeProfileValues } from './homeProfileValues';
import { PROFILE_OPTIONS } from './profileOptions';
import { ProfileSelect } from './ProfileSelect';
import { RentalRoleField } from './RentalRoleField';

/**
 * The certificate and the tenure: rating, how long it is valid (flagged once past), who owns the
 * home and, for a let home, who is planning.
 */
export function EpcFields({ form }: { form: FormikProps<HomeProfileValues> }) {
  const { values, errors, handleChange } = form;
  const expired = isEpcExpired(values.epcValidUntil);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <ProfileSelect label="EPC rating" name="epcRating" value={values.epcRating} options={PROFILE_OPTIONS.epcRating} error={errors.epcRating} onChange={handleChange} />
      <Field.Root invalid={Boolean(errors.epcValidUntil)}>
        <HStack gap="2">
          <Field.Label fontWeight="semibold">EPC valid until</Field.Label>
          {expired && (
            <Badge colorPalette="red" variant="solid">
              Expired
            </Badge>
          )}
        </HStack>
        <Input name="epcValidUntil" value={values.epcValidUntil} onChange={handleChange} placeholder="e.g. 2031 December" autoComplete="off" />
        {errors.epcValidUntil && <Field.ErrorText>{errors.epcValidUntil}</Field.ErrorText>}
      </Field.Root>
      <ProfileSelect label="Tenure" name="tenure" value={values.tenure} options={PROFILE_OPTIONS.tenure} error={errors.tenure} onChange={handleChange} />
      <RentalRoleField form={form} />
    </SimpleGrid>
  );
}
