import { BRAND } from '@warmwise/common';
import { HoldingPage } from './HoldingPage';

/*
 * Pages owned by later issues. Each is a named component so the route table reads like the
 * spec's, and replacing one is a change to one import.
 */
export const SharedPlanPage = () => (
  <HoldingPage title="Shared Energy Plan" summary="A read-only copy of an energy plan that someone shared with you." />
);
export const AskThermyPage = () => (
  <HoldingPage
    title="Ask Thermy"
    pageTitle="Ask Thermy: Your Home Energy Expert"
    summary="Thermy is our free home energy assistant, available 24/7 to answer your questions."
  />
);
export const AboutPage = () => (
  <HoldingPage title={`About ${BRAND.productName}`} summary="Our mission, our approach and the assumptions behind every plan." />
);
