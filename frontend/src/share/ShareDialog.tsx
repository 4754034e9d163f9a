import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { LuCopy, LuShare2 } from 'react-icons/lu';
import { AppDialog } from '../chrome/dialog/AppDialog';
import { notify } from '../toast/toaster';
import { copyText } from './copyText';
import type { ShareState } from './useShareLink';

const SHARE_TITLE = 'My home energy plan';

interface ShareDialogProps {
  state: ShareState;
  stopping: boolean;
  onStop: () => void;
  onClose: () => void;
}

/** The link once made: to copy, to pass on through the device's share sheet where the browser has one, and to turn off. */
export function ShareDialog({ state, stopping, onStop, onClose }: ShareDialogProps) {
  const canUseShareSheet = typeof navigator.share === 'function';

  async function copy(url: string) {
    const copied = await copyText(url);
    notify(
      copied
        ? { title: 'Link copied', tone: 'success' }
        : { title: 'Could not copy the link', description: 'Select the link and copy it yourself.', tone: 'info' },
    );
  }

  return (
    <AppDialog
      open={state.kind === 'shared' || state.kind === 'stopped'}
      onClose={onClose}
      title={state.kind === 'stopped' ? 'Link turned off' : 'Share your plan'}
      footer={
        state.kind === 'shared' ? (
          <HStack gap="2" wrap="wrap" justify="flex-end" w="full">
            <Button variant="ghost" colorPalette="red" onClick={onStop} loading={stopping}>
              Stop sharing
            </Button>
            {canUseShareSheet ? (
              <Button variant="outline" onClick={() => void navigator.share({ title: SHARE_TITLE, url: state.url }).catch(() => undefined)}>
                <LuShare2 aria-hidden="true" /> Share...
              </Button>
            ) : null}
            <Button colorPalette="brand" onClick={() => void copy(state.url)}>
              <LuCopy aria-hidden="true" /> Copy link
            </Button>
          </HStack>
        ) : (
          <Button colorPalette="brand" onClick={onClose}>
            Done
          </Button>
        )
      }
    >
      {state.kind === 'shared' ? (
        <Stack gap="3">
          <Text>
            Anyone with this link can see your plan, read-only: the figures, the measures and the home's details. They cannot see
            your e-mail address or change anything. The link shows your plan as it is now, including later changes.
          </Text>
          <Field.Root>
            <Field.Label>Link to your plan</Field.Label>
            <Input value={state.url} readOnly onFocus={(event) => event.currentTarget.select()} />
          </Field.Root>
        </Stack>
      ) : (
        <Text>The link no longer works. Anyone who opens it sees that the plan could not be found. You can share the plan again at any time with a new link.</Text>
      )}
    </AppDialog>
  );
}
