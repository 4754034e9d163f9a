import type { Server } from 'node:http';
import request from 'supertest';

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: { code?: string } & Record<string, unknown> }>;
}

/** Posts one operation to /graphql the way the web app does (JSON, with cookies when given). */
export async function graphql<T>(
  server: Server,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphQLResponse<T>; headers: Record<string, string> }> {
  const req = request(server).post('/graphql').set('Content-Type', 'application/json').set(headers);
  if (cookie) req.set('Cookie', cookie);
  const res = await req.send({ query, variables });
  return { status: res.status, body: res.body as GraphQLResponse<T>, headers: res.headers as Record<string, string> };
}

/** The single error of a response, asserting there is exactly one. */
export function onlyError<T>(response: GraphQLResponse<T>) {
  expect(response.errors).toHaveLength(1);
  return response.errors![0];
}
