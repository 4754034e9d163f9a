import { useState } from 'react';
import { ConsentDialog } from './ConsentDialog';
import { resetGrantsProgress } from './consentStorage';

/**
 * One consent dialog for every opener on a screen. Opening it starts the grants questionnaire
 * over (spec section 4, Consent), whatever the visitor then chooses.
 */
export function useConsentDialog() {
  const [open, setOpen] = useState(false);
  const openConsent = () => {
    resetGrantsProgress();
    setOpen(true);
  };
  const dialog = <ConsentDialog open={open} onClose={() => setOpen(false)} />;
  return { openConsent, consentOpen: open, dialog };
}
