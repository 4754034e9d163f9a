import { Button, Checkbox, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../chrome/dialog/AppDialog';
import { useAcceptConsent } from './useAcceptConsent';

/** What the plan needs from the visitor. */
export const CONSENT_NEEDS = [
  'Your property address and postcode',
  'Energy performance data from government EPC databases',
  'Your energy preferences and priorities',
  'Temporary session storage while you build your plan',
] as const;

export const CONSENT_SHARING_TEXT = 'Your data is not shared with third parties without your consent.';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
      {children}
    </Link>
  );
}

interface ConsentDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ConsentDialog({ open, onClose }: ConsentDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const close = () => {
    setAgreed(false);
    onClose();
  };
  const { accept, accepting } = useAcceptConsent(close);

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={<>Privacy &amp; Data Use</>}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Decline
          </Button>
          <Button colorPalette="brand" disabled={!agreed} loading={accepting} onClick={() => void accept()}>
            Accept &amp; Continue
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>To create your personalised energy plan, we need:</Text>
        <List.Root ps="5" gap="1">
          {CONSENT_NEEDS.map((need) => (
            <List.Item key={need}>{need}</List.Item>
          ))}
        </List.Root>
        <Text color="fg.muted">{CONSENT_SHARING_TEXT}</Text>
        <Checkbox.Root checked={agreed} onCheckedChange={(change) => setAgreed(change.checked === true)} colorPalette="brand" alignItems="flex-start">
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            I consent to the use of my data as described and agree to the{' '}
            <ExternalLink href="/terms">Terms &amp; Conditions</ExternalLink> and{' '}
            <ExternalLink href="/privacy">Privacy Policy</ExternalLink>
          </Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </AppDialog>
  );
}
