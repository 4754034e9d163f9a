import { Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../pages/usePageTitle';
import { AuthField } from './AuthField';
import { useQuickSignInForm } from './useQuickSignInForm';

/** /quick-auth: a plain e-mail and password sign-in that opens the plan. */
export function QuickAuthPage() {
  usePageTitle('Sign In');
  const { submit, field, submitting, redirecting } = useQuickSignInForm();
  return (
    <Container maxW="md" py={{ base: '8', md: '14' }} px="4">
      <Card.Root>
        <Card.Body p={{ base: '5', md: '8' }}>
          <Stack gap="5">
            <Stack gap="2" textAlign="center">
              <Heading as="h1" size="2xl">
                Welcome Back
              </Heading>
              <Text color="fg.muted">Sign in to see your energy plan.</Text>
            </Stack>
            <form noValidate onSubmit={submit} aria-label="Sign in">
              <Stack gap="4">
                <AuthField label="Email" type="email" autoComplete="email" required {...field('email')} />
                <AuthField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
                <Button type="submit" colorPalette="brand" size="lg" loading={submitting || redirecting} loadingText="Signing In...">
                  Sign In
                </Button>
              </Stack>
            </form>
            <Button asChild variant="plain" colorPalette="brand">
              <RouterLink to="/">Back to Home</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
