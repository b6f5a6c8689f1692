import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type Received = { headers: Record<string, string>; body: string; verified: boolean; json: any };

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: it records each request, checks its signature
 * with the Standard Webhooks reference library, and answers with the next status queued (200 when none).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  let secret = '';
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      let verified = false;
      try {
        new Webhook(secret).verify(body, headers);
        verified = true;
      } catch {}
      received.push({ headers, body, verified, json: JSON.parse(body) });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Answers the next requests with these statuses, in order. */
    answer: (...next: number[]) => statuses.push(...next),
    useSecret: (value: string) => {
      secret = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
