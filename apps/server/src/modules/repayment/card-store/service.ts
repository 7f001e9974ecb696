import { randomBytes, randomInt } from 'node:crypto';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { RepaymentCommitData, RepaymentWayData } from '@tz-loan/contract/repayment/card-store';
import {
  CARD_SMS_ABOVE_MINOR,
  CardStoreCode,
  REPAY_TOKEN_TTL_MS,
} from '@tz-loan/contract/repayment/card-store-paths';
import type { Db } from '../../../db/client.ts';
import type { Borrower } from '../../../domain/borrower.ts';
import { isExpired, isMaskedCardNo } from '../../../domain/card-rules.ts';
import { badRequest, DomainError, notFound } from '../../../domain/errors.ts';
import { tanzaniaToday } from '../../../domain/loan-status.ts';
import { payRange } from '../../../domain/owed.ts';
import type { CardProcessor } from '../../../providers/card/card-processor.ts';
import type { SmsSender } from '../../../providers/sms/sms-gateway.ts';
import { type Language, type Message, say, type Values } from '../../../shared/i18n.ts';
import { REFUSALS } from '../../../shared/refusals.ts';
import type { Reader, RepayService } from '../service.ts';
import { REPAY_REFUSALS } from '../texts.ts';
import { planRows, tzs } from '../views.ts';
import { CARD_BANKS } from './banks.ts';
import { cardView } from './cards.ts';
import { codeHashOf, sha256 } from './code-hash.ts';
import { confirmCardPayment } from './confirm.ts';
import {
  expirePending,
  findCard,
  findPending,
  hasSettledPayment,
  insertRecord,
  insertToken,
  listCards,
  lockToken,
  setCodeHash,
  useToken,
} from './repository.ts';
import { type Settled, settleCardPayment } from './settle.ts';
import { CARD_SMS, CARD_STORE_TEXTS, CARD_REFUSALS as REFUSED } from './texts.ts';

/** An SMS code lives this long; a payment waiting for it ends with it. */
export const CARD_CODE_TTL_MS = 5 * 60_000;

export const duplicate = () => new DomainError(Number(CardStoreCode.duplicate), REFUSED.duplicate);
export const refused = (message: Message, code: number = Code.conflict, values?: Values) =>
  new DomainError(code, message, values);

export type CommitInput = {
  orderId: number;
  amount: number;
  cardId: number;
  repayToken: string;
  cardNo: string;
  bankCode: string;
  couponId: string;
};

export type CardStoreDeps = {
  repay: Pick<RepayService, 'owedOrder' | 'generateCode'>;
  processor: CardProcessor;
  sms: SmsSender;
  log: { warn: (detail: object, message: string) => void };
  now?: () => Date;
};

