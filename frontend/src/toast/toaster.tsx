import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

/** Spec section 9: one toast at a time, shown for 5 s, F8 jumps to the toast region. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export type ToastTone = 'destructive' | 'info' | 'success';

export interface Notice {
  title: string;
  description?: string;
  /** Spec section 8: toasts are destructive unless noted otherwise. */
  tone?: ToastTone;
}

const TYPE_BY_TONE = { destructive: 'error', info: 'info', success: 'success' } as const;

/**
 * Shows a toast, replacing the one on screen. Chakra queues extra toasts behind `max`, which
 * would delay fresh news (e.g. "No properties found") behind a stale one for 5 s.
 */
export function notify({ title, description, tone = 'destructive' }: Notice): string {
  toaster.remove();
  return toaster.create({ title, description, type: TYPE_BY_TONE[tone], closable: true });
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
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
