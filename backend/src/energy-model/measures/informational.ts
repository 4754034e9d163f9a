import { BRAND } from '@warmwise/common';
import { LIFETIMES } from './lifetimes.js';
import { range, type Measure } from './measure.js';

/**
 * Link-out items: they change nothing in the model, never carry savings, and sit at the end of every
 * list so that measures with savings fill the top three.
 */
export const homeSurvey: Measure = {
  id: 'home-survey', title: `Booking a ${BRAND.productName} Home Survey`, stage: 'information', installationType: 'other', priority: 'medium', comfort: false,
  icon: 'clipboard', image: 'home-survey.jpg',
  description: 'A surveyor visits to confirm which measures suit your home and what they will really cost.',
  learnMore: 'Our plan is modelled from a few facts about your home. A survey checks walls, loft, floors and heating in person, so quotes and grant applications start from firm ground.',
  sources: [BRAND.surveyShopUrl],
  costYear: 2025,
  lifetime: LIFETIMES.information,
  applies: () => true,
  apply: (home) => home,
  cost: () => null,
};

export const epcCertificate: Measure = {
  id: 'epc-certificate', title: 'EPC (Energy Performance Certificate)', stage: 'information', installationType: 'other', priority: 'low', comfort: false,
  icon: 'file-text', image: 'epc-certificate.jpg',
  description: 'An up-to-date Energy Performance Certificate from an accredited assessor.',
  learnMore: 'An EPC is needed to sell or let a home and for most grants. A fresh one records improvements you have made, so it can show a better rating.',
  sources: [BRAND.epcShopUrl, 'Warmwise estimate: £60-120 typical market price'],
  costYear: 2025,
  lifetime: LIFETIMES.information,
  applies: () => true,
  apply: (home) => home,
  cost: () => range(60, 120),
};
