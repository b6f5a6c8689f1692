import type { FastifyInstance } from 'fastify';
import type { FormOutcome } from '../../shared/form-outcome';
import { AppError } from '../lib/errors';
import { registerFormRateLimit } from './rate-limit';

/** What a form page's submission came to: saved (the browser is sent on to `sent`), or back to the form. */
export type FormPageAnswer = { sent: string } | { status: number; outcome: FormOutcome };

/**
 * A public page whose form works without JavaScript (issue 33, "link first"): the browser posts the form
 * to the page's own address as application/x-www-form-urlencoded, `submit` checks and saves it with the
 * same schema and service as the API call, and the answer is the page again.
 */
export type FormPage = {
  path: string;
  submit: (
    app: FastifyInstance,
    fields: Record<string, string>,
    query: URLSearchParams,
  ) => Promise<FormPageAnswer>;
};

export type RenderAnswer = (url: string, outcome: FormOutcome) => Promise<string>;

/** A form is a few short fields and a message; a bigger body is not a person typing. */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * POST routes for the form pages, in a scope of their own: only here are form bodies read (the API stays
 * JSON-only), with the public forms' per-IP rate limit. A refused submission renders the page with what was
 * typed; one over the rate limit too, with the limit's message, so a visitor without JavaScript never
 * meets a bare JSON error. Answers are never cached (they hold what someone typed).
 */
export async function registerFormPages(
  app: FastifyInstance,
  pages: readonly FormPage[],
  render: RenderAnswer,
) {
  await app.register(async (scope) => {
    const config = { rateLimit: await registerFormRateLimit(scope, 'preHandler') };
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    for (const page of pages)
      scope.post(page.path, { config }, async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const query = new URLSearchParams(request.url.split('?')[1] ?? '');
        const fields = typeof request.body === 'object' && request.body !== null ? request.body : {};
        const answer = await page.submit(app, fields as Record<string, string>, query);
        if ('sent' in answer) return reply.redirect(answer.sent, 303);
        const html = await render(request.url, answer.outcome);
        return reply.status(answer.status).type('text/html; charset=utf-8').send(html);
      });
    // The rate limit (and a body that is not a form) answer as errors: shown on the page, not as JSON.
    scope.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) throw error;
      const fields = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const problem = error instanceof AppError ? error.message : 'Please check the form and send it again.';
      reply.header('cache-control', 'no-store');
      const html = await render(request.url, {
        values: fields as Record<string, string>,
        errors: {},
        problem,
      });
      return reply.status(status).type('text/html; charset=utf-8').send(html);
    });
  });
}
