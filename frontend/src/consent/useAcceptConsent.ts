import { useMutation } from '@apollo/client/react';
import { CONSENT_VERSION } from '@warmwise/common';
import { useNavigate } from 'react-router-dom';
import { buildConsentRecord, clearPlanAndPropertyData, saveConsent } from './consentStorage';
import { recordConsentMutation } from './recordConsent.mutation';

/**
 * Accepting the Privacy & Data Use terms. The record is kept in session storage, as the product
 * promises, and on the server; a failed server call is logged and the visitor still goes on to the
 * wizard rather than being stopped by our fault.
 */
export function useAcceptConsent(onDone: () => void) {
  const navigate = useNavigate();
  const [recordConsent, { loading }] = useMutation(recordConsentMutation);

  const accept = async () => {
    saveConsent(buildConsentRecord());
    try {
      await recordConsent({ variables: { accepted: true, version: CONSENT_VERSION } });
    } catch (error) {
      console.warn('[warmwise] could not record consent on the server; continuing with the browser record', error);
    }
    clearPlanAndPropertyData();
    onDone();
    void navigate('/onboarding');
  };

  return { accept, accepting: loading };
}
