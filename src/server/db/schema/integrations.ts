import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '../../../shared/schemas/api-keys';
import { createdAtMs, idTable } from './columns';

/** Keys for machines (issue 30): only the SHA-256 of a key is stored; a revoked key is kept for the log. */
export const apiKeys = idTable(
  'api_keys',
  {
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, shown so staff can tell keys apart. */
    prefix: text('prefix').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    createdAt: createdAtMs(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash)],
);

/**
 * ADF documents received (POST /api/integrations/adf): one row per prospect id and source, so a provider
 * sending the same lead twice gets the first lead back and nothing new is stored.
 */
export const adfReceipts = idTable(
  'adf_receipts',
  {
    source: text('source').notNull(),
    prospectId: text('prospect_id').notNull(),
    kind: text('kind').notNull(),
    leadId: integer('lead_id').notNull(),
    createdAt: createdAtMs(),
  },
  (t) => [
    uniqueIndex('adf_receipts_prospect_idx').on(t.source, t.prospectId),
    index('adf_receipts_lead_idx').on(t.kind, t.leadId),
  ],
);

/** The CRM intake addresses each kind of lead is also sent to as ADF/XML (admin Settings). */
export const crmAddresses = pgTable('crm_addresses', {
  kind: text('kind').primaryKey(),
  addresses: jsonb('addresses').$type<string[]>().notNull().default([]),
});
