import { Button } from '@chakra-ui/react';
import { AppDialog } from './AppDialog';

interface ThankYouDialogProps {
  open: boolean;
  onClose: () => void;
  /** What happens next, in the words of the flow that sent something (a quote request, a message). */
  message: string;
}

/** The 'Thank You!' dialog shown once something the visitor sent has gone through. */
export function ThankYouDialog({ open, onClose, message }: ThankYouDialogProps) {
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
      {message}
    </AppDialog>
  );
}
