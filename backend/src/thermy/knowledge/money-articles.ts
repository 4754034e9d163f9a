import { priceTable } from '../../energy-model/index.js';
import type { KnowledgeArticle } from './article.js';

/** The prices new plans use, so Thermy quotes the same quarter as the plan (read when the server starts). */
const prices = priceTable();

/** Bills, tariffs, ratings and grants: figures only from Ofgem (the price table's quarter), ONS and gov.uk as dated here. */
export const MONEY_ARTICLES: KnowledgeArticle[] = [
  {
    id: 'bills-and-tariffs',
    title: 'Energy bills, unit rates and standing charges',
    source: { title: 'Ofgem: Energy price cap', url: 'https://www.ofgem.gov.uk/energy-price-cap' },
    body:
      'A bill has two parts: a unit rate for each kWh you use, and a standing charge per day for being connected. ' +
      `Under the ${prices.label ?? 'Ofgem price cap'} (Great Britain average, direct debit, VAT included) electricity costs ${prices.electricity}p per kWh with a ${prices.electricityStandingPerDay}p daily standing charge, and gas ${prices.gas}p per kWh with a ${prices.gasStandingPerDay}p daily standing charge. ` +
      'Ofgem counts a medium home as using 11,500 kWh of gas and 2,700 kWh of electricity a year. ' +
      'Insulation and better heating cut the units you use; the standing charge stays unless you stop using gas altogether, for example after a heat pump.',
    keywords: 'bill bills tariff tariffs price cap unit rate standing charge kwh cost of energy supplier economy 7 smart meter usage consumption spend spending pay paying outgoings',
    suggestions: ['What is a standing charge?', 'How much would loft insulation save me?', 'Which grants could I get?'],
  },
  {
    id: 'epc-ratings',
    title: 'EPC ratings explained',
    source: { title: 'GOV.UK: Find an energy certificate', url: 'https://www.gov.uk/find-energy-certificate' },
    body:
      'An Energy Performance Certificate (EPC) rates a home from A (most efficient) to G by a SAP score: A is 92 or more, B 81-91, C 69-80, D 55-68, E 39-54, F 21-38 and G 1-20. ' +
      'The median score is 68 in England (band D). The rating comes from a standard model of the building, its walls, roof, windows and heating, at standard prices and heating hours, so it compares homes rather than predicting your bill. ' +
      'A certificate is valid for 10 years, and you can look up any home\'s certificate on GOV.UK. Your Warmwise plan shows your current and potential rating.',
    keywords: 'epc energy performance certificate rating band sap score a b c d e f g efficiency rating certificate lookup',
    suggestions: ['How can I improve my EPC rating?', 'How do you calculate the savings?', 'What does a home survey check?'],
  },
  {
    id: 'grants-overview',
    title: 'Grants and schemes for home energy improvements',
    source: { title: 'GOV.UK: Help with home energy costs', url: 'https://www.gov.uk/help-for-households' },
    body:
      'Some schemes are open to most households, such as the Boiler Upgrade Scheme for a heat pump in England and Wales. ' +
      'Others depend on your circumstances: means-tested benefits, age, disability, income, your council tax band or your home\'s EPC rating. ' +
      'Many are run through energy suppliers or your local council, and they change often, so check the scheme\'s own page before you commit. ' +
      'The grants questionnaire on your plan checks which of our listed schemes match your household.',
    keywords: 'grant grants scheme schemes funding free money help pay subsidy eligible eligibility apply benefits council eco gbis boiler upgrade',
    suggestions: ['Which grants could I get?', 'How much would a heat pump cost?', 'What is a Disabled Facilities Grant?'],
  },
];
