import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isDatabaseUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER } from '../lib/errors';
import { bareSecurityHeaders } from './security';

/**
 * URLs the router refuses before any hook runs (bad percent-encoding, an over-long parameter). Without
 * this Fastify writes its own body with its error code and none of our headers; here they get the usual
 * `{message}` and the strictest security headers, since no hook (helmet's included) has run.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'The URL is too long']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'The URL is malformed']
        : [500, 'Internal Server Error'];
  if (status === 500) request.log.error({ err: error }, 'router error');
  return reply
    .status(status)
    .headers({ ...bareSecurityHeaders(request.server.env), 'x-request-id': request.id })
    .send({ message });
}

/** One error handler: known errors keep their status and message, anything else is a logged 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      if (error.statusCode === 503) reply.header('retry-after', UNAVAILABLE_RETRY_AFTER);
      return reply.status(error.statusCode).send({ message: error.message });
    }
    // The database is restarting or out of reach: the same request will work again in a moment (the pool
    // reconnects by itself), so the client is told to retry rather than that something broke. A 503 passed
    // on from an in-process read of the API (robots.txt, the sitemap) is the same outage.
    if (isDatabaseUnavailable(error) || error.statusCode === 503) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', UNAVAILABLE_RETRY_AFTER)
        .send({ message: UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, wrong content type, rate limits.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE'
            ? 'Request body is too large'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Request body is empty'
              : error.message || 'Bad request';
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
