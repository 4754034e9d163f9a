import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuSend } from 'react-icons/lu';
import type { CopyTarget } from './copyTarget';
import { useEmailCopy } from './useEmailCopy';

/**
 * "E-mail me this plan": one labelled field and Send. A problem with the address shows by the
 * field (and is announced with it); the answer shows below as a status a screen reader reads out.
 */
export function EmailCopyForm({ target, initialEmail = '' }: { target: CopyTarget; initialEmail?: string }) {
  const headingId = useId();
  const [email, setEmail] = useState(initialEmail);
  const { send, sending, sent, problem } = useEmailCopy(target);
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id={headingId}>
        E-mail me this plan
      </Heading>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          void send(email);
        }}
      >
        <HStack gap="2" align="flex-end" wrap="wrap">
          <Field.Root invalid={problem !== null} flex="1" minW="56">
            <Field.Label>E-mail address to send the plan to</Field.Label>
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={sending} loadingText="Sending...">
            <LuSend aria-hidden="true" /> Send
          </Button>
        </HStack>
      </form>
      <Text role="status">{sent}</Text>
    </Stack>
  );
}
