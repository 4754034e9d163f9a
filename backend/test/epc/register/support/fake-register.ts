import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  path: string;
  postcode: string | null;
  query: URLSearchParams;
  authorization: string | undefined;
  accept: string | undefined;
}

interface FakeReply {
  status?: number;
  contentType?: string;
  body?: string;
  /** Wait this long before answering (a slow register). */
  delayMs?: number;
}

export type FakeHandler = (request: SeenRequest) => FakeReply;

/**
 * A register on 127.0.0.1 over real HTTP, answering both services' search paths with whatever
 * the test's handler says, and remembering every request it saw.
 */
export class FakeRegister {
  readonly requests: SeenRequest[] = [];
  handler: FakeHandler = () => ({ status: 404, body: 'no handler' });
  private readonly sockets = new Set<import('node:net').Socket>();

  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<FakeRegister> {
    const server = http.createServer();
    const fake = new FakeRegister(server);
    server.on('request', (req, res) => fake.answer(req, res));
    server.on('connection', (socket) => {
      fake.sockets.add(socket);
      socket.on('close', () => fake.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Requests seen on one service's path. */
  seen(path: '/api/v1/domestic/search' | '/api/domestic/search'): SeenRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  reset(handler: FakeHandler): void {
    this.requests.length = 0;
    this.handler = handler;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://fake');
    const seen: SeenRequest = {
      path: url.pathname,
      postcode: url.searchParams.get('postcode'),
      query: url.searchParams,
      authorization: req.headers.authorization,
      accept: req.headers.accept,
    };
    this.requests.push(seen);
    const reply = this.handler(seen);
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(reply.status ?? 200, { 'Content-Type': reply.contentType ?? 'application/json' });
      res.end(reply.body ?? '');
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
    else send();
  }
}
