import { Heading, Stack, Text } from '@chakra-ui/react';
import { typedAddressSchema, type TypedAddressInput } from '@warmwise/common';
import type { FormikErrors } from 'formik';
import { useRef, useState } from 'react';
import { zodValidate } from '../../forms/zodForm';
import type { AddressItem_AddressFragment } from '../../gql/graphql';
import { dismissToasts, notify } from '../../toast/toaster';
import { WizardNav } from '../wizard/WizardNav';
import { AddressResults } from './AddressResults';
import { PostcodeForm } from './PostcodeForm';
import { TypedAddressForm } from './TypedAddressForm';
import { typedHome } from './typedHome';
import { useFocusAfterAction, type FocusTarget } from './useFocusAfterAction';
import type { AddressChoice } from './useAddressChoice';

interface AddressStepProps {
  choice: AddressChoice;
  onBack: () => void;
  onContinue: (home: AddressItem_AddressFragment) => void;
}

const checkTyped = zodValidate<TypedAddressInput>(typedAddressSchema);

/** Step 1, 'Find your property': postcode search, then pick a home from the list or type it in. */
export function AddressStep({ choice, onBack, onContinue }: AddressStepProps) {
  const { results, searching, selectedId, selected, typed, runSearch, select, searchAgain, startTyping, editTyped, backToList } = choice;
  const [typedErrors, setTypedErrors] = useState<FormikErrors<TypedAddressInput>>({});
  const typing = results !== null && typed !== null;
  const stepArea = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterAction(stepArea);
  // Each view of the step is a screen of its own: news of the last one ("Found 27 properties")
  // does not stay over the next.
  const then = (target: FocusTarget, action: () => void) => () => {
    dismissToasts();
    focusAfter(target);
    action();
  };
  const search = async (postcode: string) => {
    // A postcode without listed homes opens the typed address instead of the list.
    focusAfter('results', 'typed');
    await runSearch(postcode);
  };

  const continueWithTyped = () => {
    if (!results || !typed) return;
    const parsed = typedAddressSchema.safeParse(typed);
    // Each field's message is worked out only when something is wrong.
    setTypedErrors(parsed.success ? {} : checkTyped(typed));
    if (parsed.success) onContinue(typedHome(results.postcode, parsed.data));
  };

  const proceed = () => {
    if (typing) return continueWithTyped();
    // The button is disabled without a choice; this guards any other way of getting here.
    if (!selected) {
      notify({ title: 'Please select an address', description: 'You need to select an address to continue.' });
      return;
    }
    onContinue(selected);
  };

  const leaveTyping = (target: FocusTarget, action: () => void) =>
    then(target, () => {
      setTypedErrors({});
      action();
    });

  return (
    <Stack gap="6" ref={stepArea}>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Find your property
        </Heading>
        <Text color="fg.muted">Enter your postcode and choose your home from the list.</Text>
      </Stack>
      {typing && (
        <TypedAddressForm
          postcode={results.postcode}
          values={typed}
          errors={typedErrors}
          onBackToList={results.addresses.length > 0 ? leaveTyping('results', backToList) : undefined}
          onChange={(values) => {
            // A message next to a field being corrected is stale, so editing clears it.
            setTypedErrors({});
            editTyped(values);
          }}
          onSubmit={continueWithTyped}
          onSearchAgain={leaveTyping('postcode', searchAgain)}
        />
      )}
      {!typing && results && (
        <AddressResults
          results={results}
          selectedId={selectedId}
          onSelect={select}
          onSearchAgain={then('postcode', searchAgain)}
          onNotListed={then('typed', startTyping)}
        />
      )}
      {!results && <PostcodeForm searching={searching} onSearch={search} />}
      <WizardNav onBack={onBack} onContinue={proceed} continueDisabled={!typing && !selected} />
    </Stack>
  );
}
