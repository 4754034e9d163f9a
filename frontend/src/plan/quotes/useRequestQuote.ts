import { useMutation } from '@apollo/client/react';
import { formatCost, formatCount } from '@warmwise/common';
import { useState } from 'react';
import { friendlyMessage } from '../../errors/friendlyMessage';
import { readContactEmail } from '../../onboarding/contact/contactEmail';
import { notify } from '../../toast/toaster';
import { trackQuoteRequest } from '../../tracking/track';
import { requestQuoteMutation } from './requestQuote.mutation';

// The quote request's messages (docs/product.md, "Quotes and surveys").
const QUOTE_NOTICES = {
  failureTitle: 'Quote Request Failed',
  failureFallback: 'Failed to send quote request. Please try again.',
  emailRequired: 'Email address is required. Please complete the onboarding process first.',
} as const;

export interface QuotedMeasure {
  title: string;
  description: string;
  cost: string;
  savings: number;
}

/** Sends a quote request for one measure; pending while it runs, `sent` opens the Thank You dialog. */
export function useRequestQuote() {
  const [send, { loading }] = useMutation(requestQuoteMutation);
  const [sent, setSent] = useState(false);

  const request = async (measure: QuotedMeasure): Promise<void> => {
    const userEmail = readContactEmail();
    if (!userEmail) {
      notify({ title: QUOTE_NOTICES.failureTitle, description: QUOTE_NOTICES.emailRequired });
      return;
    }
    const details = {
      cost: formatCost(measure.cost),
      savings: `£${formatCount(measure.savings)} per year`,
      description: measure.description,
    };
    try {
      await send({ variables: { input: { userEmail, productName: measure.title, productDetails: details } } });
      setSent(true);
      void trackQuoteRequest({ name: measure.title, ...details });
    } catch (error) {
      notify({ title: QUOTE_NOTICES.failureTitle, description: friendlyMessage(error, QUOTE_NOTICES.failureFallback) });
    }
  };

  return { request, pending: loading, sent, closeThanks: () => setSent(false) };
}
