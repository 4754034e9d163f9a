import { Button } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { ThankYouDialog } from '../../chrome/dialog/ThankYouDialog';
import { useRequestQuote, type QuotedMeasure } from '../quotes/useRequestQuote';
import { bookingUrl } from './linkOuts';

// The Thank You dialog after a quote request (docs/product.md, "Quotes and surveys").
const QUOTE_THANKS_TEXT = "We've sent your details to the team and they will be following up shortly.";

/** 'Book Now' for the survey and EPC (an external shop link); nothing for the other measures. */
export function BookNowLink({ title }: { title: string }) {
  const shopUrl = bookingUrl(title);
  if (!shopUrl) return null;
  return (
    <Button asChild colorPalette="brand" size="sm">
      <a href={shopUrl} target="_blank" rel="noopener noreferrer">
        Book Now <LuExternalLink aria-hidden="true" />
      </a>
    </Button>
  );
}

/** 'Book Now' for the survey and EPC, 'Request Quote' for the rest. */
export function RecommendationAction({ measure }: { measure: QuotedMeasure }) {
  const quote = useRequestQuote();
  if (bookingUrl(measure.title)) return <BookNowLink title={measure.title} />;
  return (
    <>
      <Button size="sm" colorPalette="brand" loading={quote.pending} onClick={() => void quote.request(measure)}>
        Request Quote
      </Button>
      <ThankYouDialog open={quote.sent} onClose={quote.closeThanks} message={QUOTE_THANKS_TEXT} />
    </>
  );
}
