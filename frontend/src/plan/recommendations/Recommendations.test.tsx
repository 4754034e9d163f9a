import { describe, expect, it } from '@jest/globals';
import { BRAND } from '@warmwise/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildPlan, buildRecommendation, measures } from '../test/planHandlers';
import { renderPlan } from '../test/renderPlan';

const titles = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
const withRecommendations = (top3: ReturnType<typeof measures>, all: ReturnType<typeof measures>) =>
  buildPlan({ recommendations: { top3, all } });

describe('Recommendations: All tab', () => {
  it('lists top3 first, then the rest of all, five at most, then offers the survey for all N', async () => {
    const all = measures(8);
    const top3 = [all[6], all[2], all[4]].filter((item) => item !== undefined);
    await renderPlan(withRecommendations(top3, all));
    expect(titles()).toEqual(['Measure 7', 'Measure 3', 'Measure 5', 'Measure 1', 'Measure 2']);
    const promo = screen.getByRole('complementary', { name: 'Home survey' });
    expect(within(promo).getByRole('heading', { name: 'Want to See All 8 Recommendations?' })).toBeInTheDocument();
    expect(within(promo).getByRole('link', { name: /Book a Home Survey/ })).toHaveAttribute('href', BRAND.surveyShopUrl);
  });

  it('shows no promo when every recommendation fits', async () => {
    await renderPlan(withRecommendations(measures(3), measures(5)));
    expect(titles()).toHaveLength(5);
    expect(screen.queryByText(/Want to See All/)).not.toBeInTheDocument();
  });

  it('shows priority, cost, savings and CO2 in the card formats', async () => {
    const low = buildRecommendation({ id: 'x', title: 'Draught Proofing', priority: 'low', cost: '2500', savings: 1250, carbonSaving: 4321 });
    await renderPlan(withRecommendations([low], [low, buildRecommendation({ id: 'y', title: 'Loft Insulation', priority: 'medium' })]));
    const card = screen.getByRole('article', { name: 'Draught Proofing' });
    expect(within(card).getByText('Lower Priority')).toBeInTheDocument();
    expect(within(card).getByText('£2,500')).toBeInTheDocument();
    expect(within(card).getByText('£1,250 per year')).toBeInTheDocument();
    expect(within(card).getByText('4,321 kg per year')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Loft Insulation' })).getByText('Higher Priority')).toBeInTheDocument();
  });

  it('says what a measure that costs more to run costs, instead of a £0 saving', async () => {
    const heatPump = buildRecommendation({ id: 'hp', title: 'Air Source Heat Pump', savings: 0, annualSavingGbp: -50 });
    await renderPlan(withRecommendations([heatPump], [heatPump]));
    const card = screen.getByRole('article', { name: 'Air Source Heat Pump' });
    expect(within(card).getByText('Costs about £50 a year more')).toBeInTheDocument();
    expect(within(card).queryByText('£0 per year')).not.toBeInTheDocument();
  });

  it('shows no savings or CO2 beside the survey and the EPC, which save nothing themselves', async () => {
    const survey = buildRecommendation({ id: 's', title: 'Booking a Warmwise Home Survey', cost: 'Variable', savings: 0, annualSavingGbp: 0, modelledSavings: 0, carbonSaving: 0, informational: true });
    const loft = buildRecommendation({ id: 'l', title: 'Loft Insulation' });
    await renderPlan(withRecommendations([loft, survey], [loft, survey]));
    const card = within(screen.getByRole('article', { name: 'Booking a Warmwise Home Survey' }));
    expect(card.getByText('Variable')).toBeInTheDocument();
    expect(card.queryByText('Estimated savings')).not.toBeInTheDocument();
    expect(card.queryByText('£0 per year')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Loft Insulation' })).getByText('Estimated savings')).toBeInTheDocument();
  });

  it("shows what homes like this typically save up to the model's figure", async () => {
    const cavity = buildRecommendation({ id: 'c', title: 'Cavity Wall Insulation', savings: 97, annualSavingGbp: 97, modelledSavings: 251 });
    const pv = buildRecommendation({ id: 'pv', title: 'Solar PV Panels', savings: 422, annualSavingGbp: 422, modelledSavings: 422 });
    await renderPlan(withRecommendations([cavity, pv], [cavity, pv]));
    expect(within(screen.getByRole('article', { name: 'Cavity Wall Insulation' })).getByText('£97 - £251 per year')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Solar PV Panels' })).getByText('£422 per year')).toBeInTheDocument();
  });

  it('explains in one line why each card sits where it does', async () => {
    const cavity = buildRecommendation({ id: 'c', title: 'Cavity Wall Insulation', rankReason: 'Saves the most per pound: pays back in about 3 years' });
    await renderPlan(withRecommendations([cavity], [cavity]));
    const card = screen.getByRole('article', { name: 'Cavity Wall Insulation' });
    expect(within(card).getByText('Saves the most per pound: pays back in about 3 years')).toBeInTheDocument();
  });

  it('hides a picture that fails to load', async () => {
    const pictured = buildRecommendation({ id: 'p', title: 'Loft Insulation', image: 'loft.jpg' });
    await renderPlan(withRecommendations([pictured], [pictured]));
    const image = screen.getByRole('img', { name: 'Loft Insulation' });
    expect(image).toHaveAttribute('src', '/attached_assets/loft.jpg');
    fireEvent.error(image);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Loft Insulation' })).not.toBeInTheDocument());
  });
});

describe('Recommendations: actions', () => {
  it.each([
    ['Booking a Warmwise Home Survey', BRAND.surveyShopUrl],
    ['EPC (Energy Performance Certificate)', BRAND.epcShopUrl],
  ])('%s is booked on the shop, not quoted for', async (title, url) => {
    const item = buildRecommendation({ id: 'b', title, cost: '£250' });
    await renderPlan(withRecommendations([item], [item]));
    const card = screen.getByRole('article', { name: title });
    const link = within(card).getByRole('link', { name: 'Book Now' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(card).queryByRole('button', { name: 'Request Quote' })).not.toBeInTheDocument();
  });

  it('offers no quote for what a household does itself, such as switching appliances off at the socket', async () => {
    const habit = buildRecommendation({ id: 'h', title: 'Turning Off Appliances at Socket', cost: 'Free', installationType: 'other' });
    const works = buildRecommendation({ id: 'w', title: 'Loft Insulation', installationType: 'insulation' });
    await renderPlan(withRecommendations([habit, works], [habit, works]));
    const card = screen.getByRole('article', { name: 'Turning Off Appliances at Socket' });
    expect(within(card).queryByRole('button', { name: 'Request Quote' })).not.toBeInTheDocument();
    expect(within(card).getByText('Something you can do yourself: no installer or quote needed.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Loft Insulation' })).getByRole('button', { name: 'Request Quote' })).toBeInTheDocument();
  });
});

describe('Recommendations: Free / Easy tab', () => {
  it('keeps free, listed and cheap measures, and drops works that need a trade', async () => {
    const all = [
      buildRecommendation({ id: '1', title: 'Loft Insulation', cost: 'Free' }),
      buildRecommendation({ id: '2', title: 'Smart Meter Installation', cost: '£300' }),
      buildRecommendation({ id: '3', title: 'Boiler Service', cost: '£80' }),
      buildRecommendation({ id: '4', title: 'Radiator Reflectors', cost: '£20 - £50' }),
      buildRecommendation({ id: '5', title: 'Hot Water Timer', cost: '£201' }),
      buildRecommendation({ id: '6', title: 'LED Bulbs', cost: '£200' }),
    ];
    const { user } = await renderPlan(withRecommendations(all.slice(0, 3), all));
    await user.click(screen.getByRole('tab', { name: 'Free / Easy' }));
    await waitFor(() => expect(titles()).toEqual(['Loft Insulation', 'Smart Meter Installation', 'Radiator Reflectors', 'LED Bulbs']));
  });

  it('says when there is nothing free or easy', async () => {
    const { user } = await renderPlan();
    await user.click(screen.getByRole('tab', { name: 'Free / Easy' }));
    expect(await screen.findByRole('heading', { name: 'No Free / Easy Options Available' })).toBeInTheDocument();
  });

  it('opens the grants questionnaire in its tab', async () => {
    const { user } = await renderPlan();
    await user.click(screen.getByRole('tab', { name: 'Grants & Funding' }));
    expect(await screen.findByText(/^Step 1 of 5: Household members/)).toBeInTheDocument();
  });
});
