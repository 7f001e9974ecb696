import type { ContractItem, OfferData } from '@tz-loan/contract/loan/calls';
import { TERM_UNIT_DAYS } from '@tz-loan/contract/loan/order-status';
import { API_BASE, CURRENCY, LOAN_AMOUNT_STEP_MINOR } from '@tz-loan/contract/platform/constants';
import { formatDate } from '@tz-loan/contract/platform/date';
import { SCREEN } from '@tz-loan/contract/screens';
import type { Db } from '../../../db/client.ts';
import type { Borrower } from '../../../domain/borrower.ts';
import { notFound } from '../../../domain/errors.ts';
import { formatRateBp } from '../../../domain/pricing.ts';
import { type Language, type Message, say } from '../../../shared/i18n.ts';
import type { BankService } from '../../bank/service.ts';
import { LOAN_TEXTS } from '../texts.ts';
import { type ChoiceInput, productTerms, resolveChoice } from './choice.ts';
import { type Acceptance, recordConsents } from './consent.ts';
import { type ContractLender, renderContract } from './contract-html.ts';
import { confirmFigures, detailRows, orderFigures, tzs } from './figures.ts';
import { requireOwnOrder, requireProduct } from './lookup.ts';
import { findInstalments, findOrderTerms, hasAnyOrder } from './repository.ts';
import { createSubmit, type SubmitInput } from './submit.ts';
import { CONFIRM_REFUSALS, CONFIRM_TEXTS, CONTRACT_TITLES } from './texts.ts';
import type { ContractView } from './view.ts';

/** `version` names the wording: it changes whenever contract-html.ts or its texts change what is agreed. */
export const CONTRACTS: readonly { title: Message; position: string; version: string }[] = [
  { title: CONTRACT_TITLES.agreement, position: '1', version: '2026-11' },
  { title: CONTRACT_TITLES.keyFacts, position: '2', version: '2026-11' },
];

const contractItems = (language: Language): ContractItem[] =>
  CONTRACTS.map((c) => ({ title: say(c.title, language), position: c.position }));

export const CONTRACT_VIEW_PATH = `${API_BASE}/v3/contract/view`;

/** A contract of an offer (for the choice, if any: PRODUCT.md §19) or of an order. */
export type ContractQuery = ChoiceInput & {
  productId: number;
  position: string;
  orderId?: number | undefined;
};

const contractUrl = (q: ContractQuery, embed = false) => {
  const query = new URLSearchParams({ productId: String(q.productId), position: q.position });
  if (q.orderId) query.set('orderId', String(q.orderId));
  // An order's contract is its own figures; an offer's, those of the choice it names.
  else {
    const choice = { amount: q.amount, periods: q.periods, termUnit: q.termUnit, termDays: q.termDays };
    for (const [name, value] of Object.entries(choice))
      if (value !== undefined) query.set(name, String(value));
  }
  if (embed) query.set('embed', '1');
  return `${CONTRACT_VIEW_PATH}?${query}`;
};

const requireContract = (position: string) => {
  const contract = CONTRACTS.find((c) => c.position === position);
  if (!contract) throw notFound(CONFIRM_REFUSALS.noContract);
  return contract;
};

export type ConfirmService = ReturnType<typeof createConfirmService>;

