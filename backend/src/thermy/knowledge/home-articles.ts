import type { KnowledgeArticle } from './article.js';

/** Heat pumps, damp, installers and surveys: well-established public guidance, figures dated. */
export const HOME_ARTICLES: KnowledgeArticle[] = [
  {
    id: 'heat-pumps',
    title: 'Heat pumps',
    source: { title: 'GOV.UK: Apply for the Boiler Upgrade Scheme', url: 'https://www.gov.uk/apply-boiler-upgrade-scheme' },
    body:
      'An air-source heat pump moves heat from the outside air into your home, using electricity. In the Electrification of Heat trial the median heat pump gave 2.78 units of heat for each unit of electricity. ' +
      'The Energy Saving Trust puts an air-source heat pump at about £14,000-£19,000 installed; the median recorded under the Boiler Upgrade Scheme was £13,021 (DESNZ, 2025/26). The scheme gives £7,500 towards an air- or ground-source heat pump in England and Wales. ' +
      'Heat pumps work best at lower flow temperatures, so insulation and sometimes larger radiators come first. If you stop using gas you also stop paying the gas standing charge.',
    keywords: 'heat pump pumps air source ground source ashp gshp electric heating renewable low carbon flow temperature radiators boiler upgrade scheme',
    measureIds: ['air-source-heat-pump'],
    suggestions: ['How much would a heat pump save me?', 'Which grants could I get?', 'What should I ask an installer?'],
  },
  {
    id: 'damp-and-ventilation',
    title: 'Damp, condensation and ventilation',
    source: { title: 'Energy Saving Trust: Ventilation and condensation', url: 'https://energysavingtrust.org.uk/advice/ventilation-and-condensation/' },
    body:
      'Cooking, washing and breathing put moisture into the air; when warm damp air meets a cold surface it condenses, and mould can follow. ' +
      'As a home gets better insulated and draught-proofed, it needs controlled ventilation: extractor fans in kitchens and bathrooms, open trickle vents, and air bricks kept clear. ' +
      'Damp that comes from outside (a leak, a blocked gutter, rising or penetrating damp) needs a repair, not just ventilation: have it looked at before you insulate a wall.',
    keywords: 'damp mould mold condensation ventilation moisture humidity extractor fan trickle vents air bricks wet walls rising penetrating steamed up windows black spots',
    suggestions: ['What does a home survey check?', 'How much would wall insulation save me?', 'What should I ask an installer?'],
  },
  {
    id: 'installers-and-standards',
    title: 'Choosing an installer: MCS, TrustMark and PAS 2035',
    source: { title: 'TrustMark: Find a tradesperson', url: 'https://www.trustmark.org.uk/' },
    body:
      'TrustMark is the government-endorsed quality scheme for work on your home; its registered businesses agree to standards of workmanship and customer protection. ' +
      'MCS certifies installers of heat pumps, solar panels and other renewables; the Boiler Upgrade Scheme and the Smart Export Guarantee need an MCS-certified installer. ' +
      'PAS 2035 is the standard for retrofit projects: a retrofit assessment of the whole home before work starts, a coordinator who plans measures in a safe order, and checks afterwards. Government-funded insulation schemes require it. ' +
      'Get more than one written quote, ask what guarantee comes with the work, and who registers it.',
    keywords: 'installer installers builder tradesperson contractor mcs trustmark pas 2035 retrofit coordinator assessor quote quotes guarantee warranty certified accredited standards',
    suggestions: ['What should I ask a surveyor?', 'Which grants could I get?', 'Should I get a heat pump?'],
  },
  {
    id: 'surveys',
    title: 'What to ask a surveyor or assessor',
    source: { title: 'Energy Saving Trust: Energy at home', url: 'https://energysavingtrust.org.uk/energy-at-home/' },
    body:
      'A survey turns estimates into facts about your home. Useful questions: What are my walls made of, and is the cavity filled? How deep is the loft insulation? Is there any damp, and where does it come from? ' +
      'Is my ventilation enough for the insulation I am planning? Which measures should come first, and in what order? Are my radiators big enough for a heat pump at a low flow temperature? ' +
      'Ask for the findings in writing, and how any figures they give were worked out. Your plan\'s figures are estimates until a survey confirms them.',
    keywords: 'survey surveyor assessor assessment inspection questions ask check home survey retrofit assessment visit',
    suggestions: ['What should I ask an installer?', 'How do I avoid condensation after insulating?', 'How do you calculate the savings?'],
  },
];
