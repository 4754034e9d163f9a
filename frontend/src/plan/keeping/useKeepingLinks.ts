import { useMutation } from '@apollo/client/react';
import { checkWith, resumeLinkMailInputSchema } from '@warmwise/common';
import { useState } from 'react';
import { friendlyMessage } from '../../errors/friendlyMessage';
import { notify } from '../../toast/toaster';
import { emailResumeLinkMutation, revokeResumeLinksMutation } from './resumeLink.mutations';

const NOT_SENT = 'We could not send the link just now. Please try again in a moment.';
const NOT_TURNED_OFF = 'We could not turn the links off just now. Please try again in a moment.';

/**
 * Mailing a link back to the plan and turning every such link off. The server answers a mail
 * request the same whatever happened, so the screen says only that a link is on its way.
 */
export function useKeepingLinks() {
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [emailLink, { loading: sending }] = useMutation(emailResumeLinkMutation);
  const [revokeLinks, { loading: revoking }] = useMutation(revokeResumeLinksMutation);

  async function send(email: string) {
    const checked = checkWith(resumeLinkMailInputSchema, { email });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    try {
      await emailLink({ variables: { email: checked.value.email } });
      setSentTo(checked.value.email);
    } catch (error) {
      notify({ title: 'Link not sent', description: friendlyMessage(error, NOT_SENT) });
    }
  }

  async function revoke() {
    try {
      await revokeLinks();
      setSentTo(null);
      notify({ title: 'Links turned off', description: 'Every link to this plan sent by e-mail now opens nothing.', tone: 'success' });
    } catch (error) {
      notify({ title: 'Links still on', description: friendlyMessage(error, NOT_TURNED_OFF) });
    }
  }

  return { send, sending, sentTo, problem, revoke, revoking };
}
