import { Box, Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { RENTAL_ROLES } from '@warmwise/common';
import type { FormikProps } from 'formik';
import type { HomeProfileValues } from './homeProfileValues';
import { LETTING_QUESTION } from './rentalRole';

/**
 * Who is planning a let home (docs/product.md, "The home profile and its validation"): a private
 * tenancy asks whether the visitor is its tenant or its landlord; an owner-occupier may say they let
 * the home, or mean to. The plan words the standard for let homes to whoever is planning.
 */
export function RentalRoleField({ form }: { form: FormikProps<HomeProfileValues> }) {
  const { values, setFieldValue } = form;
  const question = LETTING_QUESTION[values.tenure];
  if (question === 'who') {
    return (
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold" color="fg">
          Who are you?
        </Fieldset.Legend>
        <Stack gap="0" mt="1">
          {RENTAL_ROLES.map((role) => (
            // A real radio inside its label, as the address list has them: keyboard and screen readers need nothing extra.
            <Box as="label" key={role.value} display="flex" alignItems="center" gap="3" minH="11" cursor="pointer">
              <input
                type="radio"
                name="rentalRole"
                value={role.value}
                checked={values.rentalRole === role.value}
                onChange={() => void setFieldValue('rentalRole', role.value)}
                style={{ width: '1.1rem', height: '1.1rem', accentColor: '#0f766e', flexShrink: 0 }}
              />
              <Text as="span">{role.label}</Text>
            </Box>
          ))}
        </Stack>
      </Fieldset.Root>
    );
  }
  if (question === 'lets') {
    return (
      <Checkbox.Root
        checked={values.rentalRole === 'landlord'}
        onCheckedChange={(change) => void setFieldValue('rentalRole', change.checked === true ? 'landlord' : 'unknown')}
        colorPalette="brand"
        minH="11"
        alignSelf={{ md: 'end' }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>I let this home, or plan to</Checkbox.Label>
      </Checkbox.Root>
    );
  }
  return null;
}
