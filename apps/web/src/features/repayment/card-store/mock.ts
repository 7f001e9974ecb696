import type { BankCard, RepaymentWayData } from '@tz-loan/contract/repayment/card-store';
import {
  CARD_SMS_ABOVE_MINOR,
  CARD_STORE_PATHS,
  CardStoreCode,
} from '@tz-loan/contract/repayment/card-store-paths';
import type { MockHandlers } from '../../../shared/http/mock-types.ts';
import { repayPlanMock } from '../instalment/mock.ts';

// Mock data of the channel app's card store (`/h5/#/borrowDetail?mock=1&orderId=1`): the order of the
// repayment mocks, one saved card, the e-wallet on. As the sandbox processor does: a card's first
// payment and any payment above 200.000,00 TZS need the SMS code (the mock's code is 123456), and a
// card whose number ends in 0002 is declined. The calls answer '00' for success (SPEC.md §8).

const ok00 = <T>(data: T) => ({ code: '00', message: 'success', data });
const refused = (code: string, message: string) => ({ code, message });

export const MOCK_SMS_CODE = '123456';

export const BANKS = [
  { bankName: 'CRDB Bank', bankCode: 'CRDB' },
  { bankName: 'NMB Bank', bankCode: 'NMB' },
  { bankName: 'NBC Bank', bankCode: 'NBC' },
];

const SAVED: BankCard = {
  id: '11',
  bankName: 'CRDB Bank',
  cardNo: '**** **** **** 4242',
  bankCode: 'CRDB',
  expiry: '08/29',
};

/** What the mock has saved and paid in this visit. */
const state = {
  cards: [SAVED],
  paidWith: new Set<string>(),
  pending: null as null | { id: string; amount: number },
};

/** Back to the first visit (tests). */
export const resetCardStoreMock = () => {
  state.cards = [SAVED];
  state.paidWith = new Set();
  state.pending = null;
};

export const repaymentWayMock = (): RepaymentWayData => {
  const plan = repayPlanMock(false);
  const rows = plan.repayPlanDetail.repayWaitDetail;
  return {
    alipay: { name: 'E-wallet (pay page)', open: 1 },
    repayToken: 'mock-token',
    repayTokenExpiresAt: '2030-01-01T00:00:00.000Z',
    bankCards: [...state.cards],
    banks: BANKS,
    orderId: '1',
    productName: plan.productName,
    owed: plan.amountMax,
    amountMin: plan.amountMin,
    amountMax: plan.amountMax,
    dueInstalments: rows,
    smsCodeAbove: CARD_SMS_ABOVE_MINOR,
  };
};

let records = 100;
const settled = (id: string, amount: number) => ({
  repayRecordId: id,
  status: 'settled' as const,
  amount,
  orderStatus: 174,
});

export const mocks: MockHandlers = {
  [`POST ${CARD_STORE_PATHS.repaymentWay.path}`]: () => ok00(repaymentWayMock()),
  [`POST ${CARD_STORE_PATHS.repaymentCommit.path}`]: (params) => {
    const card = state.cards.find((saved) => saved.id === String(params.cardId ?? SAVED.id)) ?? SAVED;
    if (card.cardNo.endsWith('0002')) {
      return refused(
        '409',
        'Your bank declined this card and nothing was taken. Use another card or the e-wallet',
      );
    }
    if (state.pending) return refused(CardStoreCode.duplicate, 'Do not submit the payment request twice');
    const amount = Number(params.amount ?? 15_632_466);
    records += 1;
    const id = String(records);
    if (!state.paidWith.has(card.id) || amount > CARD_SMS_ABOVE_MINOR) {
      state.pending = { id, amount };
      return ok00({
        needValid: 1 as const,
        repayRecordId: id,
        status: 'pending' as const,
        amount,
        orderStatus: 0,
      });
    }
    return ok00({ needValid: 0 as const, ...settled(id, amount) });
  },
  [`POST ${CARD_STORE_PATHS.repaymentConfirm.path}`]: (params) => {
    const pending = state.pending ?? { id: '100', amount: 15_632_466 };
    if (String(params.verifyCode ?? MOCK_SMS_CODE) !== MOCK_SMS_CODE) {
      return refused(CardStoreCode.wrongCode, 'Verification code wrong. 4 tries left');
    }
    state.pending = null;
    for (const card of state.cards) state.paidWith.add(card.id);
    return ok00(settled(pending.id, pending.amount));
  },
  [`POST ${CARD_STORE_PATHS.repaymentHuichao.path}`]: () =>
    ok00({ url: '/sandbox/pay/mock-page', tradeNo: 'TR20250602000190' }),
  [`POST ${CARD_STORE_PATHS.addCard.path}`]: (params) => {
    const digits = String(params.cardNo ?? '4111111111111111').replace(/\D/g, '');
    const bank = BANKS.find((known) => known.bankCode === params.bankCode) ?? (BANKS[0] as (typeof BANKS)[0]);
    const card: BankCard = {
      id: String(20 + state.cards.length),
      bankName: bank.bankName,
      bankCode: bank.bankCode,
      cardNo: `**** **** **** ${digits.slice(-4)}`,
      expiry: String(params.expiry ?? '12/30').slice(0, 5),
    };
    state.cards = [...state.cards, card];
    return ok00(card);
  },
};
