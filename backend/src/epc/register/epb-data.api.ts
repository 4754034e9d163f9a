import type { RegisterApi } from './register-api.js';
import { isRecord } from '@warmwise/common';
import { EMPTY_TABLE, isCsv, parseJson, RegisterFormatError, tableFromCsv, tableFromObjects } from './register-table.js';

export interface EpbDataSettings {
  baseUrl: string;
  token: string;
}

/**
 * The successor service, "Get energy performance of buildings data" (GOV.UK One Login account,
 * bearer token): `GET /api/domestic/search?postcode=...`.
 *
 * Its answer format is assumed, not confirmed: the rows are read from `rows` or `data` (or a
 * bare array), carry the register's certificate fields, and may name them in camelCase
 * (`currentEnergyRating`), which is mapped to the register's names (`current-energy-rating`).
 * Correct this file when the service's schema is known.
 */
export function epbDataApi(settings: EpbDataSettings): RegisterApi {
  return {
    name: 'epb-data',
    request(postcode) {
      const url = new URL('/api/domestic/search', settings.baseUrl);
      url.searchParams.set('postcode', postcode);
      return { url: url.toString(), headers: { Authorization: `Bearer ${settings.token}`, Accept: 'application/json' } };
    },
    parse(body, contentType) {
      if (body.trim() === '') return EMPTY_TABLE;
      if (isCsv(contentType)) return tableFromCsv(body);
      const answer = parseJson(body);
      const rows = Array.isArray(answer) ? answer : isRecord(answer) ? (answer.rows ?? answer.data) : undefined;
      if (!Array.isArray(rows)) throw new RegisterFormatError('JSON answer without a rows or data list');
      return tableFromObjects(rows as unknown[], undefined, registerName);
    },
  };
}

/**
 * `currentEnergyRating` → `current-energy-rating`; names already hyphenated or snake_case pass through.
 * @internal exported for its tests
 */
export function registerName(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
