import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound, unavailable } from '../lib/errors';
import { contentTypeOf, SAFE_NAME, type UploadStorage } from '../storage/storage';

/** Sandbox for user-uploaded files: even an SVG or HTML opened directly can never run script. */
export const UPLOAD_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** A stored name never changes content (every upload gets a new random name): cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<name> from wherever the files are: the local folder as static files, or the object store
 * (streamed with the same caching, nosniff and sandbox, or redirected to S3_PUBLIC_URL when one is set),
 * so the addresses stored in cars and pages stay the same whichever store holds the files.
 */
export async function registerUploads(app: FastifyInstance, storage: UploadStorage) {
  if (storage.dir) {
    mkdirSync(storage.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.dir,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Security-Policy', UPLOAD_CSP);
      },
    });
    return;
  }
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    if (!SAFE_NAME.test(name)) throw notFound('File');
    if (storage.publicUrl)
      return reply.header('cache-control', IMMUTABLE).redirect(`${storage.publicUrl}/${name}`, 301);
    const found = await storage.open(name).catch((err) => {
      request.log.error({ err }, 'file store unreachable');
      throw unavailable();
    });
    if (!found) throw notFound('File');
    return reply
      .header('content-type', contentTypeOf(name))
      .header('content-length', found.size)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', UPLOAD_CSP)
      .send(found.body);
  });
}
