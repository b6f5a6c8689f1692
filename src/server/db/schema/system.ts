import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo, createdAtMs, idTable } from './columns';

export const users = idTable('users', {
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Login sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_expiry_idx').on(t.expiresAt)],
);

export const mediaAssets = idTable(
  'media_assets',
  {
    publicUrl: text('public_url').notNull(),
    mimeType: text('mime_type').notNull(),
    filename: text('filename').notNull().unique(),
    originalName: text('original_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    altText: text('alt_text').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants')
      .$type<{ format: string; width: number; url: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAtMs(),
  },
  (t) => [index('media_created_idx').on(t.createdAt, t.id)],
);

/** Durable mail queue: a lead is saved with its mails in one transaction; a worker delivers them. */
export const mailOutbox = idTable(
  'mail_outbox',
  {
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on marketing mail (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

/** One row; bumped by every admin write so caches of public content know when to drop. */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
