/** Keys for machines (issue 30, item 5): shown once, stored as their SHA-256, named, scoped and revocable. */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyInput,
  type CreatedApiKey,
} from '../../../shared/schemas/api-keys';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema/index';
import { recordOf } from '../../lib/api-row';
import { notFound } from '../../lib/errors';

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const toApiKey = recordOf<ApiKey>()([
  'id',
  'name',
  'prefix',
  'scopes',
  'createdAt',
  'lastUsedAt',
  'revokedAt',
]);

export async function listApiKeys(db: Db): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/** Creates a key; the answer is the only place the key itself ever appears. */
export async function createApiKey(db: Db, input: ApiKeyInput): Promise<CreatedApiKey> {
  const key = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      name: input.name,
      keyHash: hashApiKey(key),
      prefix: key.slice(0, API_KEY_PREFIX.length + 6),
      scopes: [...new Set(input.scopes)],
    })
    .returning();
  return { ...toApiKey(row), key };
}

/** A revoked key answers 401 at once; it is kept so the activity log still names it. */
export async function revokeApiKey(db: Db, id: number): Promise<ApiKey> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  if (row) return toApiKey(row);
  const [revoked] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!revoked) throw notFound('API key');
  return toApiKey(revoked);
}

/** The live key a request presents, with its use recorded; null for an unknown or revoked key. */
export async function keyInUse(
  db: Db,
  key: string,
): Promise<{ id: number; name: string; scopes: string[] } | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name, scopes: apiKeys.scopes });
  return row ?? null;
}
