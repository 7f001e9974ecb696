import { randomInt } from 'node:crypto';
import { SERVICE_TELEPHONE } from '@tz-loan/contract/constants';
import { Code } from '@tz-loan/contract/envelope';
import { OrderStatus } from '@tz-loan/contract/order-status';
import type {
  DeferralDetailData,
  GenerateCodeData,
  RepaymentCodeData,
  RepaymentPlanData,
} from '@tz-loan/contract/repayment';
import { RepayType } from '@tz-loan/contract/repayment-paths';
import QRCode from 'qrcode';
import type { Db, Tx } from '../../db/client.ts';
import { trades } from '../../db/schema/repayment.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { addDays, readOrder, tanzaniaToday } from '../../shared/loan-status.ts';
import { deferralFee, type Owed, owedOf, payRange } from '../../shared/owed.ts';
import { ORDER_NOT_FOUND } from '../../shared/refusals.ts';
import { formatRateBp } from '../loan/offer/pricing.ts';
import { findChannel, payNotice, repayTypeOf, showTypeOf } from './channels.ts';
import {
  currentAccount,
  findTrade,
  latestTrade,
  type OpenTrade,
  type RepayOrder,
  readRepayOrder,
  setTradeState,
} from './repository.ts';
import { bankList, contractNo, payerAccount, planAfterDeferral, planRows, tzs } from './views.ts';

const NOTHING_OWED = 'This loan has nothing left to pay';
const NOT_PAID_OUT = 'This loan has not been paid out yet: there is nothing to repay';
const NO_ROLLOVER = 'This loan cannot be rolled over now: a roll-over is possible once a payment is due';
const ACCOUNT_PATTERN = /^(\d{9}|0\d{9})$/;
const MASKED_ACCOUNT = /^\*{4}\d{4}$/;

const tradeNumber = () => `T${Date.now().toString(36).toUpperCase()}${randomInt(1e6, 1e7)}`;

export type RepayDeps = { provider: PaymentProvider; now?: () => Date };

