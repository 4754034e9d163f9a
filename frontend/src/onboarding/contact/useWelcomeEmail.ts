import { useMutation } from '@apollo/client/react';
import { friendlyMessage } from '../../errors/friendlyMessage';
import { isRateLimited } from '../../errors/isRateLimited';
import { notify } from '../../toast/toaster';
import { SESSION_KEYS } from '../../storage/keys';
import { readJson, writeItem } from '../../storage/safeStorage';
import { sendWelcomeEmailMutation } from './sendWelcomeEmail.mutation';

function welcomedEmails(): string[] {
  const stored = readJson<unknown>('session', SESSION_KEYS.welcomedEmails);
  return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
}

const HELD_BACK = 'We could not send your welcome e-mail just now. Your plan is still here.';

/**
 * The welcome e-mail, once per address per browser session: going Back and Continue again must
 * not mail the visitor twice. Fire-and-forget (docs/product.md, "The wizard"): it never holds up the
 * wizard and a fault is only logged. A limit's refusal is the one failure the visitor is told of (a
 * household behind a busy shared network would otherwise wait for a mail that never comes), and the
 * address may be welcomed again once the wait is over.
 */
export function useWelcomeEmail(): (email: string) => void {
  const [send] = useMutation(sendWelcomeEmailMutation);

  return (email: string) => {
    const address = email.toLowerCase();
    const welcomed = welcomedEmails();
    if (welcomed.includes(address)) return;
    // Marked before sending, so a second Continue while the first call is on its way sends nothing.
    writeItem('session', SESSION_KEYS.welcomedEmails, JSON.stringify([...welcomed, address]));
    send({ variables: { email } }).catch((error: unknown) => {
      if (!isRateLimited(error)) return console.warn('Could not send the welcome e-mail', error);
      writeItem('session', SESSION_KEYS.welcomedEmails, JSON.stringify(welcomedEmails().filter((item) => item !== address)));
      notify({ title: 'Welcome e-mail not sent', description: friendlyMessage(error, HELD_BACK) });
    });
  };
}
