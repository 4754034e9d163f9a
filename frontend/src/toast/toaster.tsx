import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

/**
 * One toast at a time, shown for 5 s, F8 jumps to the toast region.
 * @internal exported for its tests, which advance the clock past it
 */
export const TOAST_DURATION_MS = 5000;
const TOAST_LIMIT = 1;

/*
 * Toasts sit at the top, just under the sticky header: at the bottom they covered the wizard's
 * Continue button and, on a phone, the plan's tabs, which people reach for next.
 */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: '5rem', right: '1rem', bottom: '1rem', left: '1rem' },
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
  raisedOn.set(id, shownScreen.now);
  return id;
}

/** The screen each toast was raised on: the route's path with its query, since wizard steps are `?step=` screens. */
const raisedOn = new Map<string, string>();
const shownScreen = { now: '' };

/**
 * Told by the router as it renders a screen, before any of the screen's effects run, so a toast a
 * page raises as it opens counts as raised on that page.
 */
export function showingScreen(path: string): void {
  shownScreen.now = path;
}

/**
 * Takes down the failures still on screen: an old "Login failed" must not sit over the page that
 * follows a successful login. `raisedElsewhere` keeps a failure raised on the screen now showing
 * (a page that fails as it opens says so after the move, and that toast must stay).
 */
export function dismissFailures({ raisedElsewhere = false } = {}): void {
  const here = shownScreen.now;
  for (const { id, type } of toaster.getVisibleToasts()) {
    if (id === undefined || type !== 'error') continue;
    if (raisedElsewhere && raisedOn.get(id) === here) continue;
    toaster.dismiss(id);
    raisedOn.delete(id);
  }
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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
