import { Button } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { AppDialog } from '../chrome/dialog/AppDialog';

export const CONTACT_THANKS_TEXT = `Your message has been sent. We reply by e-mail during business hours, ${BRAND.businessHours}.`;

/** Spec section 4, Contact form: the thank-you dialog once a message went through. */
export function ContactThanksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      {CONTACT_THANKS_TEXT}
    </AppDialog>
  );
}
