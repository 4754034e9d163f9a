import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { setCurrentUser } from '../auth/useCurrentUser';
import { clearStoredPlanAndUserData } from '../storage/clearStoredData';
import { notify } from '../toast/toaster';
import { ACCOUNT_PATHS } from './accountPaths';

const DELETE_NOTICES = {
  doneTitle: 'Account deleted',
  doneText: 'Your account and everything saved with it have been deleted.',
  failureTitle: 'Could not delete your account',
  failureFallback: 'Something went wrong. Please try again.',
} as const;

/** The server's `{ message }` (docs/api.md), when the body has one. */
async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message.trim() || null;
  } catch {
    // Not JSON (a proxy's error page): the fallback says enough.
  }
  return null;
}

/**
 * Erasing the account. Plain fetch rather than Apollo: the header is on every page, and the home
 * page does not load the GraphQL client. Once the server has deleted everything, this browser
 * forgets the plan and property too, and the visitor lands on the home page signed out.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  const deleteAccount = async (): Promise<void> => {
    setDeleting(true);
    try {
      // Node's fetch (tests) needs an absolute URL; the browser resolves it against the page anyway.
      const response = await fetch(new URL(ACCOUNT_PATHS.account, window.location.href), {
        method: 'DELETE',
        credentials: 'include',
        headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      });
      if (!response.ok) {
        notify({ title: DELETE_NOTICES.failureTitle, description: (await serverMessage(response)) ?? DELETE_NOTICES.failureFallback });
        return;
      }
      clearStoredPlanAndUserData();
      setCurrentUser(null);
      void navigate('/');
      notify({ title: DELETE_NOTICES.doneTitle, description: DELETE_NOTICES.doneText, tone: 'success' });
    } catch (error) {
      console.warn('Could not delete the account', error);
      notify({ title: DELETE_NOTICES.failureTitle, description: DELETE_NOTICES.failureFallback });
    } finally {
      setDeleting(false);
    }
  };

  return { deleteAccount, deleting };
}
