import { randomInt } from 'node:crypto';
import { OrderStatus } from '@tz-loan/contract/loan/order-status';
import { SERVICE_TELEPHONE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import type {
  DeferralDetailData,
  GenerateCodeData,
  RepaymentCodeData,
  RepaymentPlanData,
} from '@tz-loan/contract/repayment/calls';
import { BUSINESS_NUMBER } from '@tz-loan/contract/repayment/mobile-money';
import { RepayType } from '@tz-loan/contract/repayment/paths';
import QRCode from 'qrcode';
import type { Db, Tx } from '../../db/client.ts';
import { trades } from '../../db/schema/repayment.ts';
import { badRequest, DomainError, notFound } from '../../domain/errors.ts';
import { addDays, readOrder, tanzaniaToday } from '../../domain/loan-status.ts';
import { deferralFee, type Owed, owedOf, payRange } from '../../domain/owed.ts';
import { formatRateBp } from '../../domain/pricing.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { type Language, type Message, say } from '../../shared/i18n.ts';
import { ORDER_NOT_FOUND } from '../../shared/refusals.ts';
import { channelName, findChannel, payNotice, repayTypeOf, showTypeOf } from './channels.ts';
import {
  currentAccount,
  findTrade,
  latestTrade,
  type OpenTrade,
  paidOfTrade,
  type RepayOrder,
  readRepayOrder,
  setTradeState,
} from './repository.ts';
import { DEFERRAL_TEXTS, PAY_TEXTS, PLAN_TEXTS, REPAY_REFUSALS as REFUSED } from './texts.ts';
import { bankList, contractNo, payerAccount, planAfterDeferral, planRows, tzs } from './views.ts';

/** How long a push holds the order's collection before another may replace it. */
export const PUSH_HOLD_MS = 3 * 60_000;

const ACCOUNT_PATTERN = /^(\d{9}|0\d{9})$/;
const MASKED_ACCOUNT = /^\*{4}\d{4}$/;

const tradeNumber = () => `T${Date.now().toString(36).toUpperCase()}${randomInt(1e6, 1e7)}`;

/**
 * The hosted pay page in the language the app named. Without a `language` param it reads the same
 * browser's Accept-Language, as this call did, so the address is left as the provider gave it.
 */
const inLanguage = (payUrl: string, named: Language | undefined) =>
  named ? `${payUrl}${payUrl.includes('?') ? '&' : '?'}language=${named}` : payUrl;

/** The reader's language, and the one the app named in its `language` param, if it named one. */
export type Reader = { language: Language; named?: Language | undefined };

export type RepayDeps = { provider: PaymentProvider | null; now?: () => Date };

export const createRepayService = (db: Db, deps: RepayDeps) => {
  const now = deps.now ?? (() => new Date());

  /**
   * The caller's own paid-out order with something owed (its instalments and their overdue penalty,
   * as of today); anything else is refused in words.
   */
  const owedOrder = async (dbOrTx: Db | Tx, borrowerId: number, orderId: number, lock = false) => {
    const order = await readRepayOrder(dbOrTx, orderId, { borrowerId, lock });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.status !== OrderStatus.repaying) throw new DomainError(Code.conflict, REFUSED.notPaidOut);
    const owed = owedOf({ ...order, today: tanzaniaToday(now()) });
    if (owed.owed === 0) throw new DomainError(Code.conflict, REFUSED.nothingOwed);
    return { order, owed };
  };

  const statusOf = (order: RepayOrder, owed: Owed) =>
    readOrder({
      stored: order.status,
      instalments: owed.rows,
      graceDays: order.graceDays,
      today: tanzaniaToday(now()),
    }).status;

  /**
   * A roll-over is offered while a payment is due or overdue, when the product allows one. Its fee is
   * the product's rate on what is owed of the instalments (never on the penalty).
   */
  const deferralOf = (order: RepayOrder, owed: Owed) => {
    const status = statusOf(order, owed);
    const allowed = order.deferralDays > 0 && (status === OrderStatus.due || status === OrderStatus.overdue);
    return allowed ? deferralFee(owed.repayable, order.deferralFeeBp) : null;
  };

  const plan = async (
    borrowerId: number,
    orderId: number,
    language: Language,
  ): Promise<RepaymentPlanData> => {
    const { order, owed } = await owedOrder(db, borrowerId, orderId);
    return {
      bankCardInfo: payerAccount(await currentAccount(db, borrowerId)),
      bankList: bankList(language),
      ...payRange(owed.owed),
      productName: order.productName,
      repayPlanDetail: planRows(order, owed, tanzaniaToday(now()), language),
      note: say(PLAN_TEXTS.note, language),
      telephone: SERVICE_TELEPHONE,
      showSubmitUtr: order.openTrade?.kind === 'repayment' ? 1 : 0,
    };
  };

  const deferralDetail = async (
    borrowerId: number,
    orderId: number,
    language: Language,
  ): Promise<DeferralDetailData> => {
    const { order, owed } = await owedOrder(db, borrowerId, orderId);
    const fee = deferralOf(order, owed);
    if (fee === null) throw new DomainError(Code.conflict, REFUSED.noRollover);
    const next = owed.rows.find((r) => r.paid < r.amount);
    const after = planAfterDeferral(order, owed, order.deferralDays, language);
    const text = (message: Message) => say(message, language);
    return {
      bankCardInfo: payerAccount(await currentAccount(db, borrowerId)),
      bankList: bankList(language),
      detail: [
        // Named before the borrower pays: what the fee is and what it is charged on.
        {
          text: text(DEFERRAL_TEXTS.fee),
          value: say(DEFERRAL_TEXTS.feeValue, language, {
            fee: tzs(fee),
            rate: formatRateBp(order.deferralFeeBp),
            owed: tzs(owed.instalmentsOwed),
          }),
        },
        {
          text: text(DEFERRAL_TEXTS.daysAdded),
          value: say(DEFERRAL_TEXTS.days, language, { days: order.deferralDays }),
        },
        { text: text(DEFERRAL_TEXTS.dueNow), value: next?.dueDate ?? '' },
        {
          text: text(DEFERRAL_TEXTS.dueAfter),
          value: next?.dueDate ? addDays(next.dueDate, order.deferralDays) : '',
        },
        ...(owed.penaltyOwed > 0
          ? [{ text: text(DEFERRAL_TEXTS.penalty), value: tzs(owed.penaltyOwed) }]
          : []),
        { text: text(DEFERRAL_TEXTS.stillOwed), value: tzs(owed.owed) },
      ],
      repayDetail: after,
      delayShouldPayAmount: fee,
      showSubmitUtr: order.openTrade?.kind === 'deferral' ? 1 : 0,
    };
  };

  /** Refuses an amount that is not what the order may be paid now (the roll-over fee, or within the range). */
  const expectPayable = (
    { order, owed }: { order: RepayOrder; owed: Owed },
    input: { isDelay: boolean; amount: number },
  ) => {
    if (input.isDelay) {
      const fee = deferralOf(order, owed);
      if (fee === null) throw new DomainError(Code.conflict, REFUSED.noRollover);
      if (input.amount !== fee) throw badRequest(REFUSED.deferralFee, { fee: tzs(fee) });
      return;
    }
    const { amountMin, amountMax } = payRange(owed.owed);
    if (input.amount < amountMin || input.amount > amountMax) {
      throw badRequest(REFUSED.amountRange, { min: tzs(amountMin), max: tzs(amountMax) });
    }
  };

  /**
   * A push waiting for the borrower's PIN cannot be withdrawn from their phone: while it may still be
   * approved, no other collection of the order is opened, so never more is collectible than is owed.
   */
  const expectNoWaitingPush = (order: RepayOrder) => {
    const open = order.openTrade;
    if (open?.repayType !== RepayType.push) return;
    const age = now().getTime() - new Date(open.createdAt).getTime();
    if (age < PUSH_HOLD_MS) {
      throw new DomainError(Code.conflict, REFUSED.pushWaiting, {
        minutes: Math.max(1, Math.ceil((PUSH_HOLD_MS - age) / 60_000)),
      });
    }
  };

  /** A newer collection replaces the open one; a push cannot be withdrawn from a phone, a code can. */
  const replaceOpenTrade = async (tx: Tx, open: OpenTrade, at: Date) => {
    await setTradeState(tx, open.id, 'replaced', at);
    if (open.repayType !== RepayType.push) await deps.provider?.cancel(tx, open.tradeNo);
  };

  const answerOf = (trade: OpenTrade, orderId: number, reader: Reader): GenerateCodeData => {
    const { language } = reader;
    const channel = findChannel(trade.bankCode);
    // A pay code paid in part at an agent is shown with what is left of it.
    const left = Math.max(0, trade.amount - trade.paid);
    const amountText = tzs(left);
    if (trade.repayType === RepayType.payUrl) {
      return {
        repayType: 'PAY_URL',
        payUrl: inLanguage(trade.payUrl, reader.named),
        notice: '',
        tradeNo: trade.tradeNo,
        repaymentInfo: null,
      };
    }
    return {
      repayType: trade.repayType === RepayType.qrCode ? 'QR_CODE' : 'PAY_CODE',
      payUrl: '',
      notice:
        trade.repayType === RepayType.qrCode
          ? say(PAY_TEXTS.scanNotice, language, { amount: amountText })
          : say(PAY_TEXTS.codeNotice, language, {
              amount: amountText,
              channel: channelName(channel, language),
              payCode: trade.payCode,
            }),
      tradeNo: trade.tradeNo,
      repaymentInfo: {
        defDetail: {
          logo: channel?.image ?? '',
          payCode: trade.payCode,
          payNotice: payNotice(trade.payCode, amountText, language),
        },
        repayAmount: trade.kind === 'repayment' ? left : 0,
        delayInfo: { delayAmount: trade.kind === 'deferral' ? trade.amount : 0 },
        contractNo: contractNo(orderId),
      },
    };
  };

  /**
   * Pay Now. Checked against what is owed under the order's lock; the order keeps at most one open
   * trade, so the same choice again returns it and a new one replaces it at the provider: never more
   * is collectible than what is owed.
   */
  const generateCode = async (
    borrowerId: number,
    input: { orderId: number; amount: number; bankCode: string; cardNo?: string; isDelay: boolean },
    reader: Reader,
  ): Promise<GenerateCodeData> => {
    const channel = findChannel(input.bankCode);
    if (!channel) throw badRequest(REFUSED.unknownChannel);
    const { provider } = deps;
    if (!provider) throw new DomainError(Code.conflict, REFUSED.codesNotOffered);
    const payer = input.cardNo?.trim() ?? '';
    // The masked wallet the screen shows ('****' and 4 digits) or a typed number; nothing else is kept.
    if (payer && !MASKED_ACCOUNT.test(payer) && !ACCOUNT_PATTERN.test(payer)) {
      throw badRequest(REFUSED.walletNumber);
    }
    const kind = input.isDelay ? 'deferral' : 'repayment';
    /** The order's open trade when it is exactly this choice, after checking the amount against what is owed. */
    const sameChoice = (seen: { order: RepayOrder; owed: Owed }) => {
      expectPayable(seen, input);
      expectNoWaitingPush(seen.order);
      const open = seen.order.openTrade;
      const same = open?.kind === kind && open.amount === input.amount && open.bankCode === channel.type;
      return same ? open : null;
    };
    // Pressing Pay Now again on the same choice (a retry, a reopened screen) reads, and writes nothing.
    const seen = await owedOrder(db, borrowerId, input.orderId);
    const repeat = sameChoice(seen);
    if (repeat) return answerOf(repeat, seen.order.id, reader);

    return db.transaction(async (tx) => {
      const locked = await owedOrder(tx, borrowerId, input.orderId, true);
      const { order } = locked;
      const same = sameChoice(locked);
      if (same) return answerOf(same, order.id, reader);
      const open = order.openTrade;
      const at = now();
      if (open) await replaceOpenTrade(tx, open, at);
      const tradeNo = tradeNumber();
      const collection = await provider.open(tx, {
        tradeNo,
        amount: input.amount,
        method: channel.method,
        // A repayment's code may be paid in parts at an agent; a roll-over's is paid once.
        inParts: kind === 'repayment',
      });
      const [trade] = await tx
        .insert(trades)
        .values({
          tradeNo,
          orderId: order.id,
          borrowerId,
          kind,
          amount: input.amount,
          bankCode: channel.type,
          payerAccount: payer,
          repayType: repayTypeOf(channel.method),
          payCode: collection.payCode,
          payUrl: collection.payUrl,
          createdAt: at,
        })
        .returning();
      if (!trade) throw new Error('the trade was not written');
      return answerOf({ ...trade, paid: 0 }, order.id, reader);
    });
  };

  /** `/repaymentOfCode`: one trade, or the order's latest, only the caller's own. */
  const repaymentCode = async (
    borrowerId: number,
    input: { tradeNo?: string; orderId?: number },
    language: Language,
  ): Promise<RepaymentCodeData> => {
    const trade = input.tradeNo
      ? await findTrade(db, input.tradeNo)
      : input.orderId
        ? await latestTrade(db, input.orderId)
        : null;
    if (!trade || trade.borrowerId !== borrowerId || trade.repayType === RepayType.payUrl) {
      throw notFound(REFUSED.noCodeYet);
    }
    const channel = findChannel(trade.bankCode);
    const showType = showTypeOf(trade.repayType);
    // A code paid in part at an agent stays open for the rest: the screen, the QR and the tips ask for that.
    const remaining =
      trade.state === 'open' ? Math.max(0, trade.amount - (await paidOfTrade(db, trade.id))) : 0;
    const toPay = trade.state === 'open' ? remaining : trade.amount;
    return {
      tradeNo: trade.tradeNo,
      showType,
      amount: trade.amount,
      remaining,
      payCode: trade.payCode,
      qrCode:
        showType === 2
          ? `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(`TZLPAY:${trade.payCode}:${toPay}`, { type: 'svg', margin: 1 })).toString('base64')}`
          : '',
      channelName: channel ? say(channel.name, language) : '',
      channelImage: channel?.image ?? '',
      tips:
        showType === 2
          ? [
              say(PAY_TEXTS.openScanQr, language),
              say(PAY_TEXTS.checkAmount, language, { amount: tzs(toPay) }),
              say(PAY_TEXTS.confirmWithPin, language),
            ]
          : [
              say(PAY_TEXTS.payAnywhere, language, { channel: channelName(channel, language) }),
              say(PAY_TEXTS.codeAsReference, language, { number: BUSINESS_NUMBER }),
              say(PAY_TEXTS.updatesOnArrival, language),
            ],
      state: trade.state as RepaymentCodeData['state'],
      orderId: String(trade.orderId),
    };
  };

  return {
    plan,
    deferralDetail,
    generateCode,
    repaymentCode,
    owedOrder,
    expectPayable,
    expectNoWaitingPush,
    replaceOpenTrade,
  };
};
export type RepayService = ReturnType<typeof createRepayService>;
