import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { BRAND } from '@warmwise/common';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { renderApp } from '../../test/renderApp';
import { MODEL_ASSUMPTIONS } from './test/modelAssumptionsHandler';

async function renderAboutPage() {
  const view = await renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: 'About Warmwise' });
  return { ...view, page: within(screen.getByRole('main')) };
}

describe('/about', () => {
  it('tells the mission, approach, expertise and impact, with the figures as we publish them', async () => {
    const { page } = await renderAboutPage();
    expect(document.title).toBe('About Warmwise | Warmwise');
    for (const name of ['Our mission', 'Our approach', 'Our expertise', 'Our impact', 'How we calculate your plan']) {
      expect(page.getByRole('region', { name })).toBeInTheDocument();
    }
    const figures = within(page.getByRole('region', { name: 'Our impact' })).getAllByRole('listitem');
    expect(figures.map((figure) => figure.textContent)).toEqual(['5,000+homes improved', '2.5M kgCO2 saved annually', '£1.2Mbill savings']);
  });

  it("shows the model's own prices and emission factors under the anchor the plan's footnote links to", async () => {
    const { page, user } = await renderAboutPage();
    const section = page.getByRole('region', { name: 'How we calculate your plan' });
    expect(section.closest('#plan-assumptions')).not.toBeNull();
    expect(await within(section).findByText('Electricity costs 28p per kWh, plus a standing charge of 53.8p a day.')).toBeInTheDocument();
    expect(section).toHaveTextContent('Gas costs 7p per kWh, plus a standing charge of 32.67p a day.');
    expect(section).toHaveTextContent('Each kWh of electricity produces 0.193 kg of CO2, and each kWh of gas 0.183 kg.');
    expect(section).toHaveTextContent('from 1 April 2025');
    await user.click(within(section).getByRole('button', { name: 'Show the technical detail' }));
    expect(await within(section).findByText('Monthly heat balance as in SAP 10.2.')).toBeVisible();
    expect(section).toHaveTextContent('Energy model warmwise-energy-model-2.0, price table warmwise-2024-25-v1.');
  });

  it('says plainly when the figures cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    server.use(
      graphql.query('AboutModelAssumptions', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 }) : HttpResponse.json({ data: { modelAssumptions: MODEL_ASSUMPTIONS } });
      }),
    );
    const { page, user } = await renderAboutPage();
    const alert = await page.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the prices and figures our plans use just now. Check your connection and try again.');
    expect(alert).not.toHaveTextContent(/500|boom|status code/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('Electricity costs 28p per kWh, plus a standing charge of 53.8p a day.')).toBeInTheDocument();
  });

  it("links to booking a home survey on the provider's shop, in a new tab", async () => {
    const { page } = await renderAboutPage();
    const book = within(page.getByRole('region', { name: 'Book a home survey' })).getByRole('link', { name: /Book a Home Survey/ });
    expect(book).toHaveAttribute('href', BRAND.surveyShopUrl);
    expect(book).toHaveAttribute('target', '_blank');
  });
});
