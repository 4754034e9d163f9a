import { within } from '@testing-library/react';

/** The figure a person reads beside a label in a description list: the `dd` after its `dt`. */
export const figureBeside = (container: HTMLElement, label: string): HTMLElement =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
