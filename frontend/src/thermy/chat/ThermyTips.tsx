import { Card, Heading, List } from '@chakra-ui/react';

/** @internal exported for its tests, which count the tips shown */
export const THERMY_TIPS = [
  'Ask about one thing at a time: "How much would loft insulation save me?" works better than "How do I save money?"',
  'Create your energy plan first: Thermy then answers with your own home\'s figures.',
  'Follow up in your own words, such as "How much would that cost?"',
  'For grants, answer the grants questionnaire on your plan so Thermy knows your circumstances.',
  'Use the sources under each answer to read more, and check big decisions with a surveyor.',
] as const;

/** Beside an external assistant, which knows neither the plan nor our sources: the tips that hold for any. */
export const FRAME_TIPS = [THERMY_TIPS[0], THERMY_TIPS[2], 'Check big decisions with a surveyor before you spend.'] as const;

/** Tips for better questions, beside the chat (below it on a phone). */
export function ThermyTips({ tips = THERMY_TIPS }: { tips?: readonly string[] }) {
  return (
    <Card.Root as="aside" aria-labelledby="thermy-tips-heading" variant="subtle">
      <Card.Body gap="3">
        <Heading as="h2" id="thermy-tips-heading" size="md">
          Tips for better questions
        </Heading>
        <List.Root gap="2" ps="4">
          {tips.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
