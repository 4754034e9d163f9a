import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

// Every 127.x.y.z address reaches the loopback interface, so a client bound to one of them is, to
// the server, another machine: rotating them is how an attacker with many addresses looks.
let nextAddress = 1 << 16;

/** A loopback address no other request of this test file has used (127.1.0.0 onwards, never 127.0.0.1). */
export function newNetworkAddress(): string {
  const n = nextAddress++;
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Posts JSON to the server from the given loopback address, without cookies unless given (`name=value; …`). */
export function postFrom(server: Server, fromAddress: string, path: string, body: object, cookie?: string): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: fromAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...(cookie ? { Cookie: cookie } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
