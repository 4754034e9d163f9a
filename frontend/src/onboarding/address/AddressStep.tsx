import { Heading, Stack, Text } from '@chakra-ui/react';
import type { AddressItem_AddressFragment } from '../../gql/graphql';
import { notify } from '../../toast/toaster';
import { WizardNav } from '../wizard/WizardNav';
import { AddressResults } from './AddressResults';
import { PostcodeForm } from './PostcodeForm';
import type { AddressChoice } from './useAddressChoice';

interface AddressStepProps {
  choice: AddressChoice;
  onBack: () => void;
  onContinue: (home: AddressItem_AddressFragment) => void;
}

/** Step 1, 'Find your property': postcode search, then pick a home from the list. */
export function AddressStep({ choice, onBack, onContinue }: AddressStepProps) {
  const { results, searching, selectedId, selected, runSearch, select, searchAgain } = choice;

  const proceed = () => {
    // The button is disabled without a choice; this guards any other way of getting here.
    if (!selected) {
      notify({ title: 'Please select an address', description: 'You need to select an address to continue.' });
      return;
    }
    onContinue(selected);
  };

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Find your property
        </Heading>
        <Text color="fg.muted">Enter your postcode and choose your home from the list.</Text>
      </Stack>
      {results ? (
        <AddressResults results={results} selectedId={selectedId} onSelect={select} onSearchAgain={searchAgain} />
      ) : (
        <PostcodeForm searching={searching} onSearch={runSearch} />
      )}
      <WizardNav onBack={onBack} onContinue={proceed} continueDisabled={!selected} />
    </Stack>
  );
}
