import { createHash } from 'node:crypto';
import { formatDate } from '@tz-loan/contract/platform/date';
import { formatPhone } from '@tz-loan/contract/platform/phone';
import {
  BUSINESS_NUMBER,
  findWallet,
  MOBILE_MONEY_WALLETS,
  walletForPhone,
} from '@tz-loan/contract/repayment/mobile-money';
import { USSD_PIN_TRIES } from '@tz-loan/contract/ussd/paths';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain/errors.ts';
import { readOrder, tanzaniaToday } from '../../domain/loan-status.ts';
import { type Owed, payRange } from '../../domain/owed.ts';
import { type Language, type Message, say, type Values } from '../../shared/i18n.ts';
import { formatReference } from '../complaint/reference.ts';
import type { ComplaintService } from '../complaint/service.ts';
import type { PushService } from '../repayment/push/service.ts';
import { wholeShillings } from '../repayment/push/service.ts';
import type { RepayService } from '../repayment/service.ts';
import type { StatementService } from '../repayment/statement/service.ts';
import { tzs } from '../repayment/views.ts';
import type { PinService } from './pin.ts';
import {
  borrowerOfPhone,
  languageOfPhone,
  lastPaymentOf,
  openLoanOf,
  setLanguageOfPhone,
} from './repository.ts';
import { answerOf, con, end, type Screen, short } from './screen.ts';
import { stepsOf } from './steps.ts';
import { ANSWER_TEXTS, END_TEXTS, MENU_TEXTS, STATUS_TEXTS } from './texts.ts';

/** One request of the gateway, its phone already in the stored form (`255…`). */
export type UssdRequest = { sessionId: string; phone: string; text: string };

/** What an idempotent call answered the first time this key was used (and every time after). */
export type OnceAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

/** Runs a money action once per (borrower, key), as the app's Idempotency-Key does. */
export type Once = <T>(
  request: { borrowerId: number; key: string; endpoint: string; input: unknown; language: Language },
  run: () => Promise<T>,
) => Promise<OnceAnswer<T>>;

export type UssdDeps = {
  pins: PinService;
  repay: RepayService;
  push: PushService;
  statement: StatementService;
  complaints: Pick<ComplaintService, 'own'>;
  once: Once;
  log: { error: (details: object, message: string) => void };
  now?: () => Date;
};

const CHOICE = { kiswahili: '1', english: '2' } as const;
const MENU = { loan: '1', pay: '2', receipt: '3', complaint: '4', language: '5' } as const;
const PAY = { next: '1', other: '2', code: '3' } as const;
/** The most digits an amount in TZS may have: more is no loan's. */
const AMOUNT_DIGITS = 9;
/** Product names and references are cut to these on a screen. */
const NAME_MAX = 24;
const REFERENCE_MAX = 28;

/** The key a money action of one USSD session runs under: the same session and action, the same key. */
const keyOf = (sessionId: string, action: string) =>
  `ussd-${action}-${createHash('sha256').update(sessionId).digest('base64url').slice(0, 40)}`;

/**
 * The USSD menu (PRODUCT.md §22, docs/ussd.md), stateless: every answer is read from the gateway's
 * `text` (the choices so far) and the database, so any process may answer any step of a session.
 */
