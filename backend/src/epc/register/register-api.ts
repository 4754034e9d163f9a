import type { RegisterTable } from './register-table.js';

/**
 * One live register service: how to ask it for a postcode and how to read its answer. Each
 * service keeps its request and parsing in its own file, so a change on their side is a change
 * in one small file.
 */
export interface RegisterApi {
  /** For logs and the cache entry; never carries credentials. */
  readonly name: string;
  request(postcode: string): { url: string; headers: Record<string, string> };
  /** Reads a successful answer; throws RegisterFormatError when it cannot be understood. */
  parse(body: string, contentType: string | null): RegisterTable;
}
