import type { KnowledgeArticle } from './article.js';

const PLAN_SAVINGS = 'Make a plan to see what this would save in your home.';

/** The main measures in plain English; figures from the Energy Saving Trust, BEIS, DESNZ and SAP as dated here. */
export const MEASURE_ARTICLES: KnowledgeArticle[] = [
  {
    id: 'loft-insulation',
    title: 'Loft insulation',
    source: { title: 'Energy Saving Trust: Roof and loft insulation', url: 'https://energysavingtrust.org.uk/advice/roof-and-loft-insulation/' },
    body:
      'About a quarter of the heat in an uninsulated home escapes through the roof. The recommended depth of mineral wool is 270 mm. ' +
      'For a 3-bedroom semi, the Energy Saving Trust (2014) put the saving from insulating an empty loft at about £150 a year; measured savings from topping up existing insulation are much smaller (DESNZ NEED: median 3.2% of gas). ' +
      'BEIS (2017 prices) put the cost at £180-£610 for a small semi. Keep the loft ventilated and insulate the hatch and any pipes and tanks above it. ' + PLAN_SAVINGS,
    keywords: 'loft roof attic insulation top-up top up mineral wool joists 270mm lagging lag',
    measureIds: ['loft-insulation', 'loft-top-up'],
    suggestions: ['How much would loft insulation save me?', 'Which grants could I get?', 'How do I avoid condensation after insulating?'],
  },
  {
    id: 'wall-insulation',
    title: 'Cavity and solid wall insulation',
    source: { title: 'Energy Saving Trust: Cavity wall insulation', url: 'https://energysavingtrust.org.uk/advice/cavity-wall-insulation/' },
    body:
      'Homes built from about the 1920s usually have cavity walls; older homes usually have solid walls. Unfilled cavity walls lose about a third of a home\'s heat. ' +
      'Cavity wall insulation is blown in from outside in a day, after a survey checks the wall is suitable; the Energy Saving Trust put it at £475 for a semi (April 2019 prices). About 29% of cavity walls in Great Britain are still unfilled. ' +
      'Solid walls are insulated inside or outside the wall at a much higher cost (internal wall insulation £5,000-£10,400 for a small semi, BEIS 2017 prices). Measured median gas savings are 12% for cavity and 17% for solid wall insulation (DESNZ NEED). ' + PLAN_SAVINGS,
    keywords: 'wall walls cavity solid brick external internal ewi iwi insulation render cladding',
    measureIds: ['cavity-wall-insulation', 'solid-wall-external', 'solid-wall-internal'],
    suggestions: ['How much would cavity wall insulation save me?', 'What does a home survey check?', 'Which grants could I get?'],
  },
  {
    id: 'windows-and-draughts',
    title: 'Windows, glazing and draught-proofing',
    source: { title: 'Energy Saving Trust: Windows and doors', url: 'https://energysavingtrust.org.uk/advice/windows-and-doors/' },
    body:
      'Draught-proofing gaps around windows, doors, floorboards and unused chimneys is one of the cheapest improvements: the Energy Saving Trust put the saving at about £25-£35 a year. ' +
      'Replacing single glazing with B-rated double glazing saved a 3-bedroom semi about £80-£110 a year (Energy Saving Trust, 2014) but costs thousands (uPVC, £4,800-£7,000 for a small semi, BEIS 2017 prices), so it is rarely the first thing to do for savings alone. ' +
      'Leave air bricks and window trickle vents open: homes need some fresh air.',
    keywords: 'window windows glazing double triple single draught draughts draft proofing doors chimney gaps secondary glazing',
    measureIds: ['draught-proofing', 'double-glazing'],
    suggestions: ['How much would draught-proofing save me?', 'How do I avoid condensation after insulating?', 'What should I ask an installer?'],
  },
  {
    id: 'heating-and-boilers',
    title: 'Boilers and heating controls',
    source: { title: 'Energy Saving Trust: Thermostats and controls', url: 'https://energysavingtrust.org.uk/advice/thermostats-and-controls/' },
    body:
      'A new A-rated condensing boiler is about 88% efficient over a season; a non-condensing boiler still working today was fitted before 2005 and manages about 70% (SAP gives 74% for one fitted from 1998 and 56-66% for older models). ' +
      'The Energy Saving Trust (2014) put the saving from replacing a D-rated boiler with an A-rated one in a 3-bedroom semi at about £160 a year. ' +
      'A room thermostat, programmer and thermostatic radiator valves (TRVs) let you heat only the rooms you use, when you use them: about £70-£150 a year for the same home.',
    keywords: 'boiler boilers gas combi condensing heating controls thermostat trv radiator valves programmer timer central heating replace',
    measureIds: ['condensing-boiler', 'heating-controls'],
    suggestions: ['How much would heating controls save me?', 'Should I get a heat pump?', 'Which grants could I get?'],
  },
  {
    id: 'solar-pv',
    title: 'Solar panels (solar PV)',
    source: { title: 'Energy Saving Trust: Solar panels', url: 'https://energysavingtrust.org.uk/advice/solar-panels/' },
    body:
      'Solar photovoltaic panels turn daylight into electricity for your home, and any you do not use can be sold to your supplier under the Smart Export Guarantee. ' +
      'The Energy Saving Trust (2024) puts a typical 3.5 kWp system at about £7,000, saving £155-£400 a year depending on how much of the electricity you use yourself. ' +
      'A south-facing, unshaded roof works best; use an MCS-certified installer.',
    keywords: 'solar pv panels photovoltaic roof electricity generation export battery smart export guarantee seg kwp',
    measureIds: ['solar-pv'],
    suggestions: ['How much would solar panels save me?', 'What should I ask an installer?', 'How do you calculate the savings?'],
  },
];
