import { Button } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { LuShare2 } from 'react-icons/lu';
import { lazyNamed } from '../app/lazyNamed';
import { useShareLink } from './useShareLink';

// The dialog and its field are not needed to paint the plan: they download when a link is made.
const ShareDialog = lazyNamed(() => import('./ShareDialog'), 'ShareDialog');

/**
 * The plan screen's Share button: a read-only link to the plan, to copy or pass on through the
 * device's share sheet where the browser has one, and to turn off.
 */
export function ShareControl({ propertyId }: { propertyId: string }) {
  const { state, open, stop, stopping, close } = useShareLink(propertyId);
  // Stays mounted once shown, so closing plays the dialog's exit animation.
  const [shown, setShown] = useState(false);
  if (!shown && (state.kind === 'shared' || state.kind === 'stopped')) setShown(true);

  return (
    <>
      <Button variant="outline" onClick={() => void open()} loading={state.kind === 'making'} loadingText="Making link...">
        <LuShare2 aria-hidden="true" /> Share
      </Button>
      {shown ? (
        <Suspense fallback={null}>
          <ShareDialog state={state} stopping={stopping} onStop={() => void stop()} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
