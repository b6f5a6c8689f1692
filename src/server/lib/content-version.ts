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

  /** When content last changed (on this instance's knowledge): the sitemap's last-modified date. */
  public updatedAt = new Date();

  private constructor(
    private readonly database: Database,
    public current: number,
  ) {}

  static async create(database: Database): Promise<ContentVersion> {
    await database.db.insert(contentVersion).values({ id: 1, version: 1 }).onConflictDoNothing();
    const [row] = await database.db.select().from(contentVersion).where(eq(contentVersion.id, 1));
    const cv = new ContentVersion(database, row?.version ?? 1);
    if (row) cv.updatedAt = row.updatedAt;
    const heard = (payload: string) => {
      const v = Number(payload);
      if (Number.isFinite(v) && v > cv.current) cv.set(v);
    };
    if (database.pool) {
      const client = await database.pool.connect();
      client.on('notification', (msg) => heard(msg.payload ?? ''));
      await client.query(`LISTEN ${CHANNEL}`);
      cv.closeListener = async () => {
        await client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
        client.release();
      };
    } else if (database.pglite) {
      // The same mechanism on the embedded database, for every app built on one PGlite instance.
      const unlisten = await database.pglite.listen(CHANNEL, heard);
      cv.closeListener = () => unlisten().catch(() => {});
    }
    return cv;
  }

  onChange(listener: (v: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(v: number) {
    this.current = v;
    this.updatedAt = new Date();
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
    await this.database.db.execute(sql`SELECT pg_notify(${CHANNEL}, ${String(v)})`);
    return v;
  }

  async close() {
    await this.closeListener?.();
  }
}
