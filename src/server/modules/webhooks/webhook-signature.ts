/** Standard Webhooks signing (https://www.standardwebhooks.com): HMAC-SHA256 of "id.timestamp.body". */
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new endpoint secret: 32 random bytes, base64, with the scheme's prefix. */
export const newWebhookSecret = () => `${PREFIX}${randomBytes(32).toString('base64')}`;

/** The `webhook-signature` header value for one delivery attempt. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}
