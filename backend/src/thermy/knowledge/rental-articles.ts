import { longDate, RENTAL_STANDARDS } from '../../energy-model/index.js';
import type { KnowledgeArticle } from './article.js';

/** One nation's standard in a sentence, from the same dated data the plans read. */
function standardSentence(standard: (typeof RENTAL_STANDARDS.standards)[number]): string {
  const where = standard.nations.join(' and ');
  if (!standard.requiredBand || !standard.allTenanciesFrom) return `${where}: ${standard.todayMinimum}`;
  const newLets = standard.newTenanciesFrom ? `new tenancies from ${longDate(standard.newTenanciesFrom)} and ` : '';
  const cap = standard.costCapGbp ? `, with landlords spending at most £${standard.costCapGbp.toLocaleString('en-GB')} a home before an exemption` : '';
  const draft = standard.status === 'draft' ? ' (draft rules)' : '';
  return `${where}${draft}: privately let homes must reach band ${standard.requiredBand}, ${newLets}all lets by ${longDate(standard.allTenanciesFrom)}${cap}. ${standard.todayMinimum}`;
}

const [firstStandard] = RENTAL_STANDARDS.standards;

/** The standards for privately rented homes in general; a visitor whose plan is for a let home gets its own figures. */
export const RENTAL_ARTICLES: KnowledgeArticle[] = [
  {
    id: 'rented-homes-standard',
    title: 'Energy standards for rented homes',
    source: { title: firstStandard.source.title, url: firstStandard.source.url },
    body:
      `${RENTAL_STANDARDS.standards.map(standardSentence).join(' ')} ` +
      'Landlords do the cheapest improvements that reach the band, fabric first (insulation before heating); where the band costs more than the cap, or nothing reaches it, they register an exemption. ' +
      'Tell Warmwise the home is let in your home details and your plan shows the route for your home, its cost against the cap, and what it would save the tenant.',
    keywords: 'landlord landlords tenant tenants rent rented renting rental let letting private rented sector prs mees minimum energy efficiency standard 2030 epc c band c cost cap exemption register',
    suggestions: ['Does my rented home meet the 2030 rule?', 'Is my certificate right?', 'Which grants could I get?'],
  },
];
