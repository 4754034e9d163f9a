import { useMutation } from '@apollo/client/react';
import { SESSION_KEYS } from '../../storage/keys';
import { readJson, writeItem } from '../../storage/safeStorage';
import { sendWelcomeEmailMutation } from './sendWelcomeEmail.mutation';

function welcomedEmails(): string[] {
  const stored = readJson<unknown>('session', SESSION_KEYS.welcomedEmails);
  return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The welcome e-mail, once per address per browser session: going Back and Continue again must
 * not mail the visitor twice. Fire-and-forget (docs/product.md, "The wizard"), so a failure is
 * only logged and never holds up the wizard.
 */
export function useWelcomeEmail(): (email: string) => void {
  const [send] = useMutation(sendWelcomeEmailMutation);

  return (email: string) => {
    const address = email.toLowerCase();
    const welcomed = welcomedEmails();
    if (welcomed.includes(address)) return;
    // Marked before sending, so a second Continue while the first call is on its way sends nothing.
    writeItem('session', SESSION_KEYS.welcomedEmails, JSON.stringify([...welcomed, address]));
    send({ variables: { email } }).catch((error: unknown) => console.warn('Could not send the welcome e-mail', error));
  };
}
