import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import type { Env } from '../env';
import { claimDue } from '../lib/claim-due';
import { whenCommitted } from '../lib/write-transaction';
import type { MailKind } from './outbox';
import { senderAddress } from './templates';
import { createMailTransport, type MailTransport } from './transport';

export type MailWorkerOptions = {
  db: Db;
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'STAFF_EMAIL' | 'DATA_DIR' | 'PUBLIC_URL' | 'MAIL_MAX_ATTEMPTS'>;
  logger?: FastifyBaseLogger;
  /** How often pending mail is looked for; a kick after each lead makes new mail leave sooner. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** For tests: a transport other than the one SMTP_URL selects. */
  transport?: MailTransport;
};

const BASE_BACKOFF_SECONDS = 30;
const MAX_BACKOFF_SECONDS = 60 * 60;
/**
 * How long this process trusts a lease it holds (claimDue leases a row for five minutes, so another instance
 * skips it): well inside the five minutes, whatever the clocks say.
 */
const HOLD_CLAIM_MS = 4 * 60_000;

/**
 * Seconds to wait after the n-th failed attempt: 30 s, 60 s, 120 s … capped at one hour; after
 * MAIL_MAX_ATTEMPTS (by default eight, about four hours in all) the mail is failed and listed on the Outbox screen.
 */
export const backoffSeconds = (failedAttempts: number) =>
  Math.min(MAX_BACKOFF_SECONDS, BASE_BACKOFF_SECONDS * 2 ** Math.max(0, failedAttempts - 1));

/**
 * Delivers the mail outbox. Runs are serialised in this process and rows are claimed with
 * SKIP LOCKED, so a mail is handed to the transport once unless a process dies mid-send.
 */
export class MailWorker {
  private readonly transport: MailTransport;
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private queued: Promise<number> | null = null;
  private readonly host: string;
  private readonly sentNotRecorded = new Set<number>();
  private held: { rows: Awaited<ReturnType<MailWorker['claim']>>; claimedAt: number } | undefined;

  constructor(private readonly options: MailWorkerOptions) {
    this.transport =
      options.transport ??
      createMailTransport({
        smtpUrl: options.env.SMTP_URL,
        outboxDir: path.join(options.env.DATA_DIR, 'outbox'),
      });
    this.host = new URL(options.env.PUBLIC_URL).hostname || 'localhost';
  }

  get running(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.pollIntervalMs ?? 15_000);
    this.timer.unref();
    this.kick();
  }

  /** Stops polling and waits for a send in progress; queued rows stay in the outbox for next time. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.chain;
    this.transport.close();
  }

  /**
   * Asks a started worker to look for mail now; a no-op when stopped (tests call drain instead). Inside an
   * admin write's transaction it waits for the commit, since mail queued by the write is not visible before.
   */
  kick(): void {
    if (this.running) whenCommitted(() => void this.schedule());
  }

  /** Sends every mail that is due now and resolves with how many were delivered. */
  drain(): Promise<number> {
    return this.schedule();
  }

  private schedule(): Promise<number> {
    // Requests that arrive while a run is waiting to start share it rather than queueing more runs.
    if (this.queued) return this.queued;
    const run = this.chain.then(() => {
      this.queued = null;
      return this.deliverDue();
    });
    this.queued = run;
    this.chain = run.catch((error) => this.options.logger?.error({ err: error }, 'mail outbox run failed'));
    return run;
  }

  private async deliverDue(): Promise<number> {
    await this.recordSent();
    let delivered = 0;
    for (;;) {
      // Rows a run claimed but never tried (the database went away mid-batch) are still leased to this
      // process: it sends them now rather than leaving them for when the lease runs out.
      if (!this.held?.rows.length || Date.now() - this.held.claimedAt > HOLD_CLAIM_MS)
        this.held = { rows: await this.claim(), claimedAt: Date.now() };
      const { rows } = this.held;
      if (rows.length === 0) {
        this.held = undefined;
        return delivered;
      }
      const from = await senderAddress(this.options.db, this.options.env);
      while (rows.length) {
        const row = rows.shift() as (typeof rows)[number];
        if (await this.deliver(row, from)) delivered++;
      }
      this.held = undefined;
    }
  }

  private async claim() {
    // A mail that used every attempt has failed for good: it waits for staff to press Retry.
    return claimDue<typeof mailOutbox.$inferSelect>(this.options.db, mailOutbox, {
      done: mailOutbox.sentAt,
      maxAttempts: this.options.env.MAIL_MAX_ATTEMPTS,
      limit: this.options.batchSize ?? 20,
    });
  }

  private async deliver(row: typeof mailOutbox.$inferSelect, from: string): Promise<boolean> {
    const { db, logger } = this.options;
    try {
      await this.transport.send(
        {
          from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          // Stable per row: a receiver can recognise a resend after a crash as the same message.
          messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${this.host}>`,
          headers: {
            ...row.headers,
            // RFC 3834: stops vacation responders answering our automated replies in a loop.
            ...(row.kind === 'auto-reply' ? { 'Auto-Submitted': 'auto-replied' } : {}),
          },
        },
        `${String(row.id).padStart(8, '0')}-${row.kind as MailKind}.eml`,
      );
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = backoffSeconds(attempts);
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
        })
        .where(eq(mailOutbox.id, row.id));
      // The recipient and error are useful; the SMTP URL (which may hold a password) is never logged.
      if (attempts >= this.options.env.MAIL_MAX_ATTEMPTS) {
        logger?.error({ mailId: row.id, kind: row.kind, attempts, error: message }, 'mail failed for good');
        return false;
      }
      logger?.warn(
        { mailId: row.id, kind: row.kind, attempts, retryInSeconds: delay, error: message },
        'mail delivery failed',
      );
      return false;
    }
    this.sentNotRecorded.add(row.id);
    await this.recordSent();
    return true;
  }

  /**
   * Marks delivered mail as sent. Should the database be unreachable just then, the ids wait here and the
   * next run records them first: the claim's lease keeps other instances off those rows meanwhile, so a
   * delivered mail is not sent again after an outage.
   */
  private async recordSent() {
    for (const id of this.sentNotRecorded) {
      await this.options.db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, id));
      this.sentNotRecorded.delete(id);
    }
  }
}
