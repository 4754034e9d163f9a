import { Button, List, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../chrome/dialog/AppDialog';

interface DeleteAccountDialogProps {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** What erasure removes, listed so nobody deletes an account without knowing what goes with it. */
const DELETED_DATA = [
  'your account: e-mail address and password',
  'the homes you saved and their energy plans',
  'your quote requests and grants questionnaire answers',
  'the record of recommendations you looked at',
] as const;

export function DeleteAccountDialog({ open, deleting, onCancel, onConfirm }: DeleteAccountDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title="Delete your account?"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={deleting} loadingText="Deleting...">
            Delete My Account
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>This permanently deletes, at once:</Text>
        <List.Root ps="5">
          {DELETED_DATA.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
        <Text>It cannot be undone. To keep a copy, choose Download My Data first.</Text>
      </Stack>
    </AppDialog>
  );
}
