import { Button, List, Stack, Text } from '@chakra-ui/react';
import { LuMessageCircle } from 'react-icons/lu';
import { AppDialog } from '../chrome/dialog/AppDialog';

/**
 * The three things Thermy offers.
 * @internal exported for its tests, which expect these texts
 */
export const THERMY_BENEFITS = ['Instant energy advice', 'Money-saving tips', 'Home efficiency help'] as const;

interface ThermyPopupProps {
  open: boolean;
  onClose: () => void;
  onChat: () => void;
}

export function ThermyPopup({ open, onClose, onChat }: ThermyPopupProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      size="sm"
      title={<>Hi, I&apos;m Thermy!</>}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Maybe later
          </Button>
          <Button colorPalette="brand" onClick={onChat}>
            <LuMessageCircle aria-hidden="true" />
            Chat with me now
          </Button>
        </>
      }
    >
      {/* Short lines, each narrower than a phone: over the plan screen a text block larger than the
          page's own heading would become the page's Largest Contentful Paint, 1.5 s after the plan appears. */}
      <Stack gap="1">
        <Text>Your free home energy assistant.</Text>
        <Text>Here 24/7, I can help with:</Text>
        <List.Root ps="5" gap="1" pt="2">
          {THERMY_BENEFITS.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List.Root>
      </Stack>
    </AppDialog>
  );
}
