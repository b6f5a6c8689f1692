import type { z } from 'zod';

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported'
  | 'too_many'
  | 'unavailable';

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  too_many: 429,
  unavailable: 503,
};

/** The one error type services throw; the error handler turns it into `{message}` with its status. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = statusOf[code];
  }
}

/** What a visitor or staff member reads while the database is out of reach (a restart, a failover). */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before retrying an answer refused for that reason. */
export const UNAVAILABLE_RETRY_AFTER = '5';

export const unavailable = () => new AppError('unavailable', UNAVAILABLE_MESSAGE);

/**
 * Socket errors and PostgreSQL codes that mean the database cannot be reached right now (not that the
 * query was wrong): 57P01 terminated by an administrator (a fast shutdown), 57P02 crash shutdown,
 * 57P03 cannot connect now (starting up or shutting down), 53300 too many connections, class 08
 * connection exceptions.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** node-postgres reports a lost or refused connection with these messages and no code. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether an error (or what caused it: Drizzle wraps driver errors) means the database is unavailable,
 * so the request deserves a 503 the client can retry rather than a 500.
 */
/**
 * Whether an error is PostgreSQL's unique violation (23505). Both drivers report the SQLSTATE as `code`;
 * Drizzle wraps the driver's error as `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const e = pending.pop();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    pending.push(cause);
    // A connection to a host name with several addresses fails with an AggregateError of each attempt.
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

/** "field.path: message" for the first issue, so a client knows which field to fix. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * Parses input with a shared schema, turning failures into 400 errors. A request without a body is read
 * as `{}`; a body that is JSON `null` is not an object and is refused like any other non-object.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input === undefined ? {} : input);
  if (!result.success) throw new AppError('bad_request', describeZodError(result.error));
  return result.data;
}
