import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

/**
 * One toast at a time, shown for 5 s, F8 jumps to the toast region.
 * @internal exported for its tests, which advance the clock past it
 */
export const TOAST_DURATION_MS = 5000;
const TOAST_LIMIT = 1;

/*
 * Toasts sit at the top: at the bottom they covered the wizard's Continue button and, on a phone,
 * the plan's tabs, which people reach for next. On a wide screen they sit at the right, just under
 * the sticky header, beside the page's left-aligned heading; a phone has no room beside it, so
 * there they cover the header itself (chrome, not the screen's title and address).
 */
const TOP_OFFSET = 'var(--warmwise-toast-top)';

export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: TOP_OFFSET, right: '1rem', bottom: '1rem', left: '1rem' },
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

type ToastTone = 'destructive' | 'info' | 'success';

export interface Notice {
  title: string;
  description?: string;
  /** Destructive unless the toast is a success or information. */
  tone?: ToastTone;
  /** One button on the toast, such as Undo; pressing it closes the toast. */
  action?: { label: string; onClick: () => void };
}

const TYPE_BY_TONE = { destructive: 'error', info: 'info', success: 'success' } as const;

/**
 * Shows a toast, replacing the one on screen. Chakra queues extra toasts behind `max`, which
 * would delay fresh news (e.g. "No properties found") behind a stale one for 5 s.
 */
export function notify({ title, description, tone = 'destructive', action }: Notice): string {
  toaster.remove();
  const id = toaster.create({ title, description, type: TYPE_BY_TONE[tone], closable: true, action });
  raisedOn.set(id, { screen: shownScreen.now, at: Date.now() });
  return id;
}

/** Where and when each toast was raised: the route's path with its query, since wizard steps are `?step=` screens. */
const raisedOn = new Map<string, { screen: string; at: number }>();
const shownScreen = { now: '' };

/**
 * A toast younger than this when its screen goes announces the move itself ("Redirecting to your
 * energy plan..."): it goes on to the next screen, and belongs to it. One older has had its moment.
 */
const ANNOUNCES_THE_MOVE_MS = 500;

/**
 * Told by the router as it renders a screen, before any of the screen's effects run, so a toast a
 * page raises as it opens counts as raised on that page.
 */
export function showingScreen(path: string): void {
  shownScreen.now = path;
}

function dismiss(id: string): void {
  toaster.dismiss(id);
  raisedOn.delete(id);
}

/**
 * Takes down the toasts left from another screen: a toast belongs to the screen it was raised on,
 * so "Home profile updated" does not sit over the plan that follows, nor "Found 27 properties"
 * over the next steps. One raised on the screen now showing stays (a page that fails as it opens
 * says so after the move), as does one that announces the move.
 */
export function dismissLeftBehind(): void {
  const here = shownScreen.now;
  for (const { id } of toaster.getVisibleToasts()) {
    const raised = id === undefined ? undefined : raisedOn.get(id);
    if (id === undefined || raised?.screen === here) continue;
    if (raised && Date.now() - raised.at < ANNOUNCES_THE_MOVE_MS) {
      raisedOn.set(id, { ...raised, screen: here });
      continue;
    }
    // Removed at once, not faded out: a fading toast would still lie over the new screen's heading.
    toaster.remove(id);
    raisedOn.delete(id);
  }
}

/** Takes down every toast: the view it spoke of has gone, though the screen's address has not. */
export function dismissToasts(): void {
  for (const { id } of toaster.getVisibleToasts()) if (id !== undefined) dismiss(id);
}

/**
 * Takes down the failures still on screen: an old "Wrong code" must not sit over the success
 * that follows it on the same screen.
 */
export function dismissFailures(): void {
  for (const { id, type } of toaster.getVisibleToasts()) if (id !== undefined && type === 'error') dismiss(id);
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} css={{ '--warmwise-toast-top': '0.5rem', md: { '--warmwise-toast-top': '5rem' } }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