export const createUssdMenu = (db: Db, deps: UssdDeps) => {
  const now = deps.now ?? (() => new Date());

  const answer = async (request: UssdRequest): Promise<string> => {
    let language: Language = 'sw';
    try {
      language = (await languageOfPhone(db, request.phone)) ?? 'sw';
      return answerOf(await walk(request, language, (chosen) => (language = chosen)));
    } catch (error) {
      if (error instanceof DomainError && typeof error.text !== 'string') {
        return answerOf(end(say(error.text, language, error.values)));
      }
      deps.log.error({ err: error }, 'ussd answer failed');
      return answerOf(end(say(END_TEXTS.failed, language)));
    }
  };

  const walk = async (
    request: UssdRequest,
    start: Language,
    choose: (language: Language) => void,
  ): Promise<Screen> => {
    let language = start;
    const t = (message: Message, values?: Values) => say(message, language, values);
    let steps = stepsOf(request.text);
    if (!steps) return end(t(END_TEXTS.badRequest));
    // The language is chosen before anything else: the rest of the path reads in the new one.
    while (steps[0] === MENU.language) {
      const [, choice] = steps;
      if (choice === undefined) return con(t(MENU_TEXTS.language));
      if (choice !== CHOICE.kiswahili && choice !== CHOICE.english) return end(t(END_TEXTS.badChoice));
      const chosen: Language = choice === CHOICE.english ? 'en' : 'sw';
      if (chosen !== language) await setLanguageOfPhone(db, request.phone, chosen);
      language = chosen;
      choose(chosen);
      steps = steps.slice(2);
    }
    const borrower = await borrowerOfPhone(db, request.phone);
    if (!borrower || borrower.closedAt) return end(t(END_TEXTS.getTheApp));
    const [first, ...rest] = steps;
    const ctx = { request, borrowerId: borrower.id, language, t };
    switch (first) {
      case undefined:
        return con(t(MENU_TEXTS.main));
      case MENU.loan:
        return rest.length === 0 ? myLoan(ctx) : end(t(END_TEXTS.badChoice));
      case MENU.pay:
        return pay(ctx, rest);
      case MENU.receipt:
        return rest.length === 0 ? lastReceipt(ctx) : end(t(END_TEXTS.badChoice));
      case MENU.complaint:
        return complaint(ctx, rest);
      default:
        return end(t(END_TEXTS.badChoice));
    }
  };

  type Ctx = {
    request: UssdRequest;
    borrowerId: number;
    language: Language;
    t: (message: Message, values?: Values) => string;
  };

  /** The borrower's open loan with what it owes today; null when there is none to pay. */
  const openLoan = async (ctx: Ctx) => {
    const loan = await openLoanOf(db, ctx.borrowerId);
    if (!loan) return null;
    try {
      return await deps.repay.owedOrder(db, ctx.borrowerId, loan.id);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  };

  /** The next instalment's amount: what is left on it, within what Pay Now accepts. */
  const nextAmount = (owed: Owed) => {
    const next = owed.rows.find((row) => row.left > 0);
    const { amountMin, amountMax } = payRange(owed.owed);
    return { row: next ?? null, amount: Math.min(amountMax, Math.max(amountMin, next?.left ?? amountMax)) };
  };

  const myLoan = async (ctx: Ctx) => {
    const seen = await openLoan(ctx);
    if (!seen) return end(ctx.t(END_TEXTS.noLoan));
    const { order, owed } = seen;
    const today = tanzaniaToday(now());
    const status = readOrder({
      stored: order.status,
      instalments: owed.rows,
      graceDays: order.graceDays,
      today,
    }).status as keyof typeof STATUS_TEXTS;
    const { row, amount } = nextAmount(owed);
    const values = {
      product: short(order.productName, NAME_MAX),
      owed: tzs(owed.owed),
      status: STATUS_TEXTS[status] ? ctx.t(STATUS_TEXTS[status]) : String(status),
    };
    return end(
      row?.dueDate
        ? ctx.t(ANSWER_TEXTS.loan, { ...values, next: tzs(amount), due: row.dueDate })
        : ctx.t(ANSWER_TEXTS.loanNoNext, values),
    );
  };

  const lastReceipt = async (ctx: Ctx) => {
    const last = await lastPaymentOf(db, ctx.borrowerId);
    if (!last) return end(ctx.t(END_TEXTS.noPayment));
    const receipt = await deps.statement.receipt(ctx.borrowerId, last.orderId, last.id, ctx.language);
    return end(
      ctx.t(ANSWER_TEXTS.receipt, {
        receiptNo: receipt.receiptNo,
        date: receipt.date,
        amount: tzs(receipt.amount),
        reference: short(receipt.reference, REFERENCE_MAX),
        balance: tzs(receipt.balanceAfter),
      }),
    );
  };

  const complaint = async (ctx: Ctx, rest: string[]) => {
    const [typed, ...more] = rest;
    if (typed === undefined) return con(ctx.t(MENU_TEXTS.enterReference));
    if (more.length > 0) return end(ctx.t(END_TEXTS.badChoice));
    const own = await deps.complaints.own(ctx.borrowerId);
    // The whole reference in digits (year and number), or the number alone: the newest of that number.
    const whole =
      typed.length > 4 ? formatReference(Number(typed.slice(0, 4)), Number(typed.slice(4))) : null;
    const row = whole
      ? own.find((c) => c.reference === whole)
      : own.find((c) => Number(c.reference.slice(6)) === Number(typed));
    if (!row) return end(ctx.t(END_TEXTS.noComplaint));
    return end(
      row.status === 'replied' && row.repliedAt
        ? ctx.t(ANSWER_TEXTS.complaintReplied, { reference: row.reference, date: formatDate(row.repliedAt) })
        : ctx.t(ANSWER_TEXTS.complaintProcessing, { reference: row.reference, date: row.replyBy }),
    );
  };

  /** The PIN before a money action: asked for while it can be checked, or why it cannot. */
  const askPin = async (ctx: Ctx, prompt: string) => {
    const pin = await deps.pins.status(ctx.borrowerId);
    if (!pin.set) return end(ctx.t(END_TEXTS.noPin));
    if (pin.locked) return end(ctx.t(END_TEXTS.locked, { tries: USSD_PIN_TRIES }));
    return con(prompt);
  };

  /** The PIN typed: null when right (the action goes on), else the screen that ends the session. */
  const checkPin = async (ctx: Ctx, pin: string) => {
    const checked = await deps.pins.check(
      ctx.borrowerId,
      pin,
      `${ctx.request.sessionId}\u0000${ctx.request.text}`,
    );
    switch (checked.outcome) {
      case 'right':
        return null;
      case 'none':
        return end(ctx.t(END_TEXTS.noPin));
      case 'locked':
        return end(ctx.t(END_TEXTS.locked, { tries: USSD_PIN_TRIES }));
      case 'wrong':
        return end(ctx.t(END_TEXTS.wrongPin, { left: checked.left }));
    }
  };

  const pay = async (ctx: Ctx, rest: string[]) => {
    const seen = await openLoan(ctx);
    if (!seen) return end(ctx.t(END_TEXTS.noLoan));
    const { amount: next } = nextAmount(seen.owed);
    const phone = ctx.request.phone;
    const wallet = findWallet(walletForPhone(phone));
    const [choice, ...after] = rest;
    const pushPrompt = (amount: number) =>
      wallet
        ? askPin(
            ctx,
            ctx.t(MENU_TEXTS.pinForPush, {
              amount: tzs(wholeShillings(amount)),
              phone: formatPhone(phone),
              wallet: wallet.name,
            }),
          )
        : Promise.resolve(end(ctx.t(END_TEXTS.noWallet)));
    switch (choice) {
      case undefined:
        return con(ctx.t(MENU_TEXTS.pay, { amount: tzs(next) }));
      case PAY.next: {
        const [pin, ...extra] = after;
        if (pin === undefined) return pushPrompt(next);
        if (extra.length > 0) return end(ctx.t(END_TEXTS.badChoice));
        return (await checkPin(ctx, pin)) ?? startPush(ctx, seen.order.id, next);
      }
      case PAY.other: {
        const [typed, pin, ...extra] = after;
        const { amountMin, amountMax } = payRange(seen.owed.owed);
        const bounds = { min: tzs(wholeShillings(amountMin)), max: tzs(wholeShillings(amountMax)) };
        if (typed === undefined) return con(ctx.t(MENU_TEXTS.enterAmount, bounds));
        const amount = amountOf(typed, amountMin, amountMax);
        if (amount === null) return end(ctx.t(END_TEXTS.badAmount, bounds));
        if (pin === undefined) return pushPrompt(amount);
        if (extra.length > 0) return end(ctx.t(END_TEXTS.badChoice));
        return (await checkPin(ctx, pin)) ?? startPush(ctx, seen.order.id, amount);
      }
      case PAY.code: {
        const [pin, ...extra] = after;
        if (pin === undefined) return askPin(ctx, ctx.t(MENU_TEXTS.pinForCode, { amount: tzs(next) }));
        if (extra.length > 0) return end(ctx.t(END_TEXTS.badChoice));
        return (await checkPin(ctx, pin)) ?? payCode(ctx, seen.order.id, next);
      }
      default:
        return end(ctx.t(END_TEXTS.badChoice));
    }
  };

  const startPush = async (ctx: Ctx, orderId: number, amount: number) => {
    const { phone, sessionId } = ctx.request;
    const wallet = findWallet(walletForPhone(phone));
    if (!wallet) return end(ctx.t(END_TEXTS.noWallet));
    const started = await deps.once(
      {
        borrowerId: ctx.borrowerId,
        key: keyOf(sessionId, 'push'),
        endpoint: 'USSD push',
        input: { orderId, amount, phone },
        language: ctx.language,
      },
      () =>
        deps.push.start(
          ctx.borrowerId,
          { orderId, amount, isDelay: false, wallet: wallet.code, phone },
          ctx.language,
        ),
    );
    if (!started.ok) return end(started.message);
    return end(ctx.t(ANSWER_TEXTS.pushSent, { wallet: wallet.name, amount: tzs(started.data.amount) }));
  };

  const payCode = async (ctx: Ctx, orderId: number, amount: number) => {
    const { phone, sessionId } = ctx.request;
    // A code is paid in any wallet or at an agent: the phone's own wallet is named on it when it has one.
    const wallet = findWallet(walletForPhone(phone)) ?? MOBILE_MONEY_WALLETS[0];
    const made = await deps.once(
      {
        borrowerId: ctx.borrowerId,
        key: keyOf(sessionId, 'code'),
        endpoint: 'USSD pay code',
        input: { orderId, amount, wallet: wallet.code },
        language: ctx.language,
      },
      () =>
        deps.repay.generateCode(
          ctx.borrowerId,
          { orderId, amount, bankCode: wallet.code, isDelay: false },
          { language: ctx.language },
        ),
    );
    if (!made.ok) return end(made.message);
    const info = made.data.repaymentInfo;
    if (!info) return end(ctx.t(END_TEXTS.failed));
    return end(
      ctx.t(ANSWER_TEXTS.payCode, {
        code: info.defDetail.payCode,
        amount: tzs(info.repayAmount),
        wallet: wallet.name,
        number: BUSINESS_NUMBER,
      }),
    );
  };

  return { answer };
};

export type UssdMenu = ReturnType<typeof createUssdMenu>;

/**
 * An amount typed in whole TZS, in minor units, within what Pay Now accepts; null when it is not. The
 * whole shilling above a debt with cents pays all of it (the push rounds it up to that shilling).
 */
const amountOf = (typed: string, min: number, max: number) => {
  if (!/^\d+$/.test(typed) || typed.length > AMOUNT_DIGITS) return null;
  const minor = Number(typed) * 100;
  const amount = minor > max && minor === wholeShillings(max) ? max : minor;
  return amount >= min && amount <= max ? amount : null;
};
