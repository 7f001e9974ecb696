import type { ConfirmationData, ContractItem } from '@tz-loan/contract/loan/calls';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { formatDate } from '@tz-loan/contract/platform/date';
import { SCREEN } from '@tz-loan/contract/screens';
import { legacyOk, type MockHandlers, ok } from '../../../shared/http/mock-types.ts';

// The demo offer the server makes for Haraka Loan (product 1): 600.000,00 TZS for 91 days in one
// instalment, 10 % a year interest and a 0,5 % service fee, priced the way the server prices it.
const DAY_MS = 86_400_000;
const firstPayTime = () => formatDate(Date.now() + 91 * DAY_MS);
const CONTRACT_VIEW = '/tapi/v3/contract/view';

const offer = (): ConfirmationData => ({
  productId: '1',
  productName: 'Haraka Loan',
  productLogo: '/logos/haraka.svg',
  amount: 60_000_000,
  periods: 1,
  termUnit: 1,
  termDays: 91,
  bankCardInfo: { bankName: 'M-Pesa', cardNo: '****5678' },
  details: [
    { text: 'Loan amount', value: '600.000,00 TZS' },
    { text: 'Loan term', value: '91 days' },
    { text: 'Instalments', value: '1' },
    { text: 'Interest', value: '14.958,90 TZS' },
    { text: 'Service fee', value: '3.000,00 TZS' },
    { text: 'APR', value: '12,00%' },
    { text: 'Total repayable', value: '617.958,90 TZS' },
    { text: 'First due date', value: firstPayTime() },
  ],
  repay_plans: [{ amount: 61_795_890, pay_time: firstPayTime() }],
  firstPayTime: firstPayTime(),
  firstPeriodDay: 91,
  pRateDsc: 'APR 12,00%',
  currencySymbol: 'TZS',
  sendSms: 0,
  isPopType: 1,
  popTitle: 'Your loan is almost ready',
  popContent: 'You are one step away from 600.000,00 TZS. Leave now and you will need to start again.',
  popAgreementUrl: `${CONTRACT_VIEW}?productId=1&position=1&embed=1`,
});

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
  [key(LOAN_PATHS.confirm)]: () => ok(offer()),
  [key(LOAN_PATHS.contracts)]: () => ok({ list: contracts }),
  [key(LOAN_PATHS.contractJump)]: (params) => ok({ contract_url: contractUrl(params) }),
  [key(LOAN_PATHS.submit)]: () => ok(submitted),
  [key(LOAN_PATHS.legacyConfirm)]: () =>
    legacyOk({
      ...offer(),
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
