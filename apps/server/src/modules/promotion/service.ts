import { randomBytes } from 'node:crypto';
import { normalizePhone } from '@tz-loan/contract/platform/phone';
import type { TemplateConfig } from '@tz-loan/contract/promotion/calls';
import { CAPTCHA_TTL_SECONDS } from '@tz-loan/contract/promotion/paths';
import { notFound } from '../../domain/errors.ts';
import type { Language } from '../../shared/i18n.ts';
import { bannerInliner } from './banner.ts';
import { captchaSvg, newCaptchaText } from './captcha-image.ts';
import { type Registration, registerBorrower } from './registration.ts';
import * as repo from './repository.ts';
import { type CodeRequest, type PromotionDeps, sendCode } from './sending.ts';
import { PROMOTION_TEXTS as TEXTS } from './texts.ts';

/** What the landing's address carried, as track-visit and track-click send it. */
export type Visit = {
  page_id: number;
  user_from: string;
  app_from: string;
  utm_tag: string;
  client_type: string;
  phone: string;
};

const templateView = (
  row: repo.TemplateRow,
  language: Language,
  banner: (path: string) => string,
): TemplateConfig => ({
  id: row.id,
  title: row.title[language],
  banner: banner(row.banner),
  benefits: row.benefits.map((line) => line[language]),
  buttonText: row.buttonText[language],
  colour: row.colour,
  androidUrl: row.androidUrl,
  iosUrl: row.iosUrl,
});

export type PromotionService = ReturnType<typeof createPromotionService>;

/** The promotion registration landing (PRODUCT.md §14). */
export const createPromotionService = (deps: PromotionDeps) => {
  const { db } = deps;
  const banner = bannerInliner(deps.config.webDist);
  const template = async (id: number) => {
    const row = await repo.findTemplate(db, id);
    if (!row) throw notFound(TEXTS.unknownTemplate);
    return row;
  };
  return {
    template: async (id: number, language: Language) => templateView(await template(id), language, banner),

    /** A visit or a Register tap; the phone is kept only when what was typed is a mobile number. */
    track: async (kind: 'visit' | 'click', visit: Visit) => {
      await template(visit.page_id);
      await repo.insertEvent(db, {
        kind,
        templateId: visit.page_id,
        userFrom: visit.user_from,
        appFrom: visit.app_from,
        utmTag: visit.utm_tag,
        clientType: visit.client_type.toLowerCase(),
        phone: visit.phone ? normalizePhone(visit.phone) : null,
      });
    },

    /** A new captcha: 128 random bits name it, for 5 minutes. */
    newCaptcha: async () => {
      const sid = randomBytes(16).toString('base64url');
      await repo.insertCaptcha(db, {
        sid,
        text: newCaptchaText(),
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
      });
      return { sid, expiresInSeconds: CAPTCHA_TTL_SECONDS };
    },

    /** The picture of a captcha that can still be answered, or null. */
    captchaImage: async (sid: string) => {
      const text = await repo.liveCaptchaText(db, sid);
      return text === null ? null : captchaSvg(text, sid);
    },

    /** Demo mode only: what the picture says. */
    captchaText: (sid: string) => repo.liveCaptchaText(db, sid),

    sendCode: (request: CodeRequest, client: { address: string }, language: Language) =>
      sendCode(deps, request, client, language),

    register: (input: Registration) => registerBorrower(deps, input),

    pruneCaptchas: () => repo.pruneCaptchas(db),
  };
};
