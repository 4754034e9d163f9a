import type { RegisterApi } from './register-api.js';
import { isRecord } from '@warmwise/common';
import { EMPTY_TABLE, isCsv, parseJson, RegisterFormatError, tableFromCsv, tableFromObjects } from './register-table.js';

export interface OpenDataCommunitiesSettings {
  baseUrl: string;
  email: string;
  apiKey: string;
}

/** The API pages at 25 rows by default; a postcode holds far fewer than this many certificates. */
const PAGE_SIZE = 5_000;

/**
 * The Open Data Communities API (epc.opendatacommunities.org): HTTP Basic auth with
 * base64(email:apiKey); JSON answers are `{"column-names": [...], "rows": [{"lmk-key": ...}]}`
 * with the bulk files' column names in lower case with hyphens, which the importer reads as is.
 * A postcode with no certificates is answered with an empty body.
 */
export function openDataCommunitiesApi(settings: OpenDataCommunitiesSettings): RegisterApi {
  const authorization = `Basic ${Buffer.from(`${settings.email}:${settings.apiKey}`).toString('base64')}`;
  return {
    name: 'open-data-communities',
    request(postcode) {
      const url = new URL('/api/v1/domestic/search', settings.baseUrl);
      url.searchParams.set('postcode', postcode);
      url.searchParams.set('size', String(PAGE_SIZE));
      return { url: url.toString(), headers: { Authorization: authorization, Accept: 'application/json' } };
    },
    parse(body, contentType) {
      if (body.trim() === '') return EMPTY_TABLE;
      if (isCsv(contentType)) return tableFromCsv(body);
      const answer = parseJson(body);
      if (!isRecord(answer) || !Array.isArray(answer.rows)) throw new RegisterFormatError('JSON answer without a rows list');
      const names = answer['column-names'];
      const columns = Array.isArray(names) && names.every((n) => typeof n === 'string') ? names : undefined;
      return tableFromObjects(answer.rows as unknown[], columns);
    },
  };
}
