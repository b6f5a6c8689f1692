import { createHash, randomBytes } from 'node:crypto';

/** A bearer token, challenge or invitation: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a database leak gives nobody a working session or link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
