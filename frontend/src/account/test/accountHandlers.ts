import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CURRENT_USER_PATH } from '../../auth/useCurrentUser';
import { ACCOUNT_PATHS } from '../accountPaths';

export const SIGNED_IN_EMAIL = 'sam@example.com';

/** The server's answer for a signed-in session (docs/accounts.md, GET /api/auth/user). */
export const signedInAs = (email = SIGNED_IN_EMAIL) => http.get(CURRENT_USER_PATH, () => HttpResponse.json({ id: 'user-1', email }));

/** Answers DELETE /api/account as the server does once it has erased everything; counts the calls. */
export function answerDeleteAccount(calls: string[] = []) {
  return http.delete(ACCOUNT_PATHS.account, ({ request }) => {
    calls.push(request.method);
    return HttpResponse.json({ success: true });
  });
}

export const failDeleteAccount = (status: number, message?: string) =>
  http.delete(ACCOUNT_PATHS.account, () =>
    message ? HttpResponse.json({ message, code: 'SERVICE_UNAVAILABLE' }, { status }) : new HttpResponse('Bad gateway', { status }),
  );

/**
 * Presses and releases a menu item as two steps. The menu acts on the item the press
 * highlighted; one user.click runs inside a single act(), so the highlight would not have
 * rendered by the release, which a real browser always lets happen.
 */
export async function chooseMenuItem(user: UserEvent, item: HTMLElement): Promise<void> {
  await user.pointer({ target: item, keys: '[MouseLeft>]' });
  await user.pointer({ target: item, keys: '[/MouseLeft]' });
}
