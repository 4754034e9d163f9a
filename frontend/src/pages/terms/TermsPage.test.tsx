import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { BRAND } from '@warmwise/common';
import { renderApp } from '../../test/renderApp';

async function renderTermsPage() {
  const view = await renderApp('/terms');
  await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
  return { ...view, page: within(screen.getByRole('main')) };
}

describe('/terms', () => {
  it('titles the page and lists its sections', async () => {
    const { page } = await renderTermsPage();
    expect(document.title).toBe('Terms & Conditions | Warmwise');
    expect(page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'About us',
      'Who can use Warmwise',
      'What we provide',
      'Your plan is an estimate',
      'Quotes',
      'Your account',
      'Using the website fairly',
      'Availability and changes',
      'Our responsibility to you',
      'Your information',
      'Law and disputes',
    ]);
  });

  it('requires age 18 and is governed by Scots law', async () => {
    const { page } = await renderTermsPage();
    expect(page.getByText(/^You must be 18 or over to use Warmwise/)).toBeInTheDocument();
    expect(page.getByText(/^These terms are governed by Scots law\./)).toBeInTheDocument();
  });

  it('says a plan is an estimate and links to how it is made and to a survey', async () => {
    const { page } = await renderTermsPage();
    const estimates = page.getByRole('region', { name: 'Your plan is an estimate' });
    expect(estimates).toHaveTextContent('They are a guide to help you decide what to look into, not a quote, a valuation or a promise.');
    expect(within(estimates).getByRole('link', { name: 'how we work out your plan' })).toHaveAttribute('href', '/about');
    expect(within(estimates).getByRole('link', { name: 'book a Warmwise home survey' })).toHaveAttribute('href', BRAND.surveyShopUrl);
  });

  it('links to the privacy policy and the support address', async () => {
    const { page } = await renderTermsPage();
    expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(page.getByRole('link', { name: BRAND.supportEmail })).toHaveAttribute('href', `mailto:${BRAND.supportEmail}`);
  });
});
