import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { inSequence } from '../../src/http/in-sequence.js';

function appWith(steps: RequestHandler[]) {
  const app = express();
  app.use(inSequence(steps));
  app.use((req, res) => res.json({ seen: (req as unknown as { seen: string[] }).seen ?? [] }));
  app.use(((error: Error, _req, res, _next) => res.status(418).json({ error: error.message })) as express.ErrorRequestHandler);
  return app;
}

const mark = (name: string): RequestHandler => (req, _res, next) => {
  const seen = ((req as unknown as { seen?: string[] }).seen ??= []);
  seen.push(name);
  next();
};

describe('inSequence', () => {
  it('runs the steps in order, async ones included, then hands on to the next layer', async () => {
    const later: RequestHandler = async (req, res, next) => {
      await new Promise((resolve) => setImmediate(resolve));
      mark('async')(req, res, next);
    };
    expect((await request(appWith([mark('a'), later, mark('b')])).get('/')).body).toEqual({ seen: ['a', 'async', 'b'] });
  });

  it('sends an error passed on, thrown, or rejected to the error handlers, and skips the steps after it', async () => {
    const passed: RequestHandler = (_req, _res, next) => next(new Error('passed'));
    const thrown: RequestHandler = () => {
      throw new Error('thrown');
    };
    const rejected: RequestHandler = async () => {
      throw new Error('rejected');
    };
    for (const [step, message] of [[passed, 'passed'], [thrown, 'thrown'], [rejected, 'rejected']] as const) {
      const res = await request(appWith([mark('a'), step, mark('never')])).get('/');
      expect(res.status).toBe(418);
      expect(res.body).toEqual({ error: message });
    }
  });

  it('lets a step answer and stop', async () => {
    const answer: RequestHandler = (_req, res) => void res.status(204).end();
    expect((await request(appWith([answer, mark('never')])).get('/')).status).toBe(204);
  });
});
