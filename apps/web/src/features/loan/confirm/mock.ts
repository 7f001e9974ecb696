import type { ConfirmationData, ContractItem, OfferData } from '@tz-loan/contract/loan/calls';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { formatDate } from '@tz-loan/contract/platform/date';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { SCREEN } from '@tz-loan/contract/screens';
import { legacyOk, type MockHandlers, ok } from '../../../shared/http/mock-types.ts';

// The demo offers the server makes, priced the way the server prices them (domain/pricing.ts, in BigInt:
// no float touches money): Haraka Loan (product 1, the default) 400.000–600.000,00 TZS for 91 days in one
// instalment, 10 % a year and a 0,5 % service fee; Kesho Credit (product 3) 400.000–800.000,00 TZS on
// 105 days in 3 instalments or 91 days in 2, 10,5 % and 0,4 %. Each offer is priced for the choice sent
// (amount, periods, termDays); without one, the largest amount on the default term.
const DAY_MS = 86_400_000;
const STEP = 10_000_00;
const CONTRACT_VIEW = '/tapi/v3/contract/view';

type Term = { termDays: number; periods: number };
const PRODUCTS = {
  '1': {
    productName: 'Haraka Loan',
    productLogo: '/logos/haraka.svg',
    amountMin: 400_000_00,
    amountMax: 600_000_00,
    terms: [{ termDays: 91, periods: 1 }],
    rateBp: 1000n,
    feeBp: 50n,
  },
  '3': {
    productName: 'Kesho Credit',
    productLogo: '/logos/kesho.svg',
    amountMin: 400_000_00,
    amountMax: 800_000_00,
    terms: [
      { termDays: 105, periods: 3 },
      { termDays: 91, periods: 2 },
    ],
    rateBp: 1050n,
    feeBp: 40n,
  },
};
type Product = (typeof PRODUCTS)['1'];

const money = (minor: number) => `${formatMoney(minor)} TZS`;
const rate = (bp: number) => `${Math.floor(bp / 100)},${String(bp % 100).padStart(2, '0')}%`;
const split = (total: number, parts: number) => {
  const share = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => (i === parts - 1 ? total - share * (parts - 1) : share));
};

const price = (product: Product, amount: number, term: Term) => {
  const principal = BigInt(amount);
  const days = BigInt(term.termDays);
  const interest = Number((principal * product.rateBp * days) / (10_000n * 365n));
  const fee = Number((principal * product.feeBp) / 10_000n);
  const aprBp = Number((BigInt(interest + fee) * 10_000n * 365n) / (principal * days));
  const [principals, interests, fees] = [
    split(amount, term.periods),
    split(interest, term.periods),
    split(fee, term.periods),
  ];
  const plan = principals.map((share, i) => ({
    amount: share + (interests[i] ?? 0) + (fees[i] ?? 0),
    offset: i === term.periods - 1 ? term.termDays : Math.floor((term.termDays * (i + 1)) / term.periods),
  }));
  return { interest, fee, aprBp, total: amount + interest + fee, plan };
};

