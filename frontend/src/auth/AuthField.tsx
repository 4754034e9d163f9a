import { Field, Input, type InputProps } from '@chakra-ui/react';

interface AuthFieldProps extends Omit<InputProps, 'children'> {
  label: string;
  error?: string;
}

/** A labelled input with its validation message, as every auth form lays them out. */
export function AuthField({ label, error, required, ...input }: AuthFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input size="lg" {...input} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