export const createRepayService = (db: Db, deps: RepayDeps) => {
  const now = deps.now ?? (() => new Date());

  /**
   * The caller's own paid-out order with something owed (its instalments and their overdue penalty,
   * as of today); anything else is refused in words.
   */
  const owedOrder = async (dbOrTx: Db | Tx, borrowerId: number, orderId: number, lock = false) => {
    const order = await readRepayOrder(dbOrTx, orderId, { borrowerId, lock });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.status !== OrderStatus.repaying) throw new AppError(Code.conflict, NOT_PAID_OUT);
    const owed = owedOf({ ...order, today: tanzaniaToday(now()) });
    if (owed.owed === 0) throw new AppError(Code.conflict, NOTHING_OWED);
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
    return allowed ? deferralFee(owed.instalmentsOwed, order.deferralFeeBp) : null;
  };

  const plan = async (borrowerId: number, orderId: number): Promise<RepaymentPlanData> => {
    const { order, owed } = await owedOrder(db, borrowerId, orderId);
    return {
      bankCardInfo: payerAccount(await currentAccount(db, borrowerId)),
      bankList: bankList(),
      ...payRange(owed.owed),
      productName: order.productName,
      repayPlanDetail: planRows(order, owed, tanzaniaToday(now())),
      note: 'Instalments are paid in order, the earliest first. Anything paid beyond what you owe is kept as a credit.',
      telephone: SERVICE_TELEPHONE,
      showSubmitUtr: order.openTrade?.kind === 'repayment' ? 1 : 0,
    };
  };

  const deferralDetail = async (borrowerId: number, orderId: number): Promise<DeferralDetailData> => {
    const { order, owed } = await owedOrder(db, borrowerId, orderId);
    const fee = deferralOf(order, owed);
    if (fee === null) throw new AppError(Code.conflict, NO_ROLLOVER);
    const next = owed.rows.find((r) => r.paid < r.amount);
    const after = planAfterDeferral(order, owed, order.deferralDays);
    return {
      bankCardInfo: payerAccount(await currentAccount(db, borrowerId)),
      bankList: bankList(),
      detail: [
        // Named before the borrower pays: what the fee is and what it is charged on.
        {
          text: 'Roll-over fee',
          value: `${tzs(fee)}: ${formatRateBp(order.deferralFeeBp)} of the ${tzs(owed.instalmentsOwed)} still owed on the instalments`,
        },
        { text: 'Days added', value: `${order.deferralDays} days` },
        { text: 'Due date now', value: next?.dueDate ?? '' },
        { text: 'Due date after', value: next?.dueDate ? addDays(next.dueDate, order.deferralDays) : '' },
        ...(owed.penaltyOwed > 0
          ? [{ text: 'Overdue penalty (not moved by the roll-over)', value: tzs(owed.penaltyOwed) }]
          : []),
        { text: 'Still owed', value: tzs(owed.owed) },
      ],
      repayDetail: after,
      delayShouldPayAmount: fee,
      showSubmitUtr: order.openTrade?.kind === 'deferral' ? 1 : 0,
    };
  };

  const answerOf = (trade: OpenTrade, orderId: number): GenerateCodeData => {
    const channel = findChannel(trade.bankCode);
    const amountText = tzs(trade.amount);
    if (trade.repayType === RepayType.payUrl) {
      return {
        repayType: 'PAY_URL',
        payUrl: trade.payUrl,
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
          ? `Scan the QR code with your wallet and pay ${amountText}.`
          : `Pay ${amountText} with ${channel?.name ?? 'your wallet'} using pay code ${trade.payCode}.`,
      tradeNo: trade.tradeNo,
      repaymentInfo: {
        defDetail: {
          logo: channel?.image ?? '',
          payCode: trade.payCode,
          payNotice: payNotice(trade.payCode, amountText),
        },
        repayAmount: trade.kind === 'repayment' ? trade.amount : 0,
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
  ): Promise<GenerateCodeData> => {
    const channel = findChannel(input.bankCode);
    if (!channel) throw badRequest('Choose how to pay from the list');
    const payer = input.cardNo?.trim() ?? '';
    // The masked wallet the screen shows ('****' and 4 digits) or a typed number; nothing else is kept.
    if (payer && !MASKED_ACCOUNT.test(payer) && !ACCOUNT_PATTERN.test(payer)) {
      throw badRequest('The wallet number must be 9 digits, or 10 digits starting with 0');
    }
    const kind = input.isDelay ? 'deferral' : 'repayment';
    /** The order's open trade when it is exactly this choice, after checking the amount against what is owed. */
    const sameChoice = ({ order, owed }: { order: RepayOrder; owed: Owed }) => {
      if (input.isDelay) {
        const fee = deferralOf(order, owed);
        if (fee === null) throw new AppError(Code.conflict, NO_ROLLOVER);
        if (input.amount !== fee) throw badRequest(`The deferral fee is ${tzs(fee)}`);
      } else {
        const { amountMin, amountMax } = payRange(owed.owed);
        if (input.amount < amountMin || input.amount > amountMax) {
          throw badRequest(`The amount must be between ${tzs(amountMin)} and ${tzs(amountMax)}`);
        }
      }
      const open = order.openTrade;
      const same = open?.kind === kind && open.amount === input.amount && open.bankCode === channel.type;
      return same ? open : null;
    };
    // Pressing Pay Now again on the same choice (a retry, a reopened screen) reads, and writes nothing.
    const seen = await owedOrder(db, borrowerId, input.orderId);
    const repeat = sameChoice(seen);
    if (repeat) return answerOf(repeat, seen.order.id);

    return db.transaction(async (tx) => {
      const locked = await owedOrder(tx, borrowerId, input.orderId, true);
      const { order } = locked;
      const same = sameChoice(locked);
      if (same) return answerOf(same, order.id);
      const open = order.openTrade;
      const at = now();
      if (open) {
        await setTradeState(tx, open.id, 'replaced', at);
        await deps.provider.cancel(tx, open.tradeNo);
      }
      const tradeNo = tradeNumber();
      const collection = await deps.provider.open(tx, {
        tradeNo,
        amount: input.amount,
        method: channel.method,
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
      return answerOf(trade, order.id);
    });
  };

  /** `/repaymentOfCode`: one trade, or the order's latest, only the caller's own. */
  const repaymentCode = async (
    borrowerId: number,
    input: { tradeNo?: string; orderId?: number },
  ): Promise<RepaymentCodeData> => {
    const trade = input.tradeNo
      ? await findTrade(db, input.tradeNo)
      : input.orderId
        ? await latestTrade(db, input.orderId)
        : null;
    if (!trade || trade.borrowerId !== borrowerId || trade.repayType === RepayType.payUrl) {
      throw notFound('There is no repayment code yet');
    }
    const channel = findChannel(trade.bankCode);
    const showType = showTypeOf(trade.repayType);
    return {
      tradeNo: trade.tradeNo,
      showType,
      amount: trade.amount,
      payCode: trade.payCode,
      qrCode:
        showType === 2
          ? `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(`TZLPAY:${trade.payCode}:${trade.amount}`, { type: 'svg', margin: 1 })).toString('base64')}`
          : '',
      channelName: channel?.name ?? '',
      channelImage: channel?.image ?? '',
      tips:
        showType === 2
          ? [
              'Open your wallet app and choose Scan QR',
              `Check the amount: ${tzs(trade.amount)}`,
              'Confirm with your PIN',
            ]
          : [
              `Pay with ${channel?.name ?? 'your wallet'} or at any agent`,
              'Use the pay code as the reference',
              'Your loan updates as soon as the payment arrives',
            ],
      state: trade.state as RepaymentCodeData['state'],
      orderId: String(trade.orderId),
    };
  };

  return { plan, deferralDetail, generateCode, repaymentCode, owedOrder };
};
export type RepayService = ReturnType<typeof createRepayService>;
