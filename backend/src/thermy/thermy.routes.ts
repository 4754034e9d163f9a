import { thermyQuestionSchema } from '@warmwise/common';
import { Router } from 'express';
import type { AppConfig } from '../config/env.js';
import { contextOf } from '../context/request-context.js';
import { INTERNAL_ERROR_MESSAGE } from '../errors/domain-error.js';
import { parseInput } from '../errors/parse-input.js';
import { ThermyEventStream } from './thermy-event-stream.js';

/** What /ask-thermy shows: its own chat (answers grounded, or written by a model) or an external assistant. */
type ThermyMode = { mode: 'grounded' } | { mode: 'model' } | { mode: 'frame'; frameUrl: string };

function thermyMode(thermy: AppConfig['thermy']): ThermyMode {
  if (thermy.frameUrl) return { mode: 'frame', frameUrl: thermy.frameUrl };
  return thermy.model ? { mode: 'model' } : { mode: 'grounded' };
}

/**
 * POST /api/thermy/messages: one question to Thermy, `{ message, conversationId? }`, answered whole.
 * POST /api/thermy/messages/stream: the same, answered as server-sent events (docs/api.md#thermy).
 * GET /api/thermy/mode: which Thermy the page shows.
 */
export function thermyRoutes(thermy: AppConfig['thermy']): Router {
  const router = Router();
  const mode = thermyMode(thermy);
  router.get('/thermy/mode', (_req, res) => {
    res.json(mode);
  });
  router.post('/thermy/messages', async (req, res) => {
    res.json(await contextOf(req).services.thermy.ask(parseInput(thermyQuestionSchema, req.body)));
  });
  router.post('/thermy/messages/stream', async (req, res) => {
    const question = parseInput(thermyQuestionSchema, req.body);
    const stream = new ThermyEventStream(res);
    const visitorLeft = new AbortController();
    res.on('close', () => visitorLeft.abort());
    try {
      const reply = await contextOf(req).services.thermy.ask(question, { onText: (text) => stream.send('delta', { text }), signal: visitorLeft.signal });
      stream.send('done', reply);
    } catch (error) {
      if (!res.headersSent) throw error;
      // Past the first words the status is sent: the failure can only be told as an event.
      contextOf(req).log.error({ err: error }, 'Thermy failed while streaming');
      stream.send('error', { message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR' });
    }
    res.end();
  });
  return router;
}
