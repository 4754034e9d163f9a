import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../test/renderApp';

describe('scroll to top', () => {
  it('scrolls to the top of the page on every route change', async () => {
    const scrollTo = jest.fn<(options?: ScrollToOptions) => void>();
    Object.defineProperty(window, 'scrollTo', { writable: true, value: scrollTo });
    const { user } = await renderApp('/');
    // The page the visitor arrived on stays where they (or the browser, on a reload) scrolled it.
    expect(scrollTo).not.toHaveBeenCalled();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms & Conditions' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/terms');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
