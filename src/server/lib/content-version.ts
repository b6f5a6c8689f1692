import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client';
import { contentVersion } from '../db/schema/index';

const CHANNEL = 'content_version';
/** Waits between attempts to get the LISTEN connection back: quick at first, then every few seconds. */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000];

/**
 * A number that changes whenever staff save anything. Public caches key on it, so a save is visible
 * immediately. With PostgreSQL, other instances hear about the bump through LISTEN/NOTIFY.
 *
 * The LISTEN connection is re-established whenever the server drops it (a restart, a failover); what was
 * notified meanwhile is lost, so the version is then read again from the table. Until then the caches keep
 * answering with what they hold, which is what visitors should get while the database is away.
 */
export class ContentVersion {
  private listeners = new Set<(v: number, area?: string) => void>();
  private closeListener?: () => Promise<void>;
  private closed = false;
  private reconnectTimer?: NodeJS.Timeout;

  /** When content last changed (on this instance's knowledge): the sitemap's last-modified date. */
  public updatedAt = new Date();
  /** How often the LISTEN connection was lost since start (the metric listen_connection_lost_total). */
  public listenConnectionsLost = 0;
  /** When the LISTEN connection was lost, while it is being re-established. */
  private lostAt?: number;

  private constructor(
    private readonly database: Database,
    public current: number,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  static async create(database: Database, logger?: FastifyBaseLogger): Promise<ContentVersion> {
    await database.db.insert(contentVersion).values({ id: 1, version: 1 }).onConflictDoNothing();
    const [row] = await database.db.select().from(contentVersion).where(eq(contentVersion.id, 1));
    const cv = new ContentVersion(database, row?.version ?? 1, logger);
    if (row) cv.updatedAt = row.updatedAt;
    const { pool, pglite } = database;
    if (pool) {
      try {
        await cv.listen(pool);
      } catch (error) {
        await cv.close();
        throw error;
      }
      cv.closeListener = () => cv.stopListening();
    } else if (pglite) {
      // The same mechanism on the embedded database, for every app built on one PGlite instance.
      const unlisten = await pglite.listen(CHANNEL, (payload) => cv.heard(payload));
      cv.closeListener = () => unlisten().catch(() => {});
    }
    return cv;
  }

  /** A notification: "<version>" or "<version>:<area>" (the admin area whose save made it). */
  private heard(payload: string) {
    const [version, area] = payload.split(':');
    const v = Number(version);
    if (Number.isFinite(v) && v > this.current) this.set(v, area || undefined);
  }

  /** Takes one pool connection for LISTEN; when the server drops it, gets another (see reconnect). */
  private async listen(pool: pg.Pool) {
    await this.attach(pool, await pool.connect());
  }

  private async attach(pool: pg.Pool, client: pg.PoolClient) {
    let done = false;
    const onLost = (error?: Error) => {
      if (done) return;
      done = true;
      this.stopListening = async () => {};
      // Released with an error, the pool closes the connection instead of handing it out again.
      client.release(error ?? new Error('LISTEN connection ended'));
      if (this.closed) return;
      // One warning per loss, however many attempts the reconnection takes: saves on other instances are
      // not heard until it is back, so caches here may answer with older content meanwhile.
      if (this.lostAt === undefined) {
        this.lostAt = Date.now();
        this.listenConnectionsLost++;
        this.logger?.warn(
          { err: error },
          'LISTEN connection for content versions lost: reconnecting; saves on other instances are not heard meanwhile',
        );
      }
      this.reconnect(pool, 0);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (msg) => this.heard(msg.payload ?? ''));
    this.stopListening = async () => {
      if (done) return;
      done = true;
      client.removeAllListeners('notification');
      await client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      client.release();
    };
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      throw error;
    }
  }

  /** Ends LISTEN and gives its connection back; replaced by attach for each connection. */
  private stopListening: () => Promise<void> = async () => {};

  private reconnect(pool: pg.Pool, attempt: number) {
    clearTimeout(this.reconnectTimer);
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    this.reconnectTimer = setTimeout(() => void this.relisten(pool, attempt), delay);
    this.reconnectTimer.unref();
  }

  private async relisten(pool: pg.Pool, attempt: number) {
    if (this.closed) return;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch {
      return this.reconnect(pool, attempt + 1);
    }
    try {
      await this.attach(pool, client);
    } catch {
      return; // the connection dropped again: attach has scheduled the next attempt
    }
    if (this.closed) return this.stopListening();
    if (this.lostAt !== undefined) {
      this.logger?.info(
        { attempts: attempt + 1, downMs: Date.now() - this.lostAt },
        'LISTEN connection for content versions re-established',
      );
      this.lostAt = undefined;
    }
    // Should this read fail, the database is gone again: the LISTEN connection drops too, and the next
    // reconnection reads it.
    await this.catchUp().catch(() => {});
  }

  /** Reads the version from the table: bumps notified while the LISTEN connection was down were lost. */
  private async catchUp() {
    const [row] = await this.database.db.select().from(contentVersion).where(eq(contentVersion.id, 1));
    if (row && row.version !== this.current) {
      this.set(row.version);
      this.updatedAt = row.updatedAt;
    }
  }

  /**
   * Calls `listener` with each new version, and the admin area whose save made it when that save is the only
   * change since the version before (else undefined: anything may have changed).
   */
  onChange(listener: (v: number, area?: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(v: number, area?: string) {
    // A version skipped (a notification not heard yet, or lost) hides a save whose area is unknown.
    const only = v === this.current + 1 ? area : undefined;
    this.current = v;
    this.updatedAt = new Date();
    for (const l of this.listeners) l(v, only);
  }

  /** A new version after a save; `area` (e.g. "cars") lets caches keep what that area cannot change. */
  async bump(area?: string): Promise<number> {
    const tag = area && /^[a-z-]+$/.test(area) ? `:${area}` : '';
    // One statement, so the notification is sent exactly when the new version commits: there is no moment
    // where the table has moved on and the other instances were not told.
    const result = await this.database.db.execute(sql`
      with bumped as (
        update ${contentVersion} set version = version + 1, updated_at = now()
        where id = 1 returning version
      )
      select version, pg_notify(${CHANNEL}, version::text || ${tag}) from bumped`);
    const row = (result as unknown as { rows: { version: number | string }[] }).rows[0];
    const v = row ? Number(row.version) : this.current + 1;
    // A notification from another bump may already have moved us past v.
    if (v > this.current) this.set(v, tag ? area : undefined);
    return v;
  }

  async close() {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.closeListener?.();
  }
}
