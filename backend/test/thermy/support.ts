import request from 'supertest';
import { graphql } from '../support/graphql.js';
import type { TestApp } from '../support/test-app.js';

export interface ThermyJson {
  reply: string;
  sources: Array<{ title: string; url: string }>;
  suggestions: string[];
  conversationId: string;
}

const ASK_THERMY = `mutation Ask($message: String!, $conversationId: String) {
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

/** The plan figures Thermy states, as the plan's REST answer gives them. */
export interface ThermyPlanJson {
  currentEpcRating: string;
  potentialEpcRating: string;
  currentEnergyEfficiency: number;
  potentialEnergyEfficiency: number;
  baseline: { annualBill: number };
  potentialSavings: number;
  recommendations: { all: Array<{ title: string; annualSavingGbp: number; cost: string }> };
}

export interface ThermyStreamEvent {
  event: string;
  data: unknown;
}

/** The server-sent events of one streamed answer, in order. */
export const parseEvents = (text: string): ThermyStreamEvent[] =>
  text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
      return { event: field('event'), data: JSON.parse(field('data')) as unknown };
    });

/** One question over the streaming endpoint; `text` holds the body whatever its type. */
export function askStream(app: TestApp, body: object, cookie?: string) {
  const req = request(app.server)
    .post('/api/thermy/messages/stream')
    .set('Accept', 'text/event-stream')
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
  return cookie ? req.set('Cookie', cookie).send(body) : req.send(body);
}

/** The streamed words joined, and the final answer. */
export function streamedAnswer(events: ThermyStreamEvent[]) {
  const words = events.filter((each) => each.event === 'delta').map((each) => (each.data as { text: string }).text);
  const done = events.find((each) => each.event === 'done')?.data as ThermyJson | undefined;
  return { streamed: words.join(''), done, names: events.map((each) => each.event) };
}
