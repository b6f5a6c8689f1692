import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Login sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_expiry_idx').on(t.expiresAt)],
);

export const mediaAssets = pgTable(
  'media_assets',
  {
    id: serial('id').primaryKey(),
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
    // Millisecond precision for the admin list's keyset cursor (see createdAtMs in leads.ts).
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (t) => [index('media_created_idx').on(t.createdAt, t.id)],
);

/** Durable mail queue: a lead is saved with its mails in one transaction; a worker delivers them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
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
