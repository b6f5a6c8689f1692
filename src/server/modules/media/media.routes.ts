import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { idParam } from '../../../shared/schemas/common';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, mediaListQuery, mediaPatch } from '../../../shared/schemas/media';
import { AppError, parse } from '../../lib/errors';
import { registerPublicRateLimit, uploadRateLimit } from '../../plugins/rate-limit';
import {
  ADMIN_MEDIA_TYPES_MESSAGE,
  detectFileType,
  EMPTY_FILE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  SNIFF_BYTES,
  VIDEO_TOO_LARGE_MESSAGE,
} from './file-type';
import {
  deleteMedia,
  listMedia,
  storeImage,
  storePublicImage,
  storeVideo,
  updateMediaAltText,
} from './media.service';
import { NOT_MULTIPART_MESSAGE, receiveFile } from './upload';
import { variantsSettled } from './variants';

/**
 * Upload routes accept only multipart bodies: any other content type is answered with a clear 400
 * (JSON still parses and is refused by the handler) instead of Fastify's generic 415. Multipart is
 * parsed only in these scopes: every other route refuses it (415) instead of reading it as no body.
 */
async function multipartOnly(scope: FastifyInstance) {
  await scope.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1000 },
  });
  scope.addContentTypeParser('*', (_request, _payload, done) =>
    done(new AppError('bad_request', NOT_MULTIPART_MESSAGE), undefined),
  );
}

export const mediaPublicRoutes: FastifyPluginAsync = async (app) => {
  await registerPublicRateLimit(app);
  await multipartOnly(app);
  // Variant jobs still running when the app closes must finish before the files they read go away.
  app.addHook('onClose', async () => variantsSettled());

  app.post(
    '/upload/sell-car-image',
    {
      config: {
        rateLimit: uploadRateLimit(app.env),
        openapi: {
          summary: 'Upload a photo for a sell-your-car submission (multipart, field "file")',
          tags: ['Leads'],
          bodyType: 'multipart/form-data',
          response: { 201: 'The stored image and its URL' },
        },
      },
    },
    async (request, reply) => {
      const file = await receiveFile(request, {
        fileSizeLimit: MAX_IMAGE_BYTES,
        headBytes: SNIFF_BYTES,
        tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
      });
      const buffer = await file.toBuffer(MAX_IMAGE_BYTES, IMAGE_TOO_LARGE_MESSAGE);
      return reply.status(201).send(await storePublicImage(app.storage, buffer, { logger: request.log }));
    },
  );
};

export const mediaAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/media', async (request) => listMedia(app.db, parse(mediaListQuery, request.query)));

  await app.register(async (uploads) => {
    await multipartOnly(uploads);
    uploads.post('/media/upload', async (request, reply) => {
      // The request may carry a video, so the transport limit is the video one; images are capped below.
      const file = await receiveFile(request, {
        fileSizeLimit: MAX_VIDEO_BYTES,
        headBytes: SNIFF_BYTES,
        tooLargeMessage: VIDEO_TOO_LARGE_MESSAGE,
      });
      if (file.head.length === 0) throw new AppError('bad_request', EMPTY_FILE_MESSAGE);
      const refuse = async (error: AppError) => {
        for await (const _ of file.chunks()); // drain, so the request completes before we answer
        return error;
      };
      const altCheck = mediaPatch.safeParse({ altText: file.altText ?? '' });
      if (!altCheck.success) throw await refuse(new AppError('bad_request', 'altText: Invalid alt text'));
      const type = detectFileType(file.head);
      if (!type) throw await refuse(new AppError('unsupported', ADMIN_MEDIA_TYPES_MESSAGE));
      const meta = { originalName: file.originalName, altText: altCheck.data.altText };
      const asset =
        type.kind === 'video'
          ? await storeVideo(app.db, app.storage, { ...meta, type, chunks: file.chunks() })
          : await storeImage(
              app.db,
              app.storage,
              { ...meta, buffer: await file.toBuffer(MAX_IMAGE_BYTES, IMAGE_TOO_LARGE_MESSAGE) },
              { logger: request.log },
            );
      return reply.status(201).send(asset);
    });
  });

  app.patch('/media/:id', async (request) =>
    updateMediaAltText(app.db, parse(idParam, request.params).id, parse(mediaPatch, request.body).altText),
  );
  app.delete('/media/:id', async (request, reply) => {
    await deleteMedia(app.db, app.storage, parse(idParam, request.params).id);
    return reply.status(204).send();
  });
};
