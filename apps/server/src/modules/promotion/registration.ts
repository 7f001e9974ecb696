import { PROMOTION_CODES } from '@tz-loan/contract/promotion/paths';
import { badRequest, DomainError, notFound } from '../../domain/errors.ts';
import * as repo from './repository.ts';
import { hashCode, type PromotionDeps } from './sending.ts';
import { PROMOTION_TEXTS as TEXTS } from './texts.ts';

export type Registration = {
  phone: string;
  capcode: string;
  sid: string;
  smsCode: string;
  id: number;
  user_from: string;
  app_from: string;
  utm_tag: string;
  invite_code: string;
  userName: string;
  appName: string;
  merchantNumber: string;
};

type Outcome = 'created' | 'registered' | 'wrong-code';

/**
 * register: the template must exist (404); the captcha is spent (-1 when wrong); then, one phone at a
 * time, a phone that has a borrower is told so (11), the SMS code is checked (wrong tries counted on
 * the phone's live code, the last allowed one ends it) and the borrower is created with where they
 * came from, all in one transaction.
 */
export const registerBorrower = async ({ db, config, auth }: PromotionDeps, input: Registration) => {
  const { phone } = input;
  if (!input.capcode) throw badRequest(TEXTS.enterCaptcha);
  if (!(await repo.findTemplate(db, input.id))) throw notFound(TEXTS.unknownTemplate);
  if (!(await repo.spendCaptcha(db, input.sid, input.capcode, phone))) {
    throw new DomainError(PROMOTION_CODES.registerCaptchaWrong, TEXTS.captchaWrong);
  }
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // The lock get-sms takes for this phone: a registration and a new code never interleave.
    await repo.lockKey(tx, `promotion:phone:${phone}`);
    if (await auth.isRegistered(phone, tx)) return 'registered';
    const live = await repo.liveCodes(tx, phone);
    const tries = live.reduce((sum, row) => sum + row.attempts, 0);
    const match = live.find((row) => row.codeHash === hashCode(phone, input.smsCode));
    if (!match || tries >= config.sms.maxAttempts) {
      const newest = live[0];
      if (newest) {
        if (tries + 1 >= config.sms.maxAttempts) await repo.expireCodes(tx, phone);
        else await repo.countFailedAttempt(tx, newest.id);
      }
      return 'wrong-code';
    }
    await repo.consumeCode(tx, match.id);
    const borrower = await auth.createBorrower(phone, tx);
    if (!borrower) return 'registered';
    await repo.insertRegistration(tx, {
      borrowerId: borrower.id,
      templateId: input.id,
      userFrom: input.user_from,
      appFrom: input.app_from,
      utmTag: input.utm_tag,
      inviteCode: input.invite_code,
      userName: input.userName,
      appName: input.appName,
      merchantNumber: input.merchantNumber,
    });
    return 'created';
  });
  if (outcome === 'registered') {
    throw new DomainError(PROMOTION_CODES.alreadyRegistered, TEXTS.alreadyRegistered);
  }
  if (outcome === 'wrong-code') throw badRequest(TEXTS.wrongCode);
};
