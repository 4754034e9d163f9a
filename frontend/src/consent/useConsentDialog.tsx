import { lazy, useState } from 'react';
import { loadApolloScope, WithApollo } from '../app/WithApollo';
import { resetGrantsProgress } from './consentStorage';

// Accepting records consent through a GraphQL mutation: the dialog and Apollo Client download on
// the first opening, so the home page's first load carries neither.
const loadConsentDialog = () => import('./ConsentDialog');
const ConsentDialog = lazy(() => loadConsentDialog().then((module) => ({ default: module.ConsentDialog })));

/** Starts those downloads early, e.g. when the pointer reaches a button that opens the dialog. */
export function preloadConsentDialog(): void {
  // Only a head start: opening the dialog loads them again and reports any failure then.
  Promise.all([loadConsentDialog(), loadApolloScope()]).catch(() => undefined);
}

/**
 * One consent dialog for every opener on a screen. Opening it starts the grants questionnaire
 * over (docs/product.md, "Consent"), whatever the visitor then chooses.
 */
export function useConsentDialog() {
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so closing plays the dialog's exit animation.
  const [requested, setRequested] = useState(false);
  const openConsent = () => {
    resetGrantsProgress();
    setRequested(true);
    setOpen(true);
  };
  const dialog = requested ? (
    <WithApollo>
      <ConsentDialog open={open} onClose={() => setOpen(false)} />
    </WithApollo>
  ) : null;
  return { openConsent, consentOpen: open, dialog };
}
