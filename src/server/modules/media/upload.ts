import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

export const NOT_MULTIPART_MESSAGE =
  'Expected a multipart/form-data upload with the file in a field named "file"';
export const WRONG_FIELD_MESSAGE = 'Send the file in a multipart field named "file"';
export const MALFORMED_MESSAGE = 'The upload is malformed or incomplete';
export const ONE_FILE_MESSAGE = 'Upload one file per request';

/** Multipart errors keep their meaning but get a message a person can act on; anything else is malformed input. */
function uploadError(error: unknown, tooLargeMessage: string): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('too_large', tooLargeMessage);
  if (code === 'FST_FILES_LIMIT') return new AppError('too_large', ONE_FILE_MESSAGE);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('too_large', 'The upload has too many fields');
  // Disk and other system errors (ENOSPC, EACCES …) are ours, not the client's: leave them as 500s.
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error;
  return new AppError('bad_request', MALFORMED_MESSAGE);
}

export type ReceivedFile = {
  originalName: string;
  altText?: string;
  /** The first bytes, enough to detect the type. */
  head: Buffer;
  /** Every byte of the file, starting with `head`; reading it to the end enforces the size limit. Call once. */
  chunks(): AsyncIterable<Buffer>;
  /** Reads the whole file into memory, refusing more than `maxBytes` with a 413 saying `message`. */
  toBuffer(maxBytes: number, message: string): Promise<Buffer>;
};

/**
 * Takes the one file of a multipart request from the field `file`, reading only as much as is
 * needed to recognise it; the caller decides to buffer it (images) or stream it (videos).
 */
export async function receiveFile(
  request: FastifyRequest,
  options: { fileSizeLimit: number; headBytes: number; tooLargeMessage: string },
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError('bad_request', NOT_MULTIPART_MESSAGE);
  const fail = (error: unknown) => uploadError(error, options.tooLargeMessage);
  // The parts one by one (request.file() would quietly drop whatever follows the first file).
  const parts: AsyncIterator<Multipart> = request.parts({ limits: { fileSize: options.fileSizeLimit } });
  let part: MultipartFile | undefined;
  try {
    for (let step = await parts.next(); !step.done; step = await parts.next()) {
      if (step.value.type === 'file') {
        part = step.value;
        break;
      }
    }
  } catch (error) {
    throw fail(error);
  }
  if (!part) throw new AppError('bad_request', `No file in the upload: ${WRONG_FIELD_MESSAGE.toLowerCase()}`);
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw new AppError('bad_request', WRONG_FIELD_MESSAGE);
  }
  const file = part.file;
  const iterator: AsyncIterator<Buffer> = file[Symbol.asyncIterator]();
  const next = async () => {
    try {
      return await iterator.next();
    } catch (error) {
      throw fail(error);
    }
  };

  const headChunks: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < options.headBytes) {
    const step = await next();
    if (step.done) {
      ended = true;
      break;
    }
    headChunks.push(step.value);
    headLength += step.value.length;
  }
  const head = Buffer.concat(headChunks);
  const checkTruncated = () => {
    // busboy stops at the size limit and marks the stream truncated instead of failing it.
    if (file.truncated) throw new AppError('too_large', options.tooLargeMessage);
  };
  /** Reads what follows the file: fields are ignored, a second file fails the whole upload. */
  const checkRest = async () => {
    try {
      for (let step = await parts.next(); !step.done; step = await parts.next()) {
        if (step.value.type === 'file') {
          step.value.file.resume();
          throw new AppError('too_large', ONE_FILE_MESSAGE);
        }
      }
    } catch (error) {
      throw fail(error);
    }
  };

  async function* chunks(): AsyncGenerator<Buffer> {
    if (head.length) yield head;
    if (!ended) {
      for (let step = await next(); !step.done; step = await next()) yield step.value;
    }
    checkTruncated();
    await checkRest();
  }

  const altField = part.fields.altText;
  const altText =
    altField && !Array.isArray(altField) && altField.type === 'field' && typeof altField.value === 'string'
      ? altField.value
      : undefined;

  return {
    originalName: part.filename,
    altText,
    head,
    chunks,
    async toBuffer(maxBytes, message) {
      const parts: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      for await (const chunk of chunks()) {
        size += chunk.length;
        // Keep reading (and discarding) to the end so the request completes, but never hold more than the cap.
        if (size > maxBytes) tooLarge = true;
        else parts.push(chunk);
      }
      if (tooLarge) throw new AppError('too_large', message);
      return Buffer.concat(parts);
    },
  };
}
