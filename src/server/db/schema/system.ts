import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo, createdAtMs, idTable } from './columns';

export const users = idTable('users', {
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Display name and address of a staff member (issue 20); empty for the first administrator until set. */
  name: text('name').notNull().default(''),
  email: text('email').notNull().default(''),
  /** A disabled account cannot sign in and has no sessions; kept so the activity log still names it. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** TOTP (RFC 6238) shared secret, base32; set while enrolling, in force once totpEnabledAt is set. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code cannot be used twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

/** One-time recovery codes for two-factor sign-in: only a hash is stored; a used code is marked. */
export const recoveryCodes = idTable(
  'recovery_codes',
  {
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Single-use tokens sent or shown to a person: an invitation to set a first password, or the second step of
 * a two-factor sign-in. Only the SHA-256 of the token is stored.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** 'invite' (set a password by link) or 'login-2fa' (password accepted, code awaited). */
    purpose: text('purpose').notNull(),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_expiry_idx').on(t.expiresAt), index('user_tokens_user_idx').on(t.userId)],
);

/** Who did what in the back office (issue 20): every admin write, sign-ins and failed sign-ins. Kept 12 months. */
export const activityLog = idTable(
  'activity_log',
  {
    /** Null for a failed sign-in with an unknown name, or once the account is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As written at the time, so the log still reads right after the account goes. */
    username: text('username').notNull().default(''),
    /** e.g. create, update, delete, status, login, login-failed, password, 2fa-enabled. */
    action: text('action').notNull(),
    /** What kind of record: cars, hire-cars, staff, settings, auth… */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull().default(''),
    ip: text('ip'),
    createdAt: createdAtMs(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.createdAt, t.id),
    index('activity_log_user_idx').on(t.userId, t.createdAt),
    index('activity_log_entity_idx').on(t.entity, t.createdAt),
  ],
);

/**
 * Fixed-window counters for rate limits and login throttling, shared by every instance on one database.
 * A key is e.g. 'login-ip:1.2.3.4' or 'form:/api/acquisitions:1.2.3.4'.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_reset_idx').on(t.resetAt)],
);

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
