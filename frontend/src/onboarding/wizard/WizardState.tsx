import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AddressItem_AddressFragment, SavedPropertyFragment } from '../../gql/graphql';
import { readSelectedAddress, saveSelectedAddress } from '../address/selectedAddress';
import { readContactEmail, saveContactEmail } from '../contact/contactEmail';
import { readCachedProperty, storeProperty } from '../profile/propertyStore';

/**
 * What the visitor has confirmed in the wizard: the home chosen, the e-mail checked and the profile
 * saved. The steps read it from here, not from storage, so what they show changes only when the
 * wizard changes it.
 */
export interface WizardState {
  /** Null until Continue on the Address step. */
  home: AddressItem_AddressFragment | null;
  /** Empty until Continue on the Contact Details step. */
  email: string;
  /** The profile saved last in this session, of whichever home: `savedProfileOf` picks this home's. */
  savedProfile: SavedPropertyFragment | null;
  chooseHome: (home: AddressItem_AddressFragment) => void;
  confirmEmail: (email: string) => void;
  /** False when the browser did not keep it: the wizard then holds the profile it had before. */
  keepSavedProfile: (profile: SavedPropertyFragment) => boolean;
}

const WizardStateContext = createContext<WizardState | null>(null);

/**
 * Reads the browser session's storage once, when the wizard opens, so a reload keeps what was
 * confirmed; every change is written through to the same keys, which the plan screen, quote
 * requests and tracking read (docs/product.md, "The wizard").
 */
export function WizardStateProvider({ children }: { children: ReactNode }) {
  const [home, setHome] = useState(readSelectedAddress);
  const [email, setEmail] = useState(readContactEmail);
  const [savedProfile, setSavedProfile] = useState(readCachedProperty);

  const state = useMemo<WizardState>(
    () => ({
      home,
      email,
      savedProfile,
      chooseHome: (chosen) => {
        saveSelectedAddress(chosen);
        setHome(chosen);
      },
      confirmEmail: (checked) => {
        saveContactEmail(checked);
        setEmail(checked);
      },
      keepSavedProfile: (profile) => {
        const kept = storeProperty(profile);
        if (kept) setSavedProfile(profile);
        return kept;
      },
    }),
    [home, email, savedProfile],
  );

  return <WizardStateContext.Provider value={state}>{children}</WizardStateContext.Provider>;
}

export function useWizardState(): WizardState {
  const state = useContext(WizardStateContext);
  if (!state) throw new Error('useWizardState is used outside WizardStateProvider');
  return state;
}
