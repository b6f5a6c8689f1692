import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { DIGEST_HOUR, DIGEST_LAST_HOUR, type DigestEnv, runDigest, sydneyHour } from './digest.service';

export type DigestWorkerOptions = {
  db: Db;
  env: DigestEnv;
  logger?: FastifyBaseLogger;
  /** How often the clock is checked; the digest itself decides whether one is due. */
  checkIntervalMs?: number;
  /** Whether it is time to send: by default from DIGEST_HOUR to DIGEST_LAST_HOUR in Sydney (no late-night mail). */
  isSendTime?: (now: Date) => boolean;
  /** Called after each send, e.g. to wake the mail worker so the queued digests leave at once. */
  onQueued?: () => void;
};

/**
 * Checks every few minutes whether the daily digest is due and sends it. Not started under NODE_ENV=test:
 * tests call runDigest directly with the moment they want, so no timer runs behind their backs.
 */
export class DigestWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private busy = false;
  private abort = new AbortController();

  constructor(private readonly options: DigestWorkerOptions) {}

  start(): void {
    if (this.timer) return;
    this.abort = new AbortController();
    this.timer = setInterval(() => this.check(), this.options.checkIntervalMs ?? 5 * 60_000);
    this.timer.unref();
    this.check();
  }

  /** Stops checking and interrupts a send between batches; the next start carries on from there. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.abort.abort();
    await this.running;
  }

  private check(): void {
    if (this.busy) return;
    const now = new Date();
    const due =
      this.options.isSendTime ??
      ((at: Date) => sydneyHour(at) >= DIGEST_HOUR && sydneyHour(at) <= DIGEST_LAST_HOUR);
    if (!due(now)) return;
    this.busy = true;
    this.running = runDigest(this.options.db, this.options.env, now, { signal: this.abort.signal })
      .then((outcome) => {
        if ('queued' in outcome && outcome.queued > 0) {
          this.options.logger?.info(
            { runId: outcome.runId, queued: outcome.queued },
            'new-arrivals digest queued',
          );
          this.options.onQueued?.();
        }
      })
      .catch((error) => this.options.logger?.error({ err: error }, 'new-arrivals digest failed'))
      .finally(() => {
        this.busy = false;
      });
  }
}
