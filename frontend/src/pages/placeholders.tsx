import { HoldingPage } from './HoldingPage';

/*
 * Pages owned by later issues. Each is a named component so the route table reads like the
 * spec's, and replacing one is a change to one import.
 */
export const AskThermyPage = () => (
  <HoldingPage
    title="Ask Thermy"
    pageTitle="Ask Thermy: Your Home Energy Expert"
    summary="Thermy is our free home energy assistant, available 24/7 to answer your questions."
  />
);
