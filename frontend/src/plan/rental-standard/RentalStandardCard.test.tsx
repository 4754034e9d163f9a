import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { figureBeside } from '../test/figures';
import { buildPlan } from '../test/planHandlers';
import { expectRegionsInOrder } from '../test/regionOrder';
import { renderPlan } from '../test/renderPlan';
import { checkWithDifferences, landlordWithinCap, noStandard, scottishDraft, tenantOverCap } from '../test/rentalStandard';

const ENGLAND = 'The 2030 standard for privately rented homes';

const items = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);
const route = (card: HTMLElement, heading: string) => within(card).getByRole('group', { name: heading });

describe('the standard for privately rented homes', () => {
  it("shows a landlord within the cap the cheapest way to C, each job's cost, points and saving, against the £10,000 cap", async () => {
    await renderPlan(buildPlan({ rentalStandard: landlordWithinCap() }));
    const card = await screen.findByRole('region', { name: ENGLAND });
    expect(within(card).getByText('Within the cap')).toBeInTheDocument();
    expect(
      within(card).getByText('A privately let home must reach band C by 1 October 2030. This home rates D 64; the cheapest way to C costs you £1,750 - £2,500, within the £10,000 cap.'),
    ).toBeInTheDocument();
    expect(figureBeside(card, 'This home today')).toHaveTextContent('D 64');
    expect(figureBeside(card, 'The standard asks for')).toHaveTextContent('Band C');
    // The certificate says the same band: nothing to set beside it.
    expect(within(card).queryByText('Its certificate says')).not.toBeInTheDocument();

    const cheapest = route(card, 'The cheapest way to band C');
    expect(items(within(cheapest).getByRole('list', { name: 'The cheapest way to band C' }))).toEqual([
      'Suspended Floor Insulation£1,200 - £1,600, +2 points, £50 per year',
      'Draught Proofing£80 - £130, +1 point, £26 per year',
      'Heating Controls Upgrade£450 - £730, +1 point, £18 per year',
      'LED Lighting£20 - £40, +1 point, £21 per year',
    ]);
    expect(figureBeside(cheapest, 'Total cost, before any grant')).toHaveTextContent('£1,750 - £2,500 of the £10,000 cap');
    expect(figureBeside(cheapest, 'Rating once done')).toHaveTextContent('C 69');
    expect(figureBeside(cheapest, 'Off the energy bills')).toHaveTextContent('£115 a year');
    expect(within(cheapest).getByText("Done, these improvements would take about £115 a year off the tenant's energy bills.")).toBeInTheDocument();
    // Within the cap: no exemption to explain, nothing else the cap would buy.
    expect(within(card).queryByRole('heading', { name: 'The exemption route' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('group', { name: 'What the cap buys' })).not.toBeInTheDocument();
  });

  it('lists the schemes that help with their verdict in words and who applies', async () => {
    await renderPlan(buildPlan({ rentalStandard: landlordWithinCap() }));
    const card = await screen.findByRole('region', { name: ENGLAND });
    expect(items(within(card).getByRole('list', { name: 'Grants that can help' }))).toEqual([
      "Warm Homes: Local GrantLikelythe full cost for owner-occupiers (100% funded); landlords contributeWho applies: Private lets qualify when the tenant's household income is under £36,000 or they get a means-tested benefit; the landlord pays a share of the cost.",
      "Boiler Upgrade SchemeWorth checking£7,500 towards an air or ground source heat pumpWho applies: Landlords apply through an MCS installer, who takes it off the heat pump's price.",
    ]);
  });

  it("gives the rule's date and cap, and unfolds its exemptions, penalty and notes, ending on the dated source", async () => {
    const { user } = await renderPlan(buildPlan({ rentalStandard: landlordWithinCap() }));
    const card = await screen.findByRole('region', { name: ENGLAND });
    expect(figureBeside(card, 'Every private let needs band C from')).toHaveTextContent('1 October 2030');
    expect(figureBeside(card, 'Cost cap a landlord must spend up to')).toHaveTextContent('£10,000');
    expect(within(card).queryByText('A new tenancy needs band C from')).not.toBeInTheDocument();
    expect(within(card).getByText("Today's minimum is band E (since April 2020), with a £3,500 cap.")).toBeInTheDocument();

    const fold = within(card).getByRole('button', { name: 'Exemptions, penalty and what the figures rest on' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(items(within(card).getByRole('list', { name: 'Exemptions' }))).toEqual(landlordWithinCap().exemptions);
    expect(within(card).getByText(/^Letting below the standard without a registered exemption risks a fine/)).toBeInTheDocument();
    expect(items(within(card).getByRole('list', { name: 'What the figures rest on' }))).toEqual(landlordWithinCap().notes);

    const source = within(card).getByText(/^Source: /);
    expect(source).toHaveTextContent('Source: DESNZ, Improving the energy performance of privately rented homes: government response (21 January 2026) (21 January 2026, secondary)');
    expect(within(source).getByRole('link')).toHaveAttribute('href', landlordWithinCap().sourceUrl);
  });

  it("tells a tenant what their landlord must do when C costs more than the cap: the exemption route, what the cap buys and what that saves them", async () => {
    await renderPlan(buildPlan({ rentalStandard: tenantOverCap() }));
    const card = await screen.findByRole('region', { name: ENGLAND });
    expect(within(card).getByText('Over the cap: exemption route')).toBeInTheDocument();
    expect(within(card).getByText(/so your landlord does what the cap buys and registers an exemption\.$/)).toBeInTheDocument();
    expect(figureBeside(card, 'This home today')).toHaveTextContent('D 56');
    expect(figureBeside(card, 'Its certificate says')).toHaveTextContent('E 52');

    const cheapest = route(card, 'The cheapest way to band C');
    expect(figureBeside(cheapest, 'Total cost, before any grant')).toHaveTextContent('£10,900 - £14,700 of the £10,000 cap');
    expect(figureBeside(cheapest, 'Rating once done')).toHaveTextContent('C 72');

    expect(within(card).getByRole('heading', { name: 'The exemption route' })).toBeInTheDocument();
    expect(within(card).getByText(/^The high-cost exemption applies once the improvements the cap allows are made\./)).toBeInTheDocument();
    const affordable = route(card, 'What the cap buys');
    expect(items(within(affordable).getByRole('list', { name: 'What the cap buys' }))).toEqual([
      'Suspended Floor Insulation£1,200 - £1,600, +1 point, £42 per year',
      'Draught Proofing£80 - £130, +1 point, £20 per year',
      'Solar PV Panels£3,800 - £5,100, +8 points, £255 per year',
    ]);
    expect(figureBeside(affordable, 'Total cost, before any grant')).toHaveTextContent('£5,080 - £6,830 of the £10,000 cap');
    expect(figureBeside(affordable, 'Rating once done')).toHaveTextContent('D 66');
    // The tenant's saving is what the cap buys, said once, after it.
    expect(within(affordable).getByText('Done, these improvements would take about £317 a year off your energy bills.')).toBeInTheDocument();
    expect(within(card).getAllByText(/off your energy bills/)).toHaveLength(1);
  });

  it("says plainly that Scotland's rule is a draft, with its two dates", async () => {
    await renderPlan(buildPlan({ rentalStandard: scottishDraft() }));
    const card = await screen.findByRole('region', { name: "Scotland's proposed standard for privately rented homes" });
    expect(within(card).getByText('A draft rule, proposed and not yet law: its dates and figures may change.')).toBeInTheDocument();
    expect(within(card).getByText(/^Under draft rules, a new tenancy needs band C from 1 April 2028/)).toBeInTheDocument();
    expect(figureBeside(card, 'A new tenancy needs band C from')).toHaveTextContent('1 April 2028');
    expect(figureBeside(card, 'Every private let needs band C from')).toHaveTextContent('1 April 2033');
    // Its scores are our estimate of the heat retention it rates, not the EPC's.
    expect(figureBeside(card, 'Its heat retention today (our estimate)')).toHaveTextContent('D 63');
    expect(within(card).queryByText('This home today')).not.toBeInTheDocument();
    const cheapest = route(card, 'The cheapest way to band C');
    expect(figureBeside(cheapest, 'Total cost, before any grant')).toHaveTextContent('£5,100 - £6,900 of the £10,000 cap');
    expect(figureBeside(cheapest, 'Heat retention once done (our estimate)')).toHaveTextContent('C 69');
    expect(within(card).getByText(/^Source: /)).toHaveTextContent(/\(6 June 2025, secondary\)$/);
  });

  it('is short where the nation sets no standard: the headline and its source', async () => {
    await renderPlan(buildPlan({ rentalStandard: noStandard() }));
    const card = await screen.findByRole('region', { name: 'No minimum standard for private lets in Northern Ireland' });
    expect(within(card).getByText('No standard')).toBeInTheDocument();
    expect(within(card).getByText('Northern Ireland sets no minimum energy rating for private lets.')).toBeInTheDocument();
    expect(within(card).getByText(/^Source: /)).toHaveTextContent('Source: NI Direct, Energy Performance Certificates for rented homes (no minimum standard found in force) (1 January 2026, secondary)');
    expect(within(card).queryByText('This home today')).not.toBeInTheDocument();
    expect(within(card).queryByRole('heading', { name: 'The rule' })).not.toBeInTheDocument();
    expect(within(card).queryByText(/draft/)).not.toBeInTheDocument();
  });

  it('follows the heat-pump verdict, before the certificate check and the copy to keep', async () => {
    await renderPlan(buildPlan({ rentalStandard: landlordWithinCap(), certificateCheck: checkWithDifferences() }));
    expectRegionsInOrder(['Is your home ready for a heat pump?', ENGLAND, 'Is my certificate right?', 'A copy to keep']);
  });

  it('is left out of a plan for a home that is not let privately', async () => {
    await renderPlan(buildPlan({ rentalStandard: null }));
    expect(screen.queryByRole('region', { name: ENGLAND })).not.toBeInTheDocument();
  });
});
