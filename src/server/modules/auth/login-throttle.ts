import type { Db } from '../../db/client';

export const FAILURE_LIMIT = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED_KEYS = 10_000;

/**
 * Failed logins counted per IP and per (IP, username). The username alone is not a key: an attacker could
 * otherwise lock the real administrator out from anywhere by failing logins with their name.
 */
export class FailureCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  /** `db` and `name` let the counts live in the database (shared by every instance); `name` prefixes keys. */
  constructor(
    readonly db: Db,
    readonly name: string,
    private readonly limit: number,
  ) {}
  async retryAfter(key: string): Promise<number> {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= Date.now()) return 0;
    return entry.count >= this.limit ? Math.ceil((entry.resetAt - Date.now()) / 1000) : 0;
  }
  async fail(key: string): Promise<void> {
    const now = Date.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) this.hits.set(key, { count: 1, resetAt: now + FAILURE_WINDOW_MS });
    else entry.count += 1;
    if (this.hits.size > MAX_TRACKED_KEYS) {
      for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
      // Still full (a flood from many addresses): forget the oldest keys so memory stays bounded.
      for (const k of this.hits.keys()) {
        if (this.hits.size <= MAX_TRACKED_KEYS) break;
        this.hits.delete(k);
      }
    }
  }
  async clear(key: string): Promise<void> {
    this.hits.delete(key);
  }
}
