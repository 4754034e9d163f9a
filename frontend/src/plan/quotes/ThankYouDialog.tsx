import { Button } from '@chakra-ui/react';
import { AppDialog } from '../../chrome/dialog/AppDialog';

export const THANK_YOU_TEXT = "We've sent your details to the team and they will be following up shortly.";

/** Spec section 8: the dialog after a quote request went through. */
export function ThankYouDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title="Thank You!"
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          Close
        </Button>
      }
    >
      {THANK_YOU_TEXT}
    </AppDialog>
  );
}
