import { useState } from 'react';
import { useCurrentUser } from './useCurrentUser';

export type Arrival = 'checking' | 'signed-in' | 'signed-out';

/**
 * Whether the visitor was signed in when they arrived, fixed once known. /auth redirects only
 * someone already signed in; signing in on the page itself has its own
 * destination, which a live "signed in" flag would race.
 */
export function useArrivalState(): Arrival {
  const { user, loading } = useCurrentUser();
  const known: Arrival = loading ? 'checking' : user ? 'signed-in' : 'signed-out';
  const [arrival, setArrival] = useState<Arrival>(known);
  // Settled during render (React's pattern for state derived from a change) so no frame shows the wrong screen.
  if (arrival === 'checking' && known !== 'checking') setArrival(known);
  return arrival === 'checking' ? known : arrival;
}
