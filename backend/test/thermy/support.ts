import request from 'supertest';
import { graphql } from '../support/graphql.js';
import type { TestApp } from '../support/test-app.js';

export interface ThermyJson {
  reply: string;
  sources: Array<{ title: string; url: string }>;
  suggestions: string[];
  conversationId: string;
}

export const ASK_THERMY = `mutation Ask($message: String!, $conversationId: String) {
  askThermy(message: $message, conversationId: $conversationId) { reply sources { title url } suggestions conversationId }
}`;

/** One question over REST, as the visitor with `cookie` (or without a session). */
export function askRest(app: TestApp, body: object, cookie?: string, headers: Record<string, string> = {}) {
  const req = request(app.server).post('/api/thermy/messages').set(headers);
  return cookie ? req.set('Cookie', cookie).send(body) : req.send(body);
}

/** One question over GraphQL. */
export const askGraphql = (app: TestApp, message: string, cookie?: string, conversationId?: string) =>
  graphql<{ askThermy: ThermyJson }>(app.server, ASK_THERMY, { message, conversationId }, cookie);

export const sourceUrls = (answer: ThermyJson) => answer.sources.map((source) => source.url);
