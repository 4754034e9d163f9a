import { Button } from '@chakra-ui/react';
import { LuMessageCircle } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { Tooltip } from '../tooltip/Tooltip';

export const ASK_THERMY_TOOLTIP = 'Chat with Thermy, our free home energy assistant, available 24/7';

export function AskThermyButton({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Tooltip content={ASK_THERMY_TOOLTIP}>
      <Button asChild colorPalette="brand" size="sm" rounded="full">
        <RouterLink to="/ask-thermy" onClick={onNavigate}>
          <LuMessageCircle aria-hidden="true" />
          Ask Thermy
        </RouterLink>
      </Button>
    </Tooltip>
  );
}
