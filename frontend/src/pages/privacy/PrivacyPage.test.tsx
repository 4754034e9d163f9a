import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { BRAND } from '@warmwise/common';
import { CONSENT_SHARING_TEXT } from '../../consent/ConsentDialog';
import { renderApp } from '../../test/renderApp';

async function renderPrivacyPage() {
  const view = await renderApp('/privacy');
  await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
  return { ...view, page: within(screen.getByRole('main')) };
}

describe('/privacy', () => {
  it('titles the page and walks through the policy in order', async () => {
    const { page } = await renderPrivacyPage();
    expect(document.title).toBe('Privacy Policy | Warmwise');
    expect(page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Who we are',
      'What we collect and why',
      'Who we share it with',
      'How long we keep your information',
      'Cookies and storage on your device',
      'Children',
      'Your rights',
      'Keeping your information safe',
      'Changes to this policy',
      'Contact us',
    ]);
  });

  it('gives the retention periods the product enforces', async () => {
    const { page } = await renderPrivacyPage();
    const retention = page.getByRole('region', { name: 'How long we keep your information' });
    expect(retention).toHaveTextContent('we delete your home and its plan 30 days after you last changed them');
    expect(retention).toHaveTextContent('We delete an account, and everything linked to it, 6 years after it was last signed in to.');
    expect(retention).toHaveTextContent('We keep quote requests, grants questionnaires and contact messages for 6 years');
    expect(retention).toHaveTextContent('We keep records of how the plan was used for 12 months.');
  });

  it('says Thermy conversations live in the session only', async () => {
    const { page } = await renderPrivacyPage();
    const collected = page.getByRole('region', { name: 'What we collect and why' });
    expect(collected).toHaveTextContent('your last few questions are kept in your browser session only');
    expect(collected).toHaveTextContent('They are never stored in our database');
    expect(collected).toHaveTextContent('we receive only the text you send');
    expect(collected).toHaveTextContent('your plan’s figures (never your address, email or any identifier) are sent to that service');
  });

  it('names the session cookie and the account holders’ device cookie, what they hold and when they end', async () => {
    const { page } = await renderPrivacyPage();
    const cookies = page.getByRole('region', { name: 'Cookies and storage on your device' });
    expect(cookies).toHaveTextContent('We use one cookie for everyone, called __Host-warmwise.sid.');
    expect(cookies).toHaveTextContent('signing in or resetting your password also sets a second cookie, called __Host-warmwise.device');
    expect(cookies).toHaveTextContent('kept for 90 days, and it signs nobody in');
    expect(cookies).toHaveTextContent('it holds only a random code');
    expect(cookies).toHaveTextContent('your browser deletes it when you close it');
    expect(cookies).toHaveTextContent('We do not use advertising cookies or analytics cookies');
  });

  it('says data is shared only with consent, in the consent dialog’s words, and collects nothing from under-13s', async () => {
    const { page } = await renderPrivacyPage();
    expect(page.getByRole('region', { name: 'Who we share it with' })).toHaveTextContent(CONSENT_SHARING_TEXT);
    expect(page.getByText(/We do not knowingly collect any information from children under 13\./)).toBeInTheDocument();
  });

  it('tells people how to use their rights in the app and how to reach us', async () => {
    const { page } = await renderPrivacyPage();
    const rights = page.getByRole('region', { name: 'Your rights' });
    expect(rights).toHaveTextContent('choose ‘Download My Data’ to get a file with everything we hold about you');
    expect(rights).toHaveTextContent('choose ‘Delete My Account’ to delete your account and everything linked to it');
    expect(within(rights).getByRole('link', { name: /complain to the Information Commissioner/ })).toHaveAttribute(
      'href',
      'https://ico.org.uk/make-a-complaint/',
    );
    expect(page.getAllByRole('link', { name: BRAND.supportEmail })[0]).toHaveAttribute('href', `mailto:${BRAND.supportEmail}`);
    expect(page.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });
});
