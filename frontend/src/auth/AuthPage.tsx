import { Box, Card, Center, Container, Link, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../pages/usePageTitle';
import { AccountTabs } from './AccountTabs';
import { backToPlanPath } from './backToPlan';
import { PasswordResetView } from './PasswordResetView';
import { redirectTarget } from './redirectTarget';
import { useArrivalState } from './useArrivalState';
import { VerifyEmailView } from './VerifyEmailView';

/** The views `?tab=` can open; verification opens only after registering. */
type Tab = 'login' | 'register' | 'reset-password';

const tabFrom = (value: string | null): Tab => (value === 'register' || value === 'reset-password' ? value : 'login');

/** /auth: Login and Register tabs, e-mail verification and password reset. */
export function AuthPage() {
  usePageTitle('Login or Register');
  const [params, setParams] = useSearchParams();
  const arrival = useArrivalState();
  const tab = tabFrom(params.get('tab'));
  const [verifying, setVerifying] = useState<string | null>(null);
  const [loginEmail, setLoginEmail] = useState('');
  const [backToPlan] = useState(backToPlanPath);

  // The view lives in the URL, so Back and shared links land on the same one.
  const openTab = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'login') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  const goToLogin = (email: string) => {
    setVerifying(null);
    setLoginEmail(email);
    openTab('login');
  };

  if (arrival === 'signed-in') return <Navigate to={redirectTarget(params.get('redirect'))} replace />;
  if (arrival === 'checking') {
    return (
      <Center py="20">
        <Spinner size="xl" color="brand.solid" aria-label="Checking whether you are signed in" />
      </Center>
    );
  }

  const backToRegistration = () => {
    setVerifying(null);
    openTab('register');
  };
  const content =
    verifying !== null ? (
      <VerifyEmailView email={verifying} onVerified={goToLogin} onBack={backToRegistration} />
    ) : tab === 'reset-password' ? (
      <PasswordResetView initialEmail={loginEmail} onBackToLogin={goToLogin} />
    ) : (
      <AccountTabs
        tab={tab}
        onTabChange={openTab}
        onForgotPassword={(typedEmail) => {
          setLoginEmail(typedEmail);
          openTab('reset-password');
        }}
        loginEmail={loginEmail}
        onCodeSent={setVerifying}
        onAccountCreated={goToLogin}
      />
    );

  return (
    <Container maxW="md" py={{ base: '8', md: '14' }} px="4">
      {backToPlan && (
        <Box mb="4">
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={backToPlan}>
              <span aria-hidden="true">←</span> Back to Plan
            </RouterLink>
          </Link>
        </Box>
      )}
      <Card.Root>
        <Card.Body p={{ base: '5', md: '8' }}>{content}</Card.Body>
      </Card.Root>
    </Container>
  );
}