const offerFor = (productId: string, amount: number, term: Term): OfferData => {
  const product = PRODUCTS[productId === '3' ? '3' : '1'];
  const p = price(product, amount, term);
  const due = (offset: number) => formatDate(Date.now() + offset * DAY_MS);
  const firstPayTime = due(p.plan[0]?.offset ?? term.termDays);
  return {
    productId: productId === '3' ? '3' : '1',
    productName: product.productName,
    productLogo: product.productLogo,
    amount,
    periods: term.periods,
    termUnit: 1,
    termDays: term.termDays,
    bankCardInfo: { bankName: 'M-Pesa', cardNo: '****5678' },
    details: [
      { text: 'Loan amount', value: money(amount) },
      { text: 'Loan term', value: `${term.termDays} days` },
      { text: 'Instalments', value: String(term.periods) },
      { text: 'Interest', value: money(p.interest) },
      // The mock prices flat interest, and says so as the server says it.
      {
        text: 'How interest is counted',
        value: `${rate(Number(product.rateBp))} a year, on the whole amount for the whole term`,
      },
      { text: 'Service fee', value: money(p.fee) },
      { text: 'APR', value: rate(p.aprBp) },
      { text: 'Total repayable', value: money(p.total) },
      { text: 'First due date', value: firstPayTime },
    ],
    repay_plans: p.plan.map((line) => ({ amount: line.amount, pay_time: due(line.offset) })),
    firstPayTime,
    firstPeriodDay: p.plan[0]?.offset ?? term.termDays,
    pRateDsc: `APR ${rate(p.aprBp)}`,
    currencySymbol: 'TZS',
    sendSms: 0,
    isPopType: 1,
    popTitle: 'Your loan is almost ready',
    popContent: `You are one step away from ${money(amount)}. Leave now and you will need to start again.`,
    popAgreementUrl: `${CONTRACT_VIEW}?productId=${productId === '3' ? '3' : '1'}&position=1&embed=1`,
    amountMin: product.amountMin,
    amountMax: product.amountMax,
    amountStep: STEP,
    terms: product.terms.map((t) => ({ ...t, termUnit: 1 })),
  };
};

/** The confirmation's answer to `params`: the offer for the choice, or the server's refusal of it. */
const confirmAnswer = (params: Record<string, unknown>) => {
  const productId = String(params.productId ?? '1');
  const product = PRODUCTS[productId === '3' ? '3' : '1'];
  const number = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));
  const amount = number(params.amount) ?? product.amountMax;
  const [periods, termDays] = [number(params.periods), number(params.termDays)];
  const term = product.terms.find(
    (t) =>
      (periods === undefined || t.periods === periods) && (termDays === undefined || t.termDays === termDays),
  );
  const onStep = amount === product.amountMax || (amount - product.amountMin) % STEP === 0;
  if (!term || !onStep || amount < product.amountMin || amount > product.amountMax) {
    return { code: 400, message: 'Choose an amount and a term this product offers' };
  }
  return ok(offerFor(productId, amount, term));
};

/** The default offer as the older variant gets it: no choice. */
const fixedOffer = (): ConfirmationData => {
  const { amountMin, amountMax, amountStep, terms, ...offer } = offerFor('1', 600_000_00, {
    termDays: 91,
    periods: 1,
  });
  return offer;
};

const contracts: ContractItem[] = [
  { title: 'Loan Agreement', position: '1' },
  { title: 'Repayment Schedule and Key Facts', position: '2' },
];

const contractUrl = (params: Record<string, unknown>) =>
  `${CONTRACT_VIEW}?productId=${String(params.productId ?? '1')}&position=${String(params.position ?? '1')}`;

const submitted = { orderId: '1001', lendDetailsUrl: `${SCREEN.loanDetails}?orderId=1001&productId=1` };

const key = (ref: { method: string; path: string }) => `${ref.method} ${ref.path}`;

/** Default data of the loan confirmation (both variants) and its contracts and submit. */
export const mocks: MockHandlers = {
  [key(LOAN_PATHS.confirm)]: confirmAnswer,
  [key(LOAN_PATHS.contracts)]: () => ok({ list: contracts }),
  [key(LOAN_PATHS.contractJump)]: (params) => ok({ contract_url: contractUrl(params) }),
  [key(LOAN_PATHS.submit)]: () => ok(submitted),
  [key(LOAN_PATHS.legacyConfirm)]: () =>
    legacyOk({
      ...fixedOffer(),
      buttonText: 'Apply now',
      promo: {
        message: 'Your offer is ready: 600.000,00 TZS for 91 days, APR 12,00%.',
        buttonText: 'OK',
      },
    }),
  [key(LOAN_PATHS.legacyContracts)]: () => legacyOk({ list: contracts }),
  [key(LOAN_PATHS.legacyOpenContract)]: (params) => legacyOk({ url: contractUrl(params) }),
  [key(LOAN_PATHS.legacySubmit)]: () => legacyOk(submitted),
  [key(LOAN_PATHS.legacyDefine)]: () => legacyOk({ url: `${SCREEN.product}?productId=2` }),
};
