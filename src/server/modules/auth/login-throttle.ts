import type { Db } from '../../db/client';
import { rateCounter } from '../../lib/rate-counter';

export const FAILURE_LIMIT = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins counted per IP and per (IP, username). The username alone is not a key: an attacker could
 * otherwise lock the real administrator out from anywhere by failing logins with their name.
 *
 * The counts live in the database (`rate_counters`), so every instance behind a load balancer counts the
 * same failures. When the database is unreachable these calls throw, and the login answers 503: a login
 * needs the database anyway, and an uncounted failure would be a free guess.
 */
export class FailureCounter {
  /** `name` prefixes the keys, so the two counters never share a row. */
  constructor(
    readonly db: Db,
    readonly name: string,
    private readonly limit: number,
  ) {}

  private key(key: string) {
    return `${this.name}:${key}`;
  }

  /** Seconds until `key` may try again, or 0 when it is under the limit. */
  async retryAfter(key: string): Promise<number> {
    const { count, ttlMs } = await rateCounter.peek(this.db, this.key(key));
    return count >= this.limit ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0;
  }

  async fail(key: string): Promise<void> {
    await rateCounter.hit(this.db, this.key(key), FAILURE_WINDOW_MS);
  }

  async clear(key: string): Promise<void> {
    await rateCounter.clear(this.db, this.key(key));
  }
}
