/** One signed POST of a webhook delivery, with its status, time and the first bytes of the answer. */
import http from 'node:http';
import https from 'node:https';
import { publicOnlyLookup } from './webhook-address';
import { signWebhook } from './webhook-signature';

export type PostResult = { ok: boolean; status: number | null; durationMs: number; response: string };

const TIMEOUT_MS = 15_000;
const SNIPPET = 500;

export function postWebhook(
  target: { url: string; secret: string },
  eventId: string,
  body: string,
  allowPrivate: boolean,
): Promise<PostResult> {
  const started = performance.now();
  const timestamp = Math.floor(Date.now() / 1000);
  const url = new URL(target.url);
  const client = url.protocol === 'https:' ? https : http;
  const done = (status: number | null, response: string): PostResult => ({
    ok: status !== null && status >= 200 && status < 300,
    status,
    durationMs: Math.round(performance.now() - started),
    response: response.slice(0, SNIPPET),
  });
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: publicOnlyLookup(allowPrivate),
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'dealer-site-webhooks/1',
          'webhook-id': eventId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(target.secret, eventId, timestamp, body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < SNIPPET) text += chunk;
        });
        response.on('end', () => resolve(done(response.statusCode ?? null, text)));
        response.on('error', (error) => resolve(done(response.statusCode ?? null, error.message)));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) => resolve(done(null, error.message)));
    request.end(body);
  });
}
