import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuLogIn, LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../auth/useCurrentUser';
import { clearStoredPlanAndUserData } from '../storage/clearStoredData';
import { ACCOUNT_PATHS } from './accountPaths';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useDeleteAccount } from './useDeleteAccount';

interface AccountMenuProps {
  /** Called after a link is chosen, e.g. to close the mobile menu. */
  onNavigate?: () => void;
  /** Full width in the mobile menu, compact in the header bar. */
  fullWidth?: boolean;
}

interface SignedInMenuProps extends AccountMenuProps {
  email: string;
  fullWidth: boolean;
}

function SignedInMenu({ email, onNavigate, fullWidth }: SignedInMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const { deleteAccount, deleting } = useDeleteAccount();

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => value === 'delete' && setConfirming(true)}>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm" aria-label={`Account menu for ${email}`} width={fullWidth ? 'full' : undefined} justifyContent="flex-start">
            <LuUserRound aria-hidden="true" />
            {/* In the header bar the address needs the widest screens; the menu itself always shows it. */}
            <Text as="span" truncate maxW={fullWidth ? 'full' : '48'} hideBelow={fullWidth ? undefined : 'xl'}>
              {email}
            </Text>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48" maxW="xs">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel fontWeight="normal" color="fg.muted" truncate>
                  Signed in as {email}
                </Menu.ItemGroupLabel>
                <Menu.Item value="my-plan" asChild>
                  <RouterLink to={ACCOUNT_PATHS.myPlan} onClick={onNavigate}>
                    My Energy Plan
                  </RouterLink>
                </Menu.Item>
                <Menu.Item value="export" asChild>
                  <a href={ACCOUNT_PATHS.exportData} download>
                    Download My Data
                  </a>
                </Menu.Item>
                <Menu.Item value="delete" color="fg.error" _highlighted={{ bg: 'bg.error', color: 'fg.error' }}>
                  Delete My Account
                </Menu.Item>
                <Menu.Separator />
                <Menu.Item value="sign-out" asChild>
                  {/* Signing out ends the session server-side; this browser's copy of the plan goes first. */}
                  <a href={ACCOUNT_PATHS.logout} onClick={clearStoredPlanAndUserData}>
                    Sign Out
                  </a>
                </Menu.Item>
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <DeleteAccountDialog open={confirming} deleting={deleting} onCancel={() => setConfirming(false)} onConfirm={() => void deleteAccount()} />
    </>
  );
}

/** The header's account corner: 'Sign In' when signed out, a menu of account actions when signed in. */
export function AccountMenu({ onNavigate, fullWidth = false }: AccountMenuProps) {
  const { user, loading } = useCurrentUser();
  // Nothing until the server has answered, so a signed-in visitor never sees 'Sign In' flash by.
  if (loading) return null;
  if (!user) {
    return (
      <Button asChild variant="ghost" size="sm" width={fullWidth ? 'full' : undefined} justifyContent="flex-start">
        <RouterLink to={ACCOUNT_PATHS.signIn} onClick={onNavigate}>
          <LuLogIn aria-hidden="true" />
          Sign In
        </RouterLink>
      </Button>
    );
  }
  return <SignedInMenu email={user.email} onNavigate={onNavigate} fullWidth={fullWidth} />;
}
