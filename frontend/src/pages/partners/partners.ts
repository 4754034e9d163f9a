import type { PartnerMark } from './PartnerLogo';

type PartnerKind = 'Energy supplier' | 'Bank' | 'Local authority';

export interface Partner {
  name: string;
  kind: PartnerKind;
  description: string;
  mark: PartnerMark;
  /** The logo's background; each partner has its own so the cards are told apart at a glance. */
  colour: string;
}

/*
 * Placeholder partners with made-up names, one energy supplier, two banks and three local
 * authorities as the product describes, until real agreements replace them.
 */
export const PARTNERS: readonly Partner[] = [
  {
    name: 'Heathervale Energy',
    kind: 'Energy supplier',
    description:
      'Supplies renewable electricity and gas to homes across Great Britain, and helps its customers act on their plan with smart meters and time-of-use tariffs.',
    mark: 'bolt',
    colour: '#0f766e',
  },
  {
    name: 'Thistle Mutual Bank',
    kind: 'Bank',
    description: 'Lends for insulation, heat pumps and solar panels, so households can spread the cost of the upgrades in their plan.',
    mark: 'columns',
    colour: '#1e3a8a',
  },
  {
    name: 'Northgate Bank',
    kind: 'Bank',
    description: 'Offers lower mortgage rates on energy-efficient homes, and extra borrowing for work that raises a home’s EPC rating.',
    mark: 'house',
    colour: '#6b21a8',
  },
  {
    name: 'Eastvale District Council',
    kind: 'Local authority',
    description: 'Funds insulation and heating upgrades for eligible households, and sends residents to us to check which grants they may get.',
    mark: 'river',
    colour: '#15803d',
  },
  {
    name: 'Westmere Borough Council',
    kind: 'Local authority',
    description: 'Runs a free home energy advice service for residents, who use their plan to decide which improvements to make first.',
    mark: 'tower',
    colour: '#9f1239',
  },
  {
    name: 'Glenbrae Council',
    kind: 'Local authority',
    description: 'Helps private landlords and tenants bring rented homes up to the minimum energy efficiency standard.',
    mark: 'hills',
    colour: '#b45309',
  },
];
