import { Button, CloseButton, Dialog, List, Portal, Stack, Text } from '@chakra-ui/react';
import { LuMessageCircle } from 'react-icons/lu';

/** Spec section 2, Home: the three things Thermy offers. */
export const THERMY_BENEFITS = ['Instant energy advice', 'Money-saving tips', 'Home efficiency help'] as const;

interface ThermyPopupProps {
  open: boolean;
  onClose: () => void;
  onChat: () => void;
}

export function ThermyPopup({ open, onClose, onChat }: ThermyPopupProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Hi, I&apos;m Thermy!</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>Your free home energy assistant, here 24/7. I can help with:</Text>
                <List.Root ps="5" gap="1">
                  {THERMY_BENEFITS.map((benefit) => (
                    <List.Item key={benefit}>{benefit}</List.Item>
                  ))}
                </List.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="ghost" onClick={onClose}>
                Maybe later
              </Button>
              <Button colorPalette="brand" onClick={onChat}>
                <LuMessageCircle aria-hidden="true" />
                Chat with me now
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
