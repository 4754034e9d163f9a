import { Button } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { Tooltip } from '../../chrome/tooltip/Tooltip';
import { bookingUrl } from './linkOuts';

/**
 * 'Book Now' for the survey and EPC (an external shop link), 'Request Quote' for the rest. The
 * quote endpoint is not live yet, so the button says so instead of pretending to send anything;
 * aria-disabled rather than disabled keeps it focusable, so keyboard users get the tooltip too.
 */
export function RecommendationAction({ title }: { title: string }) {
  const shopUrl = bookingUrl(title);
  if (shopUrl) {
    return (
      <Button asChild colorPalette="brand" size="sm">
        <a href={shopUrl} target="_blank" rel="noopener noreferrer">
          Book Now <LuExternalLink aria-hidden="true" />
        </a>
      </Button>
    );
  }
  return (
    <Tooltip content="Quotes open soon">
      <Button size="sm" colorPalette="brand" aria-disabled="true" opacity={0.6} cursor="not-allowed" onClick={(event) => event.preventDefault()}>
        Request Quote
      </Button>
    </Tooltip>
  );
}
