import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { checkWith, PLAN_COPY_SENDING_MESSAGE, planCopyMailInputSchema } from '@warmwise/common';
import { useState } from 'react';
import { friendlyMessage } from '../../errors/friendlyMessage';
import { serverMessage } from '../../errors/serverMessage';
import { notify } from '../../toast/toaster';
import type { CopyTarget } from './copyTarget';
import { emailPlanMutation, emailSharedPlanMutation } from './planCopy.mutations';

const NOT_SENT = 'We could not send the plan just now. Please try again in a moment.';

/** The server refused the address itself: its words belong by the field, not in a toast. */
const refusedAddress = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'BAD_USER_INPUT');

/**
 * Mails a PDF copy of the plan. The address is checked with the server's own rule first; the
 * server answers the same whether or not a mail went (so nobody can probe an address), and the
 * screen repeats that answer.
 */
export function useEmailCopy(target: CopyTarget) {
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [emailOwn, own] = useMutation(emailPlanMutation);
  const [emailShared, shared] = useMutation(emailSharedPlanMutation);

  async function send(input: string) {
    setSent(null);
    const checked = checkWith(planCopyMailInputSchema, { email: input });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    const { email } = checked.value;
    try {
      if (target.kind === 'own') await emailOwn({ variables: { propertyId: target.propertyId, email } });
      else await emailShared({ variables: { token: target.token, email } });
      setSent(PLAN_COPY_SENDING_MESSAGE);
    } catch (error) {
      if (refusedAddress(error)) setProblem(serverMessage(error));
      else notify({ title: 'Plan not sent', description: friendlyMessage(error, NOT_SENT) });
    }
  }

  return { send, sending: own.loading || shared.loading, sent, problem };
}