/** The card store's payments (PRODUCT.md §13): the repay token, commit, the SMS code, the e-wallet. */
export const createCardStoreService = (db: Db, deps: CardStoreDeps) => {
  const now = deps.now ?? (() => new Date());

  const way = async (borrowerId: number, orderId: number, language: Language): Promise<RepaymentWayData> => {
    const { order, owed } = await deps.repay.owedOrder(db, borrowerId, orderId);
    const at = now();
    const repayToken = randomBytes(24).toString('base64url');
    const expiresAt = new Date(at.getTime() + REPAY_TOKEN_TTL_MS);
    await insertToken(db, { tokenHash: sha256(repayToken), borrowerId, orderId: order.id, expiresAt });
    const cards = await listCards(db, borrowerId);
    return {
      alipay: { name: say(CARD_STORE_TEXTS.eWallet, language), open: 1 },
      repayToken,
      repayTokenExpiresAt: expiresAt.toISOString(),
      bankCards: cards.map((card) => cardView(card, language)),
      banks: CARD_BANKS.map((bank) => ({ bankName: say(bank.name, language), bankCode: bank.code })),
      orderId: String(order.id),
      productName: order.productName,
      owed: owed.owed,
      ...payRange(owed.owed),
      dueInstalments: planRows(order, owed, tanzaniaToday(at), language).repayWaitDetail,
      smsCodeAbove: CARD_SMS_ABOVE_MINOR,
    };
  };

  /**
   * A card payment, under the order's lock: the token is checked and used once, at most one payment
   * of the order waits for its code, and the amount is checked against what is owed. A declined card
   * or any refusal writes nothing. Without the code the payment settles here.
   */
  const commit = async (borrower: Borrower, input: CommitInput, language: Language) => {
    if (input.couponId !== '') throw badRequest(REFUSED.noCoupons);
    if (!isMaskedCardNo(input.cardNo)) throw badRequest(REFUSED.maskedOnly);
    const card = await findCard(db, borrower.id, input.cardId);
    if (!card) throw notFound(REFUSED.cardNotFound);
    if (input.bankCode !== '' && input.bankCode !== card.bankCode) throw badRequest(REFUSED.cardBankMismatch);
    const at = now();
    if (isExpired({ month: card.expiryMonth, year: card.expiryYear }, tanzaniaToday(at))) {
      throw refused(REFUSED.cardExpired);
    }
    const tokenHash = sha256(input.repayToken);
    const done = await db.transaction(async (tx) => {
      const { owed } = await deps.repay.owedOrder(tx, borrower.id, input.orderId, true);
      const token = await lockToken(tx, tokenHash);
      if (!token || token.borrowerId !== borrower.id || token.orderId !== input.orderId) {
        throw notFound(REFUSED.tokenNotFound);
      }
      if (token.usedAt) throw duplicate();
      if (token.expiresAt <= at) throw refused(REFUSED.tokenExpired);
      await expirePending(tx, input.orderId, at);
      if (await findPending(tx, input.orderId)) throw duplicate();
      const { amountMin, amountMax } = payRange(owed.owed);
      if (input.amount < amountMin || input.amount > amountMax) {
        throw badRequest(REPAY_REFUSALS.amountRange, { min: tzs(amountMin), max: tzs(amountMax) });
      }
      if (!(await deps.processor.authorize(tx, card.vaultToken, input.amount)).ok) {
        throw refused(REFUSED.declined);
      }
      if (!(await useToken(tx, token.id, at))) throw duplicate();
      const firstPayment = !(await hasSettledPayment(tx, card.id));
      const needValid = deps.processor.needsCode({ firstPayment, amount: input.amount });
      const record = await insertRecord(tx, {
        borrowerId: borrower.id,
        orderId: input.orderId,
        cardId: card.id,
        tokenId: token.id,
        amount: input.amount,
        needValid: needValid ? 1 : 0,
        status: 'pending',
        codeExpiresAt: needValid ? new Date(at.getTime() + CARD_CODE_TTL_MS) : null,
        createdAt: at,
      });
      if (!needValid)
        return { record, code: null, settled: await settleCardPayment(tx, deps.processor, record, card, at) };
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await setCodeHash(tx, record.id, codeHashOf(record.id, code));
      return { record, code, settled: null as Settled | null };
    });
    const { record, code, settled } = done;
    if (settled && !settled.ok) throw refused(settled.refusal);
    if (code !== null) {
      const text = say(CARD_SMS.code, language, { amount: tzs(record.amount), code });
      await deps.sms
        .send({ phone: borrower.phone, text, code })
        .catch((err: unknown) => deps.log.warn({ err, recordId: record.id }, 'card payment code not sent'));
    }
    const data: RepaymentCommitData = {
      needValid: code === null ? 0 : 1,
      repayRecordId: String(record.id),
      status: code === null ? 'settled' : 'pending',
      amount: record.amount,
      orderStatus: settled?.ok ? settled.orderStatus : 0,
    };
    return { data, message: code === null ? CARD_STORE_TEXTS.paid : CARD_STORE_TEXTS.codeSent };
  };

  const confirm = (
    borrowerId: number,
    input: { orderId: number; repaymentRecordId: number; verifyCode: string },
  ) => confirmCardPayment(db, { processor: deps.processor, now }, borrowerId, input);

  /** The e-wallet: Pay Now's hosted pay page, so the payment reaches the ledger by the same path. */
  const eWallet = async (
    borrowerId: number,
    input: { userId: number; orderId: number; amount: number },
    reader: Reader,
  ) => {
    if (input.userId !== borrowerId) throw refused(REFUSALS.sessionOfAnother, Code.forbidden);
    const answer = await deps.repay.generateCode(
      borrowerId,
      { orderId: input.orderId, amount: input.amount, bankCode: 'WEB', isDelay: false },
      reader,
    );
    return { url: answer.payUrl, tradeNo: answer.tradeNo };
  };

  return { way, commit, confirm, eWallet };
};
export type CardStoreService = ReturnType<typeof createCardStoreService>;
