import { expect } from '@jest/globals';
import { waitFor, within } from '@testing-library/react';

type Tone = 'destructive' | 'success';
const CHAKRA_TYPE: Record<Tone, string> = { destructive: 'error', success: 'success' };

const toastRoots = () => Array.from(document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]'));

/** Waits until no toast titled `title` is on screen (taken down, or never raised). */
export async function expectNoToast(title: string) {
  await waitFor(() => expect(toastRoots().filter((root) => root.dataset.state !== 'closed' && within(root).queryByText(title, { exact: true }))).toEqual([]));
}

/**
 * Waits for the toast titled `title` and checks its tone and body. Looks only in the toaster, as
 * the same words may also stand beside a field.
 */
export async function expectToast(title: string, { tone, description }: { tone: Tone; description?: string | null }) {
  const toast = await waitFor(() => {
    const found = toastRoots().find((root) => within(root).queryByText(title, { exact: true }));
    if (!found) throw new Error(`No toast titled "${title}"; toasts: ${toastRoots().map((root) => root.textContent).join(' | ') || 'none'}`);
    return found;
  });
  expect(toast).toHaveAttribute('data-type', CHAKRA_TYPE[tone]);
  if (description === null) expect(toast.querySelector('[data-part="description"]')).toBeNull();
  else if (description !== undefined) expect(within(toast).getByText(description, { exact: true })).toBeInTheDocument();
  return toast;
}
