import { Button } from '@chakra-ui/react';
import { Suspense } from 'react';
import { LuLogIn } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { lazyNamed } from '../app/lazyNamed';
import { useCurrentUser } from '../auth/useCurrentUser';
import { ACCOUNT_PATHS } from './accountPaths';

// The menu and its delete dialog are for signed-in visitors only, known once the server has
// answered: every page's first script leaves them out.
const SignedInMenu = lazyNamed(() => import('./SignedInMenu'), 'SignedInMenu');

interface AccountMenuProps {
  /** Called after a link is chosen, e.g. to close the mobile menu. */
  onNavigate?: () => void;
  /** Full width in the mobile menu, compact in the header bar. */
  fullWidth?: boolean;
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
  return (
    <Suspense fallback={null}>
      <SignedInMenu email={user.email} onNavigate={onNavigate} fullWidth={fullWidth} />
    </Suspense>
  );
}
