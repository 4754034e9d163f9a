import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { BRAND } from '@warmwise/common';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

interface AccountTabsProps {
  tab: 'login' | 'register';
  onTabChange: (tab: 'login' | 'register') => void;
  onForgotPassword: (typedEmail: string) => void;
  /** Pre-fills the login form after registering or resetting a password. */
  loginEmail: string;
  onCodeSent: (email: string) => void;
  onAccountCreated: (email: string) => void;
}

/** The auth card's Login and Register tabs. */
export function AccountTabs({ tab, onTabChange, onForgotPassword, loginEmail, onCodeSent, onAccountCreated }: AccountTabsProps) {
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl" textAlign="center">
        Your {BRAND.productName} Account
      </Heading>
      <Tabs.Root value={tab} onValueChange={({ value }) => onTabChange(value === 'register' ? 'register' : 'login')} variant="enclosed" fitted>
        <Tabs.List>
          <Tabs.Trigger value="login">Login</Tabs.Trigger>
          <Tabs.Trigger value="register">Register</Tabs.Trigger>
        </Tabs.List>
        {/* Only the open form is mounted: the two would otherwise share field labels on one page. */}
        <Tabs.Content value="login" pt="5">
          {tab === 'login' && <LoginForm key={loginEmail} initialEmail={loginEmail} onForgotPassword={onForgotPassword} onRegister={() => onTabChange('register')} />}
        </Tabs.Content>
        <Tabs.Content value="register" pt="5">
          {tab === 'register' && <RegisterForm onCodeSent={onCodeSent} onAccountCreated={onAccountCreated} />}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
