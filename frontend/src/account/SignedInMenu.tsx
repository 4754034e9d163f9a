import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { clearStoredPlanAndUserData } from '../storage/clearStoredData';
import { ACCOUNT_PATHS } from './accountPaths';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useDeleteAccount } from './useDeleteAccount';

interface SignedInMenuProps {
  email: string;
  /** Called after a link is chosen, e.g. to close the mobile menu. */
  onNavigate?: () => void;
  /** Full width in the mobile menu, compact in the header bar. */
  fullWidth: boolean;
}

/** A signed-in visitor's account actions, in a menu under their e-mail address. */
export function SignedInMenu({ email, onNavigate, fullWidth }: SignedInMenuProps) {
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
