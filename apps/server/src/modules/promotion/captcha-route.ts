import { commonParamsSchema } from '@tz-loan/contract/platform/common-params-schema';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import { captchaQuery } from '@tz-loan/contract/promotion/calls';
import { PROMOTION_CAPTCHA_PATH } from '@tz-loan/contract/promotion/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { docAnswer, docRefusals, NONE } from '../../http/api-docs.ts';
import { AppError } from '../../http/app-error.ts';
import type { PromotionService } from './service.ts';
import { PROMOTION_TEXTS } from './texts.ts';

const schema = {
  tags: ['promotion'],
  summary: "A captcha's picture (get-sid's sid): 4 characters as SVG, never cached",
  description:
    'Answers `image/svg+xml` with `Cache-Control: no-store`; one sid always shows the same picture. ' +
    'A sid that is unknown, spent or over 5 minutes old answers HTTP 404 with the envelope ' +
    '(code 404, a message to tap the picture for a new one); a malformed one code 400.',
  querystring: commonParamsSchema.extend(captchaQuery.shape),
  operationId: 'captchaImage',
  // An ad's visitor has no session.
  security: NONE,
  docResponses: {
    ...docAnswer('The picture: SVG paths, no text node', ['image/svg+xml']),
    ...docRefusals('404 a sid that is unknown, spent or over 5 minutes old'),
  },
};

/** The picture an `<img>` shows: not an envelope call, so it is bound here rather than by route(). */
export const registerCaptchaImage = (app: FastifyInstance, promotion: PromotionService) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${API_BASE}${PROMOTION_CAPTCHA_PATH}`, { schema }, async (request, reply) => {
      const svg = await promotion.captchaImage(request.query.sid);
      if (svg === null) throw new AppError(Code.notFound, PROMOTION_TEXTS.captchaExpired, 404);
      return reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'no-store').send(svg);
    });
};
