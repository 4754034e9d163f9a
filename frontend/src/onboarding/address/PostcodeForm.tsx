import { Button, Card, Field, Input, Stack, Text } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { useAdoptingPrerenderedHtml } from '../../prerender/useAdoptingPrerenderedHtml';
import { usePostcodeForm } from './usePostcodeForm';

interface PostcodeFormProps {
  searching: boolean;
  onSearch: (postcode: string) => Promise<void>;
}

export function PostcodeForm({ searching, onSearch }: PostcodeFormProps) {
  const form = usePostcodeForm(onSearch);
  const error = form.errors.postcode;
  // The form arrives as HTML before its script: until React has taken it over, typing would not
  // reach the form's state and Search would reload the page, so both wait (a moment on a phone).
  const waitingForScript = useAdoptingPrerenderedHtml();

  return (
    <Card.Root>
      <Card.Body>
        <form noValidate onSubmit={form.handleSubmit} aria-label="Postcode search">
          <Stack gap="4">
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
              <Field.Root invalid={Boolean(error)} flex="1">
                <Field.Label fontWeight="semibold">Postcode</Field.Label>
                <Input
                  name="postcode"
                  data-focus-target="postcode"
                  value={form.values.postcode}
                  onChange={(event) => {
                    // A stale message next to a corrected postcode is misleading, so editing clears it.
                    if (error) form.setFieldError('postcode', undefined);
                    form.handleChange(event);
                  }}
                  placeholder="e.g. SW1A 1AA"
                  autoComplete="postal-code"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={16}
                  size="lg"
                  readOnly={waitingForScript}
                />
                {error ? (
                  <Field.ErrorText>{error}</Field.ErrorText>
                ) : (
                  <Field.HelperText>We'll list the homes at this postcode so you can pick yours.</Field.HelperText>
                )}
              </Field.Root>
              <Button
                type={waitingForScript ? 'button' : 'submit'}
                colorPalette="brand"
                size="lg"
                loading={searching}
                loadingText="Searching..."
                // On one row the button lines up with the input, below the field's label.
                mt={{ base: '0', sm: '26px' }}
              >
                <LuSearch aria-hidden="true" /> Search
              </Button>
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              We use public energy performance certificate (EPC) records to pre-fill your home's details.
            </Text>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
