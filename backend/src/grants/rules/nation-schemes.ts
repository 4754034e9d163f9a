import { MEANS_TESTED_BENEFITS as MEANS_TESTED } from '@warmwise/common';
import { epcBands, forTenures, incomeAtMost, openIn, receives } from './rule.js';
import type { NationScheme } from './scheme-facts.js';

/**
 * The nations' own schemes, for homes where the catalogue's schemes for England do not run. Each is
 * listed only for a home in its nation, with its own source and date.
 */
export const NATION_SCHEMES: readonly NationScheme[] = [
  {
    nation: 'Scotland',
    scheme: {
      id: 'home-energy-scotland-grant-loan',
      name: 'Home Energy Scotland Grant and Loan',
      description: 'Scottish Government grants, with an optional interest-free loan, for heat pumps and insulation.',
      eligibility: ['all'],
      provider: 'Home Energy Scotland, for the Scottish Government',
      requirements: ['Your home is in Scotland', 'You own it and live in it as your main home'],
      applicationProcess: 'Call Home Energy Scotland on 0808 808 2282 or apply online; do not start work before you have a written offer.',
      website: 'https://www.homeenergyscotland.org/find-funding-grants-and-loans/interest-free-loans/overview/',
      asOf: 'Rural and island homes can get £9,000 towards a heat pump. Insulation grants cover up to 75% of the cost, up to £7,500.',
    },
    facts: {
      id: 'home-energy-scotland-grant-loan',
      amount: 'up to £7,500 grant for a heat pump, plus an optional £7,500 interest-free loan',
      heatPumpGrantGbp: 7500,
      source: {
        title: 'Home Energy Scotland, Grant and Loan: overview',
        url: 'https://www.homeenergyscotland.org/find-funding-grants-and-loans/interest-free-loans/overview/',
        asOf: '2022-12-02',
      },
      endedOn: null,
      rules: [openIn(['Scotland']), forTenures(['Owner-occupied'], 'For homeowners living in the home they own')],
    },
  },
  {
    nation: 'Wales',
    scheme: {
      id: 'nest-wales',
      name: 'Nest (Warm Homes)',
      description: "The Welsh Government's free energy advice and, for households on a low income, free home improvements.",
      eligibility: [...MEANS_TESTED],
      provider: 'Nest, for the Welsh Government',
      requirements: [
        'Your home is in Wales and you own it or rent it privately',
        'Someone in the home gets a means-tested benefit, or has a long-term health condition and a low income',
        'The home is expensive to heat (usually EPC E to G)',
      ],
      applicationProcess: 'Call Nest free on 0808 808 2244 or apply on its website; a surveyor then visits the home.',
      website: 'https://www.nest.gov.wales/en/eligibility/',
      asOf: null,
    },
    facts: {
      id: 'nest-wales',
      amount: 'free improvements (no fixed amount)',
      source: { title: 'Nest (Welsh Government), Eligibility', url: 'https://www.nest.gov.wales/en/eligibility/', asOf: '2024-04-01' },
      endedOn: null,
      rules: [
        openIn(['Wales']),
        forTenures(['Owner-occupied', 'Rented - Private'], 'For owners and private tenants, not council or housing association homes'),
        receives(MEANS_TESTED, 'For households on a means-tested benefit, or with a health condition and a low income'),
        epcBands(['E', 'F', 'G'], 'For homes that are expensive to heat, usually rated EPC E to G'),
      ],
    },
  },
  {
    nation: 'Northern Ireland',
    scheme: {
      id: 'ni-affordable-warmth',
      name: 'Affordable Warmth Scheme',
      description: 'Insulation, heating and windows for lower-income households in Northern Ireland, referred by the local council.',
      eligibility: ['low_income'],
      provider: 'Northern Ireland Housing Executive, with your local council',
      requirements: ['Your home is in Northern Ireland and you own it or rent it privately', 'Gross household income under £23,000 a year'],
      applicationProcess: 'Contact your local council, which checks your eligibility and refers you to the Housing Executive.',
      website: 'https://www.nidirect.gov.uk/articles/affordable-warmth-scheme',
      asOf: null,
    },
    facts: {
      id: 'ni-affordable-warmth',
      amount: 'varies',
      source: { title: 'nidirect, Affordable Warmth Scheme', url: 'https://www.nidirect.gov.uk/articles/affordable-warmth-scheme', asOf: '2024-04-01' },
      endedOn: null,
      rules: [
        openIn(['Northern Ireland']),
        forTenures(['Owner-occupied', 'Rented - Private'], 'For owners and private tenants'),
        incomeAtMost(23_000, 'For a household income under £23,000'),
      ],
    },
  },
];
