import { API_BASE } from '@tz-loan/contract/platform/constants';
import {
  deleteAccount,
  myData,
  myDataLink,
  rightsRequest,
  rightsWebRequest,
} from '@tz-loan/contract/rights/calls';
import { MY_DATA_DOWNLOAD_PATH } from '@tz-loan/contract/rights/paths';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import type { RightsService } from './service.ts';
import { registerRightsStaffRoutes } from './staff.ts';

/** 'My data' (PRODUCT.md §21): everything held, as the screen reads it and as a file; requests; deletion. */
export const registerRightsRoutes = async (app: FastifyInstance, rights: RightsService) => {
  route(app, myData, {}, ({ borrower }) => rights.myData(borrower.id));
  route(app, myDataLink, {}, async ({ borrower }) =>
    rights.downloadLink(borrower.id, `${API_BASE}${MY_DATA_DOWNLOAD_PATH}`),
  );
  route(app, rightsRequest, { idempotent: true }, ({ input, borrower }) =>
    rights.askCorrection(borrower.id, input.detail),
  );
  // Not behind an idempotency key: the erasure removes the caller's keys, and a repeat finds the account closed.
  route(app, deleteAccount, {}, ({ borrower, language }) => rights.deleteAccount(borrower.id, language));
  route(app, rightsWebRequest, { auth: false }, ({ input, request, language }) =>
    rights.webRequest(input, { address: request.ip }, language),
  );
  app.get(
    `${API_BASE}${MY_DATA_DOWNLOAD_PATH}`,
    {
      schema: { tags: ['rights'], summary: 'Everything held about me, as a JSON file, at a signed address' },
    },
    async (request, reply) => {
      try {
        const data = await rights.download(request.query as Record<string, unknown>);
        const day = data.generatedAt.slice(0, 10);
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
          .send(JSON.stringify(data, null, 2));
      } catch (error) {
        throw error instanceof DomainError
          ? new AppError(error.code, error.text, error.code, error.values)
          : error;
      }
    },
  );
  await registerRightsStaffRoutes(app, rights);
};
