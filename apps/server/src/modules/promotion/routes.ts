import * as calls from '@tz-loan/contract/promotion/calls';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { notFound } from '../../domain/errors.ts';
import { route } from '../../http/route.ts';
import { registerCaptchaImage } from './captcha-route.ts';
import type { PromotionService } from './service.ts';
import { registerPromotionStaffRoutes } from './stats/routes.ts';
import type { PromotionStatsService } from './stats/service.ts';
import { PROMOTION_TEXTS } from './texts.ts';

/** The landing's calls need no session: an ad's visitor has none. */
export const registerPromotionRoutes = (app: FastifyInstance, promotion: PromotionService) => {
  route(app, calls.channelTemplate, { auth: false }, ({ input, language }) =>
    promotion.template(input.templateId, language),
  );
  route(app, calls.trackVisit, { auth: false }, async ({ input }) => {
    await promotion.track('visit', input);
    return {};
  });
  route(app, calls.trackClick, { auth: false }, async ({ input }) => {
    await promotion.track('click', input);
    return {};
  });
  route(app, calls.getSid, { auth: false }, () => promotion.newCaptcha());
  registerCaptchaImage(app, promotion);
  route(app, calls.getSms, { auth: false }, async ({ input, request, language, say }) => {
    const sent = await promotion.sendCode(input, { address: request.ip }, language);
    say(PROMOTION_TEXTS.codeSent);
    return sent;
  });
  route(app, calls.register, { auth: false }, async ({ input, say }) => {
    await promotion.register(input);
    say(PROMOTION_TEXTS.registered);
    return {};
  });
};

type Deps = { config: Config; promotion: PromotionService; stats: PromotionStatsService };

/**
 * The promotion landing (PRODUCT.md §14): its calls, the captcha's picture, in demo mode the captcha's
 * characters for tests, and with the ops API the staff's funnel. Spent captchas are pruned hourly.
 */
export const registerPromotion = async (app: FastifyInstance, { config, promotion, stats }: Deps) => {
  registerPromotionRoutes(app, promotion);
  if (config.features.devApi) {
    route(app, calls.devPromotionCaptcha, { auth: false }, async ({ input }) => {
      const text = await promotion.captchaText(input.sid);
      if (text === null) throw notFound(PROMOTION_TEXTS.captchaExpired);
      return { text };
    });
  }
  await registerPromotionStaffRoutes(app, stats);
  const prune = () => promotion.pruneCaptchas().catch((err) => app.log.warn({ err }, 'captcha prune failed'));
  const pruning = setInterval(prune, 3_600_000).unref();
  app.addHook('preClose', async () => clearInterval(pruning));
};
