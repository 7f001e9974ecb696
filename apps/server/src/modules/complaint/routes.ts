import multipart from '@fastify/multipart';
import * as calls from '@tz-loan/contract/complaint/calls';
import {
  complaintDetail,
  complaintInit,
  complaintInitGet,
  complaintList,
  complaintSave,
  contactInfo,
  saveScore,
  uploadComplaintImage,
} from '@tz-loan/contract/complaint/calls';
import {
  COMPLAINT_IMAGE_FIELD,
  COMPLAINT_IMAGE_MAX_BYTES,
  COMPLAINT_IMAGE_PATH,
} from '@tz-loan/contract/complaint/paths';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { DomainError } from '../../domain/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { describeCallRoutes } from '../../http/code-00.ts';
import { route } from '../../http/route.ts';
import { authenticate } from '../../http/session.ts';
import { imageRouteSchema, sendImage } from './image-file.ts';
import { borrowerImagePath } from './image-paths.ts';
import type { ImageService } from './images/service.ts';
import type { ReplyService } from './replies.ts';
import type { ComplaintService } from './service.ts';
import { registerComplaintStaffRoutes } from './staff.ts';
import { COMPLAINT_TEXTS } from './texts.ts';
import { multipartLimits, readUploadedFile } from './upload-body.ts';

const HOUR_MS = 3_600_000;

/** A photo's refusals answer with HTTP statuses too: an `<img>` reads nothing else. */
const withStatus = (error: unknown) =>
  error instanceof DomainError ? new AppError(error.code, error.text, error.code, error.values) : error;

/** The complaint and customer-service calls (SPEC.md §7), in the '00' envelope. */
export const registerComplaintRoutes = (
  app: FastifyInstance,
  { complaints, images, config }: { complaints: ComplaintService; images: ImageService; config: Config },
) =>
  app.register(async (scope) => {
    describeCallRoutes(scope, { calls, tag: 'complaint', code00: true });
    await scope.register(multipart, multipartLimits(COMPLAINT_IMAGE_MAX_BYTES));

    route(scope, complaintInit, {}, ({ input, borrower, language }) =>
      complaints.init(borrower.id, input.orderId, language),
    );
    route(scope, complaintInitGet, {}, ({ input, borrower, language }) =>
      complaints.init(borrower.id, input.orderId, language),
    );
    route(scope, uploadComplaintImage, {}, async ({ request, borrower }) => {
      const bytes = await readUploadedFile(request, COMPLAINT_IMAGE_FIELD, COMPLAINT_IMAGE_MAX_BYTES);
      const { token } = await images.upload(bytes, { borrowerId: borrower.id });
      return { url: borrowerImagePath(token) };
    });
    route(scope, complaintSave, { idempotent: true }, async ({ input, borrower, language, say }) => {
      const saved = await complaints.save(borrower, input, language);
      say(COMPLAINT_TEXTS.saved, { reference: saved.reference });
      return saved;
    });
    route(scope, complaintList, {}, ({ borrower, language }) => complaints.list(borrower.id, language));
    route(scope, complaintDetail, {}, ({ input, borrower, language }) =>
      complaints.detail(borrower.id, input.problemId, language),
    );
    route(scope, saveScore, {}, async ({ input, borrower, say }) => {
      await complaints.score(borrower.id, input.problemId, input.score);
      say(COMPLAINT_TEXTS.rated);
      return {};
    });
    route(scope, contactInfo, { auth: false }, async () => ({
      smWa: config.lender.telephone,
      email: config.lender.email,
    }));

    scope.get(
      `${API_BASE}${COMPLAINT_IMAGE_PATH}/:imageId`,
      { schema: imageRouteSchema('complaint', "A complaint's photo, for its borrower's session", true) },
      async (request, reply) => {
        try {
          const borrower = await authenticate(app.db, request.query as Record<string, string>);
          const { imageId } = request.params as { imageId: string };
          return sendImage(reply, await images.readForBorrower(imageId, borrower.id));
        } catch (error) {
          throw withStatus(error);
        }
      },
    );
  });

/**
 * Complaints and customer service (PRODUCT.md §12): the borrower's calls, the photos, and, when the
 * ops API is on, the staff's complaint calls. Photos are kept in the data folder; unused ones are
 * forgotten after a day.
 */
export const registerComplaints = async (
  app: FastifyInstance,
  {
    config,
    complaints,
    images,
    replies,
  }: { config: Config; complaints: ComplaintService; images: ImageService; replies: ReplyService },
) => {
  await registerComplaintRoutes(app, { complaints, images, config });
  await registerComplaintStaffRoutes(app, { replies, images });
  const prune = () =>
    images.pruneUnused().catch((err: unknown) => app.log.warn({ err }, 'complaint photo prune failed'));
  const pruning = setInterval(prune, HOUR_MS).unref();
  app.addHook('onReady', async () => void (await prune()));
  app.addHook('preClose', async () => clearInterval(pruning));
};
