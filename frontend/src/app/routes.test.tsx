import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { BRAND } from '@warmwise/common';
import { graphql, HttpResponse } from 'msw';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const ROUTES: ReadonlyArray<[path: string, heading: string]> = [
  ['/', 'A warmer home, lower bills, one honest plan'],
  ['/plan', 'Start Your Energy Plan'],
  ['/energy-plan', 'Start Your Energy Plan'],
  ['/my-plan', 'Start Your Energy Plan'],
  // No such link: the shared plan page says so (share/ tests open a real one).
  ['/plan/abc123', 'Energy Plan Not Found'],
  ['/onboarding', 'Find your property'],
  ['/auth', `Your ${BRAND.productName} Account`],
  ['/quick-auth', 'Welcome Back'],
  ['/ask-thermy', 'Ask Thermy'],
  ['/about', 'About Warmwise'],
  ['/partners', 'Our Partners'],
  ['/contact', 'Contact Us'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms & Conditions'],
];

describe('routes', () => {
  it.each(ROUTES)('%s shows its own page', async (path, heading) => {
    server.use(graphql.query('SharedPlan', () => HttpResponse.json({ errors: [{ message: 'not found', extensions: { code: 'NOT_FOUND' } }], data: null })));
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it.each(['/nope', '/plan/abc/extra', '/api-docs'])('%s shows the 404 card inside the chrome', async (path) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Warmwise');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('titles the assistant page "Ask Thermy: Your Home Energy Expert"', async () => {
    await renderApp('/ask-thermy');
    expect(document.title).toBe('Ask Thermy: Your Home Energy Expert | Warmwise');
  });

  it('asks for consent when the home hero starts a plan', async () => {
    const { user } = await renderApp('/');
    const hero = screen.getByRole('region', { name: 'A warmer home, lower bills, one honest plan' });
    await user.click(within(hero).getByRole('button', { name: 'Start Your Plan' }));
    // The consent dialog comes first; accepting it leads on to the wizard (consent/ tests).
    expect(await screen.findByRole('dialog', { name: 'Privacy & Data Use' })).toBeInTheDocument();
  });
});