export const createConfirmService = (
  db: Db,
  deps: { bank: BankService; lender: ContractLender },
  now: () => number = Date.now,
) => {
  const submit = createSubmit(db, deps.bank);
  const service = {
    /**
     * The product's offer to this borrower (SPEC.md §3 'Loan confirmation data') for the amount and
     * term chosen (the default offer without a choice), and what else may be chosen (PRODUCT.md §19).
     */
    confirm: async (
      borrower: Borrower,
      productId: number,
      language: Language,
      choice: ChoiceInput = {},
    ): Promise<OfferData> => {
      const product = await requireProduct(db, productId);
      const figures = confirmFigures(product, now(), resolveChoice(product, choice));
      const [account, returning] = await Promise.all([
        deps.bank.currentAccount(borrower.id),
        hasAnyOrder(db, borrower.id),
      ]);
      const first = figures.plan[0];
      return {
        productId: String(product.id),
        productName: product.name,
        productLogo: product.logo,
        amount: figures.amount,
        periods: figures.periods,
        termUnit: TERM_UNIT_DAYS,
        termDays: figures.termDays,
        bankCardInfo: account ? { bankName: account.bankName, cardNo: account.masked } : null,
        details: detailRows(figures, language, {
          method: product.interestMethod,
          rateBp: product.interestRateBp,
        }),
        repay_plans: figures.plan.map((line) => ({ amount: line.amount, pay_time: line.dueDate ?? '' })),
        firstPayTime: first?.dueDate ?? '',
        firstPeriodDay: first?.dueOffsetDays ?? 0,
        pRateDsc: say(LOAN_TEXTS.aprRate, language, { rate: formatRateBp(figures.aprBp) }),
        currencySymbol: CURRENCY,
        sendSms: 0,
        isPopType: 1,
        popTitle: say(CONFIRM_TEXTS.popTitle, language),
        popContent: say(CONFIRM_TEXTS.popContent, language, { amount: tzs(figures.amount) }),
        // A first loan shows the agreement before anything else; a returning borrower has read it.
        popAgreementUrl: returning ? '' : contractUrl({ productId: product.id, position: '1' }, true),
        amountMin: product.amountMin,
        amountMax: product.amountMax,
        amountStep: LOAN_AMOUNT_STEP_MINOR,
        terms: productTerms(product).map((t) => ({ ...t, termUnit: TERM_UNIT_DAYS })),
      };
    },

    contracts: async (productId: number, language: Language) => {
      await requireProduct(db, productId);
      return { list: contractItems(language) };
    },

    /** Where a contract is read; the app adds the session's common params when it opens it. */
    contractUrl: async (borrower: Borrower, query: ContractQuery) => {
      const product = await requireProduct(db, query.productId);
      requireContract(query.position);
      if (query.orderId) await requireOwnOrder(db, borrower.id, query.orderId);
      else resolveChoice(product, query);
      return contractUrl(query);
    },

    /** With an order: its own product and the figures written at submit. Without: today's offer. */
    contractView: async (
      borrower: Borrower,
      query: ContractQuery,
      language: Language,
    ): Promise<ContractView> => {
      const contract = requireContract(query.position);
      const order = query.orderId ? await requireOwnOrder(db, borrower.id, query.orderId) : null;
      const product = await requireProduct(db, order ? order.productId : query.productId);
      const figures = order
        ? orderFigures(order, await findInstalments(db, order.id))
        : confirmFigures(product, now(), resolveChoice(product, query));
      // An order's contract shows the terms it was signed with, not today's.
      const terms = order ? await findOrderTerms(db, order) : product;
      return {
        title: say(contract.title, language),
        position: contract.position,
        borrowerPhone: borrower.phone,
        productName: product.name,
        figures,
        dated: formatDate(order ? order.createdAt : now()),
        orderId: order ? String(order.id) : null,
        penaltyDailyBp: terms.overduePenaltyDailyBp,
        graceDays: terms.graceDays,
        deferralDays: terms.deferralDays,
        deferralFeeBp: terms.deferralFeeBp,
        interestMethod: terms.interestMethod,
        interestRateBp: terms.interestRateBp,
      };
    },

    /**
     * Applies, and records the agreements accepted with it (PRODUCT.md §21): each contract as the page
     * the borrower reads it at, for the offer they chose, hashed as rendered in their language.
     */
    submit: async (borrower: Borrower, input: SubmitInput, acceptance: Acceptance) => {
      const answer = await submit(borrower, input);
      const documents = [];
      for (const contract of CONTRACTS) {
        const { orderId: _retried, ...offer } = input;
        const query = { ...offer, position: contract.position };
        const view = await service.contractView(borrower, query, acceptance.language);
        const html = renderContract(view, deps.lender, false, acceptance.language);
        documents.push({ document: contract.position, title: view.title, version: contract.version, html });
      }
      await recordConsents(
        db,
        { borrowerId: borrower.id, orderId: Number(answer.orderId) },
        documents,
        acceptance,
      );
      return answer;
    },

    /** A recommended product's link: the product screen. */
    productUrl: async (productId: number) => {
      const product = await requireProduct(db, productId);
      return `${SCREEN.product}?productId=${product.id}`;
    },
  };
  return service;
};
