import type { Response } from 'express';

export type ThermyStreamEvent = 'delta' | 'done' | 'error';

/**
 * Server-sent events on one response. The stream opens with its first event: until then a refusal
 * (a bad question, a rate limit) is still an ordinary JSON 4xx.
 */
export class ThermyEventStream {
  constructor(private readonly res: Response) {}

  send(event: ThermyStreamEvent, data: unknown): void {
    if (this.res.destroyed || this.res.writableEnded) return;
    if (!this.res.headersSent) {
      // no-transform keeps the compression middleware (and proxies) from holding events back to batch them.
      this.res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' });
      this.res.flushHeaders();
    }
    this.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }
}
