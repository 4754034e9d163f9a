import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMail, LuUserPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { readContactEmail } from '../../onboarding/contact/contactEmail';
import { readCachedProperty } from '../../onboarding/profile/propertyStore';
import { useKeepingLinks } from './useKeepingLinks';

/** Where the plan is kept, and for an anonymous visitor the two ways to keep it for longer. */
export function PlanKeeping() {
  const { user, loading } = useCurrentUser();
  if (loading) return null;
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="plan-keeping-heading">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="plan-keeping-heading">
          Where your plan is kept
        </Heading>
        {user ? <Text>Your plan is kept in your account: sign in on any browser to see it.</Text> : <KeepThisPlan />}
      </Card.Body>
    </Card.Root>
  );
}

function KeepThisPlan() {
  // The address given in the wizard; in a browser that opened a link, the one saved with the home.
  const [email, setEmail] = useState(() => readContactEmail() || (readCachedProperty()?.email ?? ''));
  const { send, sending, sentTo, problem, revoke, revoking } = useKeepingLinks();
  return (
    <Stack gap="3">
      <Text>Your plan is kept in this browser until you close it — e-mail yourself a link, or create an account to keep it.</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send(email);
        }}
      >
        <HStack gap="2" align="flex-end" wrap="wrap">
          <Field.Root invalid={problem !== null} flex="1" minW="56">
            <Field.Label>Your e-mail address</Field.Label>
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={sending} loadingText="Sending...">
            <LuMail aria-hidden="true" /> E-mail me a link
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/auth?tab=register">
              <LuUserPlus aria-hidden="true" /> Create an account
            </RouterLink>
          </Button>
        </HStack>
      </form>
      {sentTo ? (
        <Text role="status">
          A private link to this plan is on its way to {sentTo}. It opens the plan, ready to edit, on any browser. Anyone with it can open your plan.
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        Sent a link you should not have?{' '}
        <Button variant="plain" size="sm" p="0" h="auto" verticalAlign="baseline" textDecoration="underline" onClick={() => void revoke()} loading={revoking}>
          Turn off e-mailed links
        </Button>
      </Text>
    </Stack>
  );
}
