import { createHash, randomInt } from 'node:crypto';
import { COUNTDOWN_SECONDS, SMS_CODE_LENGTH } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import { PROMOTION_CODES } from '@tz-loan/contract/promotion/paths';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, DomainError, notFound } from '../../domain/errors.ts';
import type { SmsSender } from '../../providers/sms/sms-gateway.ts';
import { type Language, say } from '../../shared/i18n.ts';
import type { AuthService } from '../auth/service.ts';
import * as repo from './repository.ts';
import { PROMOTION_TEXTS as TEXTS } from './texts.ts';

export type PromotionDeps = {
  db: Db;
  config: Pick<Config, 'sms' | 'promotion' | 'webDist'>;
  sms: SmsSender;
  auth: Pick<AuthService, 'isRegistered' | 'createBorrower'>;
};

export type CodeRequest = {
  phone: string;
  capcode: string;
  sid: string;
  utm_tag: string;
  id?: number | undefined;
};

export const hashCode = (phone: string, code: string) =>
  createHash('sha256').update(`${phone}:${code}`).digest('hex');

const DAY_SECONDS = 86_400;
const HOUR_SECONDS = 3_600;

/**
 * The cooldown and both limits, counted from the codes sent (in the database, under the address's and
 * the phone's locks, taken in that order by every process): refuses before anything is written.
 */
const holdBack = async (tx: DbOrTx, limits: Config['promotion'], phone: string, address: string) => {
  const toPhone = await repo.codesSentSince(tx, { phone }, DAY_SECONDS);
  const waitMs = toPhone.newestAgeMs === null ? 0 : COUNTDOWN_SECONDS * 1000 - toPhone.newestAgeMs;
  if (waitMs > 0) {
    throw new DomainError(Code.tooManyRequests, TEXTS.waitToResend, { seconds: Math.ceil(waitMs / 1000) });
  }
  if (limits.smsPerPhonePerDay !== null && toPhone.count >= limits.smsPerPhonePerDay) {
    const hours = Math.max(1, Math.ceil(toPhone.secondsLeft / HOUR_SECONDS));
    throw new DomainError(Code.tooManyRequests, hours === 1 ? TEXTS.phoneLimitHour : TEXTS.phoneLimitHours, {
      hours,
    });
  }
  if (limits.smsPerAddressPerHour === null) return;
  const fromAddress = await repo.codesSentSince(tx, { address }, HOUR_SECONDS);
  if (fromAddress.count >= limits.smsPerAddressPerHour) {
    const minutes = Math.max(1, Math.ceil(fromAddress.secondsLeft / 60));
    throw new DomainError(
      Code.tooManyRequests,
      minutes === 1 ? TEXTS.networkLimitMinute : TEXTS.networkLimitMinutes,
      { minutes },
    );
  }
};

/**
 * get-sms: the captcha first (right: bound to the phone; wrong: spent, 101), then a registered phone is
 * told so (11), then the cooldown and the limits; the code is kept hashed and sent by SMS.
 */
export const sendCode = async (
  { db, config, sms, auth }: PromotionDeps,
  request: CodeRequest,
  client: { address: string },
  language: Language,
) => {
  const { phone } = request;
  if (!request.capcode) throw badRequest(TEXTS.enterCaptcha);
  if (request.id !== undefined && !(await repo.findTemplate(db, request.id))) {
    throw notFound(TEXTS.unknownTemplate);
  }
  if (!(await repo.bindCaptcha(db, request.sid, request.capcode, phone))) {
    throw new DomainError(PROMOTION_CODES.captchaWrong, TEXTS.captchaWrong);
  }
  if (await auth.isRegistered(phone)) {
    throw new DomainError(PROMOTION_CODES.alreadyRegistered, TEXTS.alreadyRegistered);
  }
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    await repo.lockKey(tx, `promotion:address:${client.address}`);
    await repo.lockKey(tx, `promotion:phone:${phone}`);
    await holdBack(tx, config.promotion, phone, client.address);
    await repo.expireCodes(tx, phone);
    await repo.insertCode(tx, {
      phone,
      codeHash: hashCode(phone, code),
      address: client.address,
      templateId: request.id ?? null,
      utmTag: request.utm_tag,
      expiresAt: new Date(Date.now() + config.sms.codeTtlMs),
    });
  });
  const minutes = Math.round(config.sms.codeTtlMs / 60_000);
  await sms.send({ phone, code, text: say(TEXTS.sms, language, { code, minutes }) });
  return { resendAfterSeconds: COUNTDOWN_SECONDS };
};
