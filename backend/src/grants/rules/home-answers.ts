import { checkPostcode, EPC_RATINGS, nationOfPostcode, TENURES, type EpcRating, type Tenure } from '@warmwise/common';
import { badInput } from '../../errors/domain-error.js';
import { UNKNOWN_HOME, type GrantsHome } from './circumstances.js';

/** What a partner may say of a household's home, each optional: the verdicts then use it. */
export interface HomeAnswers {
  postcode?: string | null;
  tenure?: string | null;
  epcRating?: string | null;
}

const EPC_BANDS = EPC_RATINGS.map((rating) => rating.value);

function oneOf<T extends string>(field: string, value: string | null | undefined, options: readonly T[]): T | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const match = options.find((option) => option === value.trim());
  if (!match) throw badInput(`${field} must be one of: ${options.join(', ')}`, { field });
  return match;
}

/** The home as the grants engine reads it, from answers checked by the shared rules; nothing given, nothing known. */
export function homeFromAnswers(answers: HomeAnswers): GrantsHome {
  let nation: GrantsHome['nation'] = null;
  if (answers.postcode !== undefined && answers.postcode !== null && answers.postcode.trim() !== '') {
    const postcode = checkPostcode(answers.postcode);
    if (!postcode.ok) throw badInput(postcode.message, { field: 'postcode' });
    nation = nationOfPostcode(postcode.postcode);
  }
  return {
    ...UNKNOWN_HOME,
    nation,
    tenure: oneOf<Tenure>('tenure', answers.tenure, TENURES),
    epcRating: oneOf<EpcRating>('epcRating', answers.epcRating, EPC_BANDS),
  };
}
