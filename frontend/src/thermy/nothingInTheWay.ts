/**
 * Whether a popup nobody asked for may open now: never over an open dialog (consent, Learn More,
 * Thank You) and never while someone is typing or choosing in a form.
 */
export function nothingInTheWay(): boolean {
  const openDialog = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')).some(
    (dialog) => !dialog.hidden && dialog.dataset.state !== 'closed',
  );
  if (openDialog) return false;
  const focused = document.activeElement;
  return !(focused instanceof HTMLElement && focused.closest('form, input, textarea, select, [contenteditable="true"]'));
}
