import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contentVersion } from '../db/schema/index';

const CHANNEL = 'content_version';

/**
 * A number that changes whenever staff save anything. Public caches key on it, so a save is visible
 * immediately. With PostgreSQL, other instances hear about the bump through LISTEN/NOTIFY.
 */
export class ContentVersion {
  private listeners = new Set<(v: number) => void>();
  private closeListener?: () => Promise<void>;

  private constructor(
    private readonly database: Database,
    public current: number,
  ) {}

  static async create(database: Database): Promise<ContentVersion> {
    await database.db.insert(contentVersion).values({ id: 1, version: 1 }).onConflictDoNothing();
    const [row] = await database.db.select().from(contentVersion).where(eq(contentVersion.id, 1));
    const cv = new ContentVersion(database, row?.version ?? 1);
    if (database.pool) {
      const client = await database.pool.connect();
      client.on('notification', (msg) => {
        const v = Number(msg.payload);
        if (Number.isFinite(v) && v > cv.current) cv.set(v);
      });
      await client.query(`LISTEN ${CHANNEL}`);
      cv.closeListener = async () => {
        await client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
        client.release();
      };
    }
    return cv;
  }

  onChange(listener: (v: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(v: number) {
    this.current = v;
    for (const l of this.listeners) l(v);
  }

  async bump(): Promise<number> {
    const [row] = await this.database.db
      .update(contentVersion)
      .set({ version: sql`${contentVersion.version} + 1`, updatedAt: new Date() })
      .where(eq(contentVersion.id, 1))
      .returning();
    const v = row?.version ?? this.current + 1;
    this.set(v);
    if (this.database.pool) await this.database.pool.query(`SELECT pg_notify('${CHANNEL}', $1)`, [String(v)]);
    return v;
  }

  async close() {
    await this.closeListener?.();
  }
}
