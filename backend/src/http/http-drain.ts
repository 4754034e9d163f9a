import type { Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

/**
 * Stops an HTTP server without dropping a request it has received. `http.Server.close()` would
 * also close every connection idle at that instant, and a keep-alive client may have just sent its
 * next request on one: that request is lost (the client sees a reset). Instead the listener stops
 * taking connections, every answer from then on says `Connection: close` (so the client opens its
 * next request elsewhere), and each connection ends after its last answer or, if it stays idle,
 * at the server's keep-alive timeout, as it would anyway.
 */
export class HttpDrain {
  private readonly sockets = new Set<Socket>();
  private readonly unanswered = new Set<ServerResponse>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    // Ahead of the app, so the header is set before any handler can send its answer.
    server.prependListener('request', (_req, res: ServerResponse) => {
      if (this.draining) res.setHeader('Connection', 'close');
      this.unanswered.add(res);
      res.once('close', () => this.unanswered.delete(res));
    });
  }

  /** True from the moment the server starts stopping: readiness checks then say so. */
  get isDraining(): boolean {
    return this.draining;
  }

  /** Resolves once every connection has ended; after `timeoutMs` the ones left are cut. */
  async stop(timeoutMs: number): Promise<void> {
    this.draining = true;
    for (const res of this.unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => {
      // net's close, not http's: it stops listening and leaves open connections to finish.
      net.Server.prototype.close.call(this.server, () => resolve());
    });
    const deadline = setTimeout(() => {
      for (const socket of this.sockets) socket.destroy();
    }, timeoutMs);
    try {
      await closed;
    } finally {
      clearTimeout(deadline);
    }
  }
}
