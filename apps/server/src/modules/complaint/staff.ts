import multipart from '@fastify/multipart';
import * as calls from '@tz-loan/contract/complaint/calls';
import {
  opsComplaintDetail,
  opsComplaintImage,
  opsComplaints,
  opsReply,
} from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_IMAGE_MAX_BYTES } from '@tz-loan/contract/complaint/paths';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import { OPS_PREFIX } from '@tz-loan/contract/staff/calls';
import { AGENT } from '@tz-loan/contract/staff/roles';
import type { FastifyInstance } from 'fastify';
import { describeCallRoutes } from '../../http/code-00.ts';
import { route } from '../../http/route.ts';
import { actorOf, staffScope } from '../../http/staff-auth.ts';
import { imageRouteSchema, sendImage } from './image-file.ts';
import { staffImagePath } from './image-paths.ts';
import type { ImageService } from './images/service.ts';
import type { ReplyService } from './replies.ts';
import { multipartLimits, readUploadedFile } from './upload-body.ts';

const STAFF = { auth: 'staff' } as const;

/**
 * The staff's complaint calls under /tapi/ops (PRODUCT.md §11), behind the ops API's bearer token and
 * in its audit trail: list and read complaints, upload a reply's photos, reply.
 */
export const registerComplaintStaffRoutes = (
  app: FastifyInstance,
  deps: { replies: ReplyService; images: ImageService },
) =>
  staffScope(app, async (ops) => {
    describeCallRoutes(ops, { calls, tag: 'ops', code00: false });
    await ops.register(multipart, multipartLimits(COMPLAINT_IMAGE_MAX_BYTES));

    route(ops, opsComplaints, STAFF, async ({ input }) => ({
      complaints: await deps.replies.list({ open: input.open, limit: input.limit, q: input.q }),
    }));
    route(ops, opsComplaintDetail, STAFF, ({ input }) => deps.replies.one(input.problemId));
    route(ops, opsComplaintImage, { ...STAFF, audit: 'complaint-image' }, async ({ request }) => {
      const bytes = await readUploadedFile(request, 'image', COMPLAINT_IMAGE_MAX_BYTES);
      const { token } = await deps.images.upload(bytes, { actor: actorOf(request) });
      return { imageId: token, url: staffImagePath(token) };
    });
    route(ops, opsReply, { ...STAFF, audit: 'reply' }, ({ input, request }) =>
      deps.replies.reply(input, actorOf(request)),
    );
    ops.get(
      `${API_BASE}${OPS_PREFIX}/complaint-images/:imageId`,
      {
        schema: {
          ...imageRouteSchema('ops', "A complaint's or a reply's photo, for staff", false),
          security: [{ opsToken: [] }],
        },
        config: { staffRoles: AGENT },
      },
      async (request, reply) =>
        sendImage(reply, await deps.images.readForStaff((request.params as { imageId: string }).imageId)),
    );
  });
