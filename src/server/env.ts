import path from 'node:path';
import { z } from 'zod';
import { MAIL_MAX_ATTEMPTS } from '../shared/schemas/outbox';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * How many reverse proxies stand in front of the app: `true` means one. Fastify then takes the client
 * address from the entry the nearest proxy appended to X-Forwarded-For, never from the leftmost entry,
 * which the client writes itself and could change on every request to dodge per-IP limits.
 */
const proxyHops = z
  .string()
  .regex(/^(true|false|yes|no|\d)$/, 'must be true, false or the number of proxies (0-9)')
  .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)));
/** A per-IP request budget for every ten minutes. */
const perTenMinutes = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  SEED_DEMO: bool.default(true),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Delivery attempts (30 s, 1 min, 2 min … apart) before a mail is marked failed on the Outbox screen. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(MAIL_MAX_ATTEMPTS),
  STAFF_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  TRUST_PROXY: proxyHops.default(0),
  /** Submissions of each public form per IP in ten minutes. */
  FORM_RATE_LIMIT: perTenMinutes(20),
  /** Sell-car photo uploads per IP in ten minutes (a submission may carry ten photos). */
  UPLOAD_RATE_LIMIT: perTenMinutes(40),
  /** Set to serve GET /metrics (Prometheus) to requests bearing this token; unset, there is no /metrics. */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  /**
   * FOR TESTS ONLY: lets webhook endpoints use http and private, loopback or link-local addresses (the test
   * receiver listens on 127.0.0.1). Never set it in production: it opens the internal network to anyone
   * who can add an endpoint.
   */
  WEBHOOKS_ALLOW_PRIVATE: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DIST_DIR: z.string().min(1).default('./dist'),
  /** Serve only the API (no client build needed): for API-only deployments and process-level tests. */
  API_ONLY: bool.default(false),
  /** Where uploads live, and a copy of the embedded database's backups: DATA_DIR, or S3-compatible object storage. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3 API's address; unset means AWS S3 itself. R2: https://<account>.r2.cloudflarestorage.com. */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3).max(63).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Path-style addresses (endpoint/bucket/key): MinIO and most self-hosted servers need it. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Keys start with this (e.g. "dealer/"), so one bucket can hold several sites. */
  S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, 'must be empty or folder names each ending with /')
    .default(''),
  /** A CDN or public bucket address: /uploads/<name> then redirects to <S3_PUBLIC_URL>/<name>. */
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string; DATA_DIR: string; DIST_DIR: string };

/** Parses the environment; a bad value names the variable and stops the process. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.STORAGE === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (k) => !env[k],
    );
    if (missing.length)
      throw new Error(
        `Invalid environment:\n${missing.map((k) => `  ${k}: required with STORAGE=s3`).join('\n')}`,
      );
  }
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    DATA_DIR: path.resolve(env.DATA_DIR),
    DIST_DIR: path.resolve(env.DIST_DIR),
  };
}
