import { Button, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { ThankYouDialog } from '../../chrome/dialog/ThankYouDialog';
import { useRequestQuote, type QuotedMeasure } from '../quotes/useRequestQuote';
import { bookingUrl } from './linkOuts';

// The Thank You dialog after a quote request (docs/product.md, "Quotes and surveys").
const QUOTE_THANKS_TEXT = "We've sent your details to the team and they will be following up shortly.";
const DO_IT_YOURSELF = 'Something you can do yourself: no installer or quote needed.';

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

interface RecommendationActionProps {
  measure: QuotedMeasure;
  /** A habit, a switch or a call to the supplier (standby, LED bulbs, a smart meter, a tariff): no installer to quote. */
  doItYourself: boolean;
}

/** 'Book Now' for the survey and EPC, nothing to quote for what a household does itself, 'Request Quote' for the rest. */
export function RecommendationAction({ measure, doItYourself }: RecommendationActionProps) {
  const quote = useRequestQuote();
  if (bookingUrl(measure.title)) return <BookNowLink title={measure.title} />;
  if (doItYourself) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {DO_IT_YOURSELF}
      </Text>
    );
  }
  return (
    <>
      <Button size="sm" colorPalette="brand" loading={quote.pending} onClick={() => void quote.request(measure)}>
        Request Quote
      </Button>
      <ThankYouDialog open={quote.sent} onClose={quote.closeThanks} message={QUOTE_THANKS_TEXT} />
    </>
  );
}
