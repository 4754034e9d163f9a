import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';

async function renderPartnersPage() {
  const view = await renderApp('/partners');
  await screen.findByRole('heading', { level: 1, name: 'Our Partners' });
  return { ...view, page: within(screen.getByRole('main')) };
}

describe('/partners', () => {
  it('shows six partner cards: an energy supplier, banks and local authorities', async () => {
    const { page } = await renderPartnersPage();
    expect(document.title).toBe('Our Partners | Warmwise');
    const cards = within(page.getByRole('region', { name: 'Who we work with' })).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const kinds = cards.map((card) => within(card).getByText(/^(Energy supplier|Bank|Local authority)$/).textContent);
    expect(kinds).toEqual(['Energy supplier', 'Bank', 'Bank', 'Local authority', 'Local authority', 'Local authority']);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(/\w/);
      // The logo is decorative: the heading names the partner.
      expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('leads to the contact page with Get in Touch', async () => {
    const { page, user } = await renderPartnersPage();
    const getInTouch = page.getByRole('link', { name: 'Get in Touch' });
    expect(getInTouch).toHaveAttribute('href', '/contact');
    await user.click(getInTouch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });

  it('describes API access as it is: GraphQL at /graphql, grant schemes and eligibility', async () => {
    const { page } = await renderPartnersPage();
    const api = page.getByRole('region', { name: 'API access for organisations' });
    expect(api).toHaveTextContent('Our GraphQL API is at /graphql on this website.');
    expect(api).toHaveTextContent('grantSchemes');
    expect(api).toHaveTextContent('eligibleGrants');
    expect(within(api).getByRole('link', { name: 'contact our team' })).toHaveAttribute('href', '/contact');
  });
});
