import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { figureBeside } from '../test/figures';
import { buildPlan } from '../test/planHandlers';
import { renderPlan } from '../test/renderPlan';
import { checkWithDifferences } from '../test/rentalStandard';

const TITLE = 'Is my certificate right?';

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('Is my certificate right?', () => {
  it('sets what the household told us beside the certificate, with the likely band of a new one and the advice to get it', async () => {
    await renderPlan(buildPlan({ certificateCheck: checkWithDifferences() }));
    const card = await screen.findByRole('region', { name: TITLE });
    expect(within(card).getByText(/^The certificate says D 67\. A new assessment of the home, with the walls and loft insulation as you describe them/)).toBeInTheDocument();
    expect(figureBeside(card, 'Its rating')).toHaveTextContent('D 67');
    expect(figureBeside(card, 'Lodged')).toHaveTextContent('11 September 2019');
    expect(figureBeside(card, 'Valid until')).toHaveTextContent(/^11 September 2029$/);
    expect(figureBeside(card, 'Age')).toHaveTextContent('7 years');

    expect(rows(within(card).getByRole('table', { name: 'Where the certificate and you differ' }))).toEqual([
      ['Fact', 'Certificate says', 'You say', 'Effect on rating'],
      ['Walls', 'Cavity walls, empty', 'Cavity walls, filled', '+5 points'],
      ['Loft insulation', '200 mm', '300 mm', '+1 point'],
    ]);
    // Each row is named by its fact, as a screen reader announces it before each cell.
    expect(within(card).getByRole('rowheader', { name: 'Loft insulation' })).toBeInTheDocument();
    expect(figureBeside(card, 'A new assessment')).toHaveTextContent('likely C 73, somewhere from D 66 to C 80');
    expect(within(card).getByText(/^Lodged before RdSAP 10 \(June 2025\)/)).toBeInTheDocument();
    const advice = within(card).getByRole('heading', { name: 'A new certificate (£60 - £120): worth it' });
    expect(advice.nextElementSibling).toHaveTextContent('To let: a new certificate would likely show C, which meets the standard for lets without more work.');
  });

  it('marks an expired certificate with the red Expired badge, and a new one as maybe worth it', async () => {
    const expired = checkWithDifferences({ status: 'expired', lodgedOn: '2013-03-16', validUntil: '2023-03-16', ageYears: 13, advice: 'maybe', differences: [] });
    await renderPlan(buildPlan({ certificateCheck: expired }));
    const card = await screen.findByRole('region', { name: TITLE });
    expect(figureBeside(card, 'Valid until')).toHaveTextContent('16 March 2023Expired');
    expect(figureBeside(card, 'Age')).toHaveTextContent('13 years');
    expect(within(card).getByRole('heading', { name: 'A new certificate (£60 - £120): may be worth it' })).toBeInTheDocument();
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says there is no certificate we hold, and still gives the advice', async () => {
    const missing = checkWithDifferences({
      status: 'missing',
      lodgedOn: null,
      validUntil: null,
      ageYears: null,
      lodgedScore: null,
      lodgedBand: null,
      likelyScore: 58,
      likelyLow: 51,
      likelyHigh: 65,
      differences: [],
      methodNote: null,
      summary: 'We hold no certificate for this home. An assessment would likely rate it D 58 (somewhere from E 51 to D 65).',
      reasons: ['To let: we hold no certificate for this home, and a valid one is needed before a home is let.'],
    });
    await renderPlan(buildPlan({ certificateCheck: missing }));
    const card = await screen.findByRole('region', { name: TITLE });
    expect(figureBeside(card, 'Certificate')).toHaveTextContent('None we hold for this home');
    expect(within(card).queryByText('Lodged')).not.toBeInTheDocument();
    expect(within(card).queryByText('Valid until')).not.toBeInTheDocument();
    expect(figureBeside(card, 'A new assessment')).toHaveTextContent('likely D 58, somewhere from E 51 to D 65');
    expect(within(card).getByRole('heading', { name: 'A new certificate (£60 - £120): worth it' }).nextElementSibling).toHaveTextContent(
      'To let: we hold no certificate for this home, and a valid one is needed before a home is let.',
    );
  });

  it('says a new certificate is not needed now when nothing would change its band', async () => {
    await renderPlan(buildPlan({ certificateCheck: checkWithDifferences({ advice: 'no', differences: [], likelyScore: 67, likelyLow: 60, likelyHigh: 74 }) }));
    const card = await screen.findByRole('region', { name: TITLE });
    expect(within(card).getByRole('heading', { name: 'A new certificate (£60 - £120): not needed now' })).toBeInTheDocument();
    expect(figureBeside(card, 'A new assessment')).toHaveTextContent('likely D 67, somewhere from D 60 to C 74');
  });

  it('is left out of a plan stored before the check existed', async () => {
    await renderPlan(buildPlan({ certificateCheck: null }));
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
  });
});
