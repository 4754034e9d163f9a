import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { friendlyMessage } from '../errors/friendlyMessage';
import { isNotFound } from '../errors/isNotFound';
import { storeProperty } from '../onboarding/profile/propertyStore';
import { clearStoredPlanAndUserData } from '../storage/clearStoredData';
import { openResumeLinkMutation, resumedPropertyQuery } from './openResumeLink.graphql';

export type ResumeState = { kind: 'opening' } | { kind: 'gone' } | { kind: 'no-plan' } | { kind: 'failed'; message: string };

const NOT_OPENED = 'We could not open your plan just now. Please try again in a moment.';

/**
 * Opens the link once (a second open would only move the session again): the server makes this
 * browser the link's visitor, then the home is kept for the session as the wizard keeps a saved
 * one, so the plan screen shows it and Edit Profile & Preferences updates it.
 */
export function useResumeLink(token: string): ResumeState {
  const [state, setState] = useState<ResumeState>({ kind: 'opening' });
  const [open] = useMutation(openResumeLinkMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void (async () => {
      try {
        const { data } = await open({ variables: { token } });
        // Whatever this browser held (cache and stored plan) belonged to the visitor it was before.
        clearStoredPlanAndUserData();
        await client.clearStore();
        const propertyId = data?.openResumeLink.propertyId;
        if (!propertyId) return setState({ kind: 'no-plan' });
        const { data: home } = await client.query({ query: resumedPropertyQuery, variables: { id: propertyId } });
        if (home) storeProperty(home.property);
        await navigate('/plan', { replace: true });
      } catch (error) {
        setState(isNotFound(error) ? { kind: 'gone' } : { kind: 'failed', message: friendlyMessage(error, NOT_OPENED) });
      }
    })();
  }, [client, navigate, open, token]);

  return state;
}
