import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { LOCAL_KEYS } from '../../storage/keys';
import { renderApp } from '../../test/renderApp';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const banner = () => screen.queryByRole('complementary', { name: 'Browser recommendation' });

describe('Chrome recommendation banner', () => {
  it('recommends Google Chrome to visitors on other browsers', async () => {
    await renderApp('/');
    expect(banner()).toHaveTextContent('we recommend Google Chrome');
    expect(screen.getByRole('link', { name: 'Google Chrome' })).toHaveAttribute('href', 'https://www.google.com/chrome/');
  });

  it('stays dismissed on the next visit', async () => {
    const first = await renderApp('/');
    await first.user.click(screen.getByRole('button', { name: 'Dismiss browser recommendation' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_KEYS.chromeBannerDismissed)).toBe('true');

    first.unmount();
    await renderApp('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Warmwise' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('is not shown in Chrome', async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
    await renderApp('/');
    expect(banner()).not.toBeInTheDocument();
  });
});
