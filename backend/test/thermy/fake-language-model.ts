import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the fake model answers the next requests. */
type FakeBehaviour =
  | { reply: string }
  | { status: number }
  /** Takes the request and never answers (nor, streamed, sends a first word). */
  | { silent: true }
  /** Answers one line that never ends, as fast as it is read, until the reader hangs up. */
  | { endlessLine: true };

interface ChatRequest {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
}

export interface FakeLanguageModel {
  url: string;
  requests: ChatRequest[];
  /** Bytes of the last endless line sent before the reader hung up. */
  endlessLineSent(): number;
  behave(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat completions endpoint on an ephemeral port of this machine: it records
 * each request and answers as told, whole (stream false) or as server-sent events a few words at a
 * time (stream true), the way hosted models do.
 */
export async function startFakeLanguageModel(): Promise<FakeLanguageModel> {
  const requests: ChatRequest[] = [];
  const sockets = new Set<Socket>();
  let behaviour: FakeBehaviour = { reply: 'A reply.' };
  let endlessSent = 0;

  /** Writes 64 KiB pieces of one line, waiting whenever the reader is behind, until it hangs up (or 64 MiB). */
  async function sendEndlessLine(res: http.ServerResponse, stream: boolean): Promise<void> {
    res.writeHead(200, { 'Content-Type': stream ? 'text/event-stream' : 'application/json' });
    endlessSent = 0;
    let open = true;
    res.on('close', () => {
      open = false;
    });
    const piece = 'x'.repeat(64 * 1024);
    res.write(stream ? 'data: {"choices":[{"delta":{"content":"' : '{"choices":[{"message":{"content":"');
    while (open && endlessSent < 64 * 1024 * 1024) {
      endlessSent += piece.length;
      if (!res.write(piece)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
    }
    res.end();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'];
      requests.push({ authorization: req.headers.authorization, body });
      if ('silent' in behaviour) {
        if (body.stream) res.writeHead(200, { 'Content-Type': 'text/event-stream' }).flushHeaders();
        return;
      }
      if ('endlessLine' in behaviour) {
        void sendEndlessLine(res, body.stream);
        return;
      }
      if ('status' in behaviour) {
        res.writeHead(behaviour.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'The model is overloaded' } }));
        return;
      }
      if (!body.stream) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: behaviour.reply }, finish_reason: 'stop' }] }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      for (const piece of behaviour.reply.match(/\S+\s*/g) ?? []) {
        res.write(`data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`,
    requests,
    behave(next) {
      behaviour = next;
    },
    endlessLineSent: () => endlessSent,
    async close() {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
