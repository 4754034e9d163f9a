/**
 * Whether a popup nobody asked for may open now: never over an open dialog (consent, Learn More,
 * Thank You) and never while someone is typing or choosing in a form.
 */
export function nothingInTheWay(): boolean {
  if (openDialogCount() > 0) return false;
  const focused = document.activeElement;
  return !(focused instanceof HTMLElement && focused.closest('form, input, textarea, select, [contenteditable="true"]'));
}

/** Dialogs on screen now, not counting those hidden or playing their closing animation. */
export function openDialogCount(): number {
  return Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')).filter(
    (dialog) => !dialog.hidden && dialog.dataset.state !== 'closed',
  ).length;
}
