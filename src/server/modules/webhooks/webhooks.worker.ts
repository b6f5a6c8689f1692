/**
 * Posts queued webhook deliveries. Rows are claimed with FOR UPDATE SKIP LOCKED and pushed five minutes
 * ahead while being sent, so several instances on one PostgreSQL deliver each attempt once; a process that
 * dies mid-send leaves its rows to be tried again when the lease runs out (decision 0024).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_MAX_ATTEMPTS } from '../../../shared/schemas/webhooks';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { claimDue } from '../../lib/claim-due';
import { whenCommitted } from '../../lib/write-transaction';
import { postWebhook } from './webhook-post';

/** Seconds before the n-th retry: Standard Webhooks' schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
const RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 36000];
export const retryDelaySeconds = (failedAttempts: number) =>
  RETRY_SCHEDULE[Math.min(failedAttempts, RETRY_SCHEDULE.length) - 1] ?? 5;

export type WebhookWorkerOptions = {
  db: Db;
  logger?: FastifyBaseLogger;
  /** WEBHOOKS_ALLOW_PRIVATE: tests only, lets deliveries reach 127.0.0.1 over http. */
  allowPrivate: boolean;
  pollIntervalMs?: number;
};

export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: WebhookWorkerOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.drain(), this.options.pollIntervalMs ?? 5_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.chain;
  }

  /** Asks a started worker to look now, once the write that queued something has committed. */
  kick(): void {
    if (this.timer) whenCommitted(() => void this.drain());
  }

  /** Posts every delivery due now (runs are serialised) and resolves with how many succeeded. */
  drain(): Promise<number> {
    const run = this.chain.then(() => this.deliverDue());
    this.chain = run.catch((error) => this.options.logger?.error({ err: error }, 'webhook run failed'));
    return run;
  }

  private async deliverDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return delivered;
      for (const row of rows) if (await this.deliver(row)) delivered++;
    }
  }

  private async claim() {
    const enabled = this.options.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.enabled, true));
    return claimDue<typeof webhookDeliveries.$inferSelect>(this.options.db, webhookDeliveries, {
      done: webhookDeliveries.deliveredAt,
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
      limit: 20,
      also: inArray(webhookDeliveries.endpointId, enabled),
    });
  }

  private async deliver(row: typeof webhookDeliveries.$inferSelect): Promise<boolean> {
    const { db, logger } = this.options;
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, row.endpointId));
    if (!endpoint?.enabled) return false;
    const result = await postWebhook(
      endpoint,
      row.eventId,
      JSON.stringify(row.payload),
      this.options.allowPrivate,
    );
    const attempts = row.attempts + 1;
    const logged = {
      attempts,
      lastStatus: result.status,
      lastDurationMs: result.durationMs,
      lastResponse: result.response,
    };
    if (result.ok) {
      await db.transaction(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({ ...logged, deliveredAt: sql`now()` })
          .where(eq(webhookDeliveries.id, row.id));
        await tx
          .update(webhookEndpoints)
          .set({ failingSince: null })
          .where(eq(webhookEndpoints.id, endpoint.id));
      });
      return true;
    }
    const delay = retryDelaySeconds(attempts);
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...logged, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
        .where(eq(webhookDeliveries.id, row.id));
      const failingSince = endpoint.failingSince ?? new Date();
      const disable = Date.now() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS;
      await tx
        .update(webhookEndpoints)
        .set({ failingSince, ...(disable ? { enabled: false, disabledForFailureAt: new Date() } : {}) })
        .where(eq(webhookEndpoints.id, endpoint.id));
      if (disable)
        logger?.error({ endpointId: endpoint.id }, 'webhook endpoint disabled after failing 3 days');
    });
    // The URL is the endpoint's and may carry a token in its path: only the id is logged.
    logger?.warn(
      { deliveryId: row.id, endpointId: endpoint.id, attempts, status: result.status },
      'webhook delivery failed',
    );
    return false;
  }
}
