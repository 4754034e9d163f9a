import { planFirstScreen } from './first-screen.js';

const PLAN = {
  potentialSavings: 1565.4,
  co2Reduction: 2340,
  propertyValueIncrease: '3-5%',
  currentEpcRating: 'C',
  potentialEpcRating: 'B',
  currentEnergyEfficiency: 69,
  potentialEnergyEfficiency: 81,
};

describe('the plan’s first screen, as the server writes it and the app draws it', () => {
  it('words the four figures with their units', () => {
    expect(planFirstScreen({ id: 'home-1', address: '12 Lister Square' }, PLAN)).toEqual({
      propertyId: 'home-1',
      address: '12 Lister Square',
      figures: { savings: '£1,565', rating: 'C (69) → B (81)', valueIncrease: '3-5%', co2: '2,340 kg' },
    });
  });

  it('says a band the plan keeps, and a value change of nothing, in words', () => {
    const { figures } = planFirstScreen({ id: 'home-1', address: '1 Road' }, { ...PLAN, potentialEpcRating: 'C', potentialEnergyEfficiency: 72, propertyValueIncrease: '0%' });
    expect(figures.rating).toBe('Stays C (69 → 72)');
    expect(figures.valueIncrease).toBe('No change expected');
  });

  it.each([
    [{ address: '12 Lister Square', fullAddress: ' 12 Lister Square, Edinburgh, EH3 9GL ' }, '12 Lister Square, Edinburgh, EH3 9GL'],
    [{ address: ' 12 Lister Square ', fullAddress: null }, '12 Lister Square'],
    [{ address: '  ', fullAddress: '' }, 'your property'],
  ])('heads the plan with the full address, else the address, else "your property" (%p)', (home, line) => {
    expect(planFirstScreen({ id: 'home-1', ...home }, PLAN).address).toBe(line);
  });
});
