import { Field, NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import type { SelectOption } from './profileOptions';

interface ProfileSelectProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  error?: string;
  /** The options end in 'Not sure', so there is always an answer and no empty "Select an option". */
  offersNotSure?: boolean;
  /** What the answer chosen means for the plan, shown under the select while there is no error. */
  hint?: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** One labelled select of the Home profile form; empty means the visitor has not chosen yet. */
export function ProfileSelect({ label, name, value, options, error, offersNotSure = false, hint, onChange }: ProfileSelectProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={onChange} placeholder={offersNotSure ? undefined : 'Select an option'}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
