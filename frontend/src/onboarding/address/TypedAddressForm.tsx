import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { TypedAddressInput } from '@warmwise/common';
import type { FormikErrors } from 'formik';
import { LuList, LuRotateCcw } from 'react-icons/lu';

interface TypedAddressFormProps {
  postcode: string;
  values: TypedAddressInput;
  errors: FormikErrors<TypedAddressInput>;
  /** Present when the postcode listed homes, so the visitor can go back and pick one after all. */
  onBackToList?: () => void;
  onChange: (values: TypedAddressInput) => void;
  onSubmit: () => void;
  onSearchAgain: () => void;
}

const FIELDS: ReadonlyArray<{ name: keyof TypedAddressInput; label: string; placeholder: string }> = [
  { name: 'houseNameOrNumber', label: 'House number or name', placeholder: 'e.g. 12 or Rose Cottage' },
  { name: 'street', label: 'Street', placeholder: 'e.g. Mill Lane' },
];

/** The home typed in when its postcode lists none, or not this one; the postcode searched is kept. */
export function TypedAddressForm({ postcode, values, errors, onBackToList, onChange, onSubmit, onSearchAgain }: TypedAddressFormProps) {
  return (
    <Card.Root>
      <Card.Body>
        <form noValidate aria-labelledby="typed-address-title" onSubmit={(event) => event.preventDefault()}>
          <Stack gap="4">
            <Heading as="h2" size="lg" id="typed-address-title">
              Type your address
            </Heading>
            <Text color="fg.muted">
              {onBackToList
                ? "We'll look for its energy certificate. If it has none, we'll start from what is typical of homes nearby, and you can correct every detail."
                : `No homes at ${postcode} have an energy certificate we can find. About four in ten homes have never had one: type your address and we'll start from what is typical of homes nearby.`}
            </Text>
            {FIELDS.map(({ name, label, placeholder }, index) => (
              <Field.Root key={name} invalid={Boolean(errors[name])} required>
                <Field.Label fontWeight="semibold">
                  {label} <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name={name}
                  data-focus-target={index === 0 ? 'typed' : undefined}
                  value={values[name]}
                  placeholder={placeholder}
                  onChange={(event) => onChange({ ...values, [name]: event.target.value })}
                  // With two fields and Continue outside the form, Enter would not submit by itself.
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      onSubmit();
                    }
                  }}
                />
                {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
              </Field.Root>
            ))}
            <Text>
              Postcode: <strong>{postcode}</strong>
            </Text>
            <HStack gap="2" wrap="wrap">
              {onBackToList && (
                <Button variant="ghost" colorPalette="brand" onClick={onBackToList}>
                  <LuList aria-hidden="true" /> Back to the list
                </Button>
              )}
              <Button variant="ghost" colorPalette="brand" onClick={onSearchAgain}>
                <LuRotateCcw aria-hidden="true" /> Search Different Postcode
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
