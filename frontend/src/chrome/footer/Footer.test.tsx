import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { BRAND } from '@warmwise/common';
import { renderApp } from '../../test/renderApp';

const footer = () => screen.getByRole('contentinfo');

describe('footer', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('links to the four social networks in new tabs', async () => {
    await renderApp('/');
    const social = within(within(footer()).getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social).toHaveLength(4);
    expect(social.map((link) => link.getAttribute('href'))).toEqual(BRAND.socialLinks.map(({ url }) => url));
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(within(footer()).getByRole('link', { name: /Warmwise on LinkedIn/ })).toBeInTheDocument();
  });

  it.each([
    ['Home', '/'],
    ['Privacy Policy', '/privacy'],
    ['Terms & Conditions', '/terms'],
    ['Create Your Plan', '/onboarding'],
  ])('links to %s', async (name, href) => {
    await renderApp('/about');
    expect(within(footer()).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('shows the office address, support e-mail and hours', async () => {
    await renderApp('/');
    const contact = within(footer()).getByRole('region', { name: 'Contact' });
    for (const line of BRAND.officeAddress) expect(contact).toHaveTextContent(line);
    expect(within(contact).getByRole('link', { name: BRAND.supportEmail })).toHaveAttribute('href', `mailto:${BRAND.supportEmail}`);
    expect(contact).toHaveTextContent('Monday-Friday 9:00 AM-5:00 PM');
  });

  it('shows the current year in the copyright line', async () => {
    // Only the clock is faked: Chakra and React still need real timers and microtasks.
    jest.useFakeTimers({
      now: new Date('2031-06-15T12:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'],
    });
    await renderApp('/');
    expect(within(footer()).getByText(/^© 2031 Warmwise/)).toBeInTheDocument();
  });
});
