import { isFreeOrEasy } from './free-easy.js';
import type { Amount, Recommendation } from './types.js';

const item = (title: string, cost?: Amount): Pick<Recommendation, 'title' | 'cost'> =>
  cost === undefined ? { title } : { title, cost };

describe('isFreeOrEasy', () => {
  it.each([
    ['cost says free', item('Bleed Radiators', 'Free')],
    ['cost is £0', item('Reflective Radiator Panels', '£0 - £30')],
    ['cost is the number 0', item('Thermostat Down 1°C', 0)],
    ['free wins over an excluded word', item('Loft Insulation (grant funded)', 'Free with ECO4')],
    ['listed title', item('Turning Off Appliances at Socket', '£400')],
    ['listed title', item('Smart Meter Installation')],
    ['listed title', item('Switching to Time-of-Use Tariff', 'Variable')],
    ['lowest amount at the cap', item('Draught Proofing', '£200')],
    ['lower end of a range', item('Heating Controls', '£150-£400')],
    ['lower end without its own £', item('Heating Controls', '£150-400')],
    ['a number under the cap', item('LED Lighting', 80)],
    ['a range under the cap', item('Chimney Balloon', { min: 20, max: 300 })],
  ])('includes when %s', (_rule, recommendation) => {
    expect(isFreeOrEasy(recommendation)).toBe(true);
  });

  it.each(['Double Glazing', 'Window Film', 'Loft Insulation', 'Air Source Heat Pump', 'Boiler Service', 'Solar PV', 'Tank Jacket', 'Hot Water Cylinder Jacket', 'Booking a Warmwise Home Survey', 'EPC (Energy Performance Certificate)'])(
    'excludes %p even when cheap',
    (title) => {
      expect(isFreeOrEasy(item(title, '£25'))).toBe(false);
    },
  );

  it.each([
    ['above the cap', item('Draught Proofing', '£201')],
    ['no amount', item('Draught Proofing', 'TBC')],
    ['no cost', item('Draught Proofing')],
  ])('excludes when %s', (_rule, recommendation) => {
    expect(isFreeOrEasy(recommendation)).toBe(false);
  });
});
