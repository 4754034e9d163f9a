import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';

export const THANK_YOU_TEXT = "We've sent your details to the team and they will be following up shortly.";

/** Spec section 8: the dialog after a quote request went through. */
export function ThankYouDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Thank You!</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{THANK_YOU_TEXT}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
