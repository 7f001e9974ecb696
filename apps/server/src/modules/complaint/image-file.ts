import { commonParamsSchema } from '@tz-loan/contract/platform/common-params-schema';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { COMPLAINT_REFUSALS } from './texts.ts';

/** A stored photo as it is sent. */
export type ImageFile = { bytes: Buffer; contentType: string };

export const imageParams = z.object({ imageId: z.string().max(100) });

/** The reference's entry of a photo route (its answer is the image, not the envelope). */
export const imageRouteSchema = (tag: string, summary: string, withCommon: boolean) => ({
  tags: [tag],
  summary,
  description:
    'Answers the image (JPEG, PNG or WebP) with `Cache-Control: no-store`. A photo that does not exist, or ' +
    'is not the caller’s, answers HTTP 404 with the envelope; no session HTTP 401.',
  params: imageParams,
  ...(withCommon ? { querystring: commonParamsSchema } : {}),
});

/** The photo, never kept by a cache; a missing one (or another borrower's) is a plain 404. */
export const sendImage = (reply: FastifyReply, file: ImageFile | null) => {
  if (!file) throw new AppError(Code.notFound, COMPLAINT_REFUSALS.imageNotFound, 404);
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', file.contentType)
    .header('content-disposition', 'inline')
    .send(file.bytes);
};
