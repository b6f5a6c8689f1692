import type { z } from 'zod';

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported'
  | 'too_many';

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  too_many: 429,
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
