import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { friendlyMessage } from '../errors/friendlyMessage';
import { notify } from '../toast/toaster';
import { createShareLinkMutation, revokeShareLinkMutation } from './shareLink.mutations';

export type ShareState =
  | { kind: 'closed' }
  | { kind: 'making' }
  | { kind: 'shared'; token: string; url: string }
  | { kind: 'stopped' };

const NOT_MADE = 'We could not make a link just now. Please try again in a moment.';
const NOT_STOPPED = 'We could not turn the link off just now. Please try again in a moment.';

/**
 * The owner's side of sharing: ask for the property's link (the server hands back the same one
 * while it is active), copy or pass it on, and turn it off for good.
 */
export function useShareLink(propertyId: string) {
  const [state, setState] = useState<ShareState>({ kind: 'closed' });
  const [create] = useMutation(createShareLinkMutation);
  const [revoke, { loading: stopping }] = useMutation(revokeShareLinkMutation);

  async function open() {
    setState({ kind: 'making' });
    try {
      const { data } = await create({ variables: { propertyId } });
      if (!data) throw new Error('no link in the answer');
      setState({ kind: 'shared', token: data.createShareLink.token, url: data.createShareLink.url });
    } catch (error) {
      setState({ kind: 'closed' });
      notify({ title: 'Link not made', description: friendlyMessage(error, NOT_MADE) });
    }
  }

  async function stop() {
    if (state.kind !== 'shared') return;
    try {
      await revoke({ variables: { token: state.token } });
      setState({ kind: 'stopped' });
    } catch (error) {
      notify({ title: 'Link still on', description: friendlyMessage(error, NOT_STOPPED) });
    }
  }

  return { state, open, stop, stopping, close: () => setState({ kind: 'closed' }) };
}
