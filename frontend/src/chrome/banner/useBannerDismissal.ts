import { useState } from 'react';
import { readItem, writeItem } from '../../storage/safeStorage';

/** A dismissal flag kept in localStorage, so the banner stays away across visits. */
export function useBannerDismissal(key: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => readItem('local', key) === 'true');
  const dismiss = () => {
    writeItem('local', key, 'true');
    setDismissed(true);
  };
  return [dismissed, dismiss];
}
