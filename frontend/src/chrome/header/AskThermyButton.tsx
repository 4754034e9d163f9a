import { Button } from '@chakra-ui/react';
import { LuMessageCircle } from 'react-icons/lu';
import { useThermyPopup } from '../../thermy/thermyPopupContext';
import { Tooltip } from '../tooltip/Tooltip';

/** @internal exported for its tests, which expect this text */
export const ASK_THERMY_TOOLTIP = 'Chat with Thermy, our free home energy assistant, available 24/7';

interface AskThermyButtonProps {
  /** Called as the popup opens, e.g. to close the mobile menu. */
  onOpen?: () => void;
}

/** Popups (docs/product.md, "Thermy's welcome"): the header button opens the Thermy popup, whose 'Chat with me now' leads to /ask-thermy. */
export function AskThermyButton({ onOpen }: AskThermyButtonProps) {
  const { openThermy } = useThermyPopup();
  return (
    <Tooltip content={ASK_THERMY_TOOLTIP}>
      <Button
        colorPalette="brand"
        size="sm"
        rounded="full"
        aria-haspopup="dialog"
        onClick={() => {
          onOpen?.();
          openThermy();
        }}
      >
        <LuMessageCircle aria-hidden="true" />
        Ask Thermy
      </Button>
    </Tooltip>
  );
}
