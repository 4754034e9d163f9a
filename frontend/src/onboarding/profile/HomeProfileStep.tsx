import { Card, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { fromCertificate } from '../epc/fallbackDetails';
import { WizardNav } from '../wizard/WizardNav';
import { useWizardState } from '../wizard/WizardState';
import { EpcFields } from './EpcFields';
import { HomeFactsFields } from './HomeFactsFields';
import { HomeFields } from './HomeFields';
import { PreferenceFields } from './PreferenceFields';
import { forgetProfileDraft } from './profileDraft';
import { UsageFields } from './UsageFields';
import type { ProfileSeed } from './useProfileSeed';
import { useHomeProfileForm } from './useHomeProfileForm';
import { useSaveHomeProfile } from './useSaveHomeProfile';

interface HomeProfileStepProps extends ProfileSeed {
  onBack: () => void;
  onSaved: () => void;
}

/** Step 3, 'Verify your home details': the EPC's answers, for the visitor to confirm or correct. */
export function HomeProfileStep({ details, saved, onBack, onSaved }: HomeProfileStepProps) {
  const { email } = useWizardState();
  const { save, saving } = useSaveHomeProfile();
  const { form, submit } = useHomeProfileForm({
    details,
    saved,
    email,
    onSubmit: async (input, check) => {
      if (!(await save(input, check))) return;
      forgetProfileDraft();
      onSaved();
    },
  });

  return (
    <Stack gap="6">
      <ProfileHeading address={details.address} intro={introFor(details, saved)} />
      <Card.Root>
        <Card.Body>
          <form
            noValidate
            aria-label="Home profile"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="6" separator={<Separator />}>
              <HomeFields form={form} />
              <EpcFields form={form} />
              <HomeFactsFields form={form} />
              <UsageFields form={form} />
              <PreferenceFields form={form} />
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <WizardNav onBack={onBack} onContinue={submit} continueLoading={saving} />
    </Stack>
  );
}

const FOUND_CERTIFICATE = 'We found your EPC data. Please review and update any information if needed.';

/**
 * What the details start from: a certificate, values typical of homes nearby (a home with none),
 * what was saved for a home with none, or the postcode search's answer when the look-up failed.
 */
function introFor(details: HomeProfileStepProps['details'], saved: HomeProfileStepProps['saved']): string {
  if (details.typicalOf) {
    return `We couldn't find an energy certificate for this home, so we've started from what is typical of ${details.typicalOf}. Please check each detail and change any that differ from your home; choose "Not sure" where you don't know.`;
  }
  if (saved?.withoutCertificate) {
    return "We couldn't find an energy certificate for this home, so your plan rests on these details. Please review and update any information if needed.";
  }
  if (!saved && !fromCertificate(details)) {
    return `We couldn't get this home's energy certificate, so we've started from what the postcode search told us. Please check each detail and change any that differ from your home; choose "Not sure" where you don't know.`;
  }
  return FOUND_CERTIFICATE;
}

export function ProfileHeading({ address, intro = FOUND_CERTIFICATE }: { address?: string; intro?: string }) {
  return (
    <Stack gap="2">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Verify your home details
      </Heading>
      <Text>{intro}</Text>
      {address && (
        <Text color="fg.muted">
          Your property: <strong>{address}</strong>
        </Text>
      )}
    </Stack>
  );
}
