import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../domain/errors.ts';
import { photoTooLarge } from './images/service.ts';
import { UPLOAD_REFUSALS } from './texts.ts';

/** What multipart adds around one file: boundaries, part headers, a field or two. */
const ENVELOPE_BYTES = 64 * 1024;

/** @fastify/multipart's limits for an upload route: one file, a few small fields. */
export const multipartLimits = (maxBytes: number) => ({
  limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 1024, headerPairs: 50 },
  throwFileSizeLimit: true,
});

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * The one file a multipart request carries in `field`, whole, at most `maxBytes`. A body that says it
 * is larger is refused before it is read; one that turns out larger is refused as soon as it passes
 * the limit (the rest is discarded, never kept).
 */
export const readUploadedFile = async (request: FastifyRequest, field: string, maxBytes: number) => {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE_BYTES) throw photoTooLarge();
  if (!request.isMultipart()) throw badRequest(UPLOAD_REFUSALS.noPhoto);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file(multipartLimits(maxBytes));
  } catch {
    throw badRequest(UPLOAD_REFUSALS.noPhoto);
  }
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw badRequest(UPLOAD_REFUSALS.noPhoto);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    throw badRequest(UPLOAD_REFUSALS.unreadable);
  }
};
