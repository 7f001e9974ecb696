import type { BoundAccount, FormItem } from '@tz-loan/contract/bank/calls';
import { BANK_PATHS } from '@tz-loan/contract/bank/paths';
import { DEFAULT_CHANNEL_NUMBER } from '@tz-loan/contract/platform/constants';
import { type MockHandlers, ok } from '../../shared/http/mock-types.ts';

type Provider = { name: string; type: string; channelNumber?: string };

/** The four mobile-money providers of SPEC.md §3, each with its channel number. */
export const MOCK_PROVIDERS: Provider[] = [
  { name: 'M-Pesa', type: 'TZ0001', channelNumber: DEFAULT_CHANNEL_NUMBER },
  { name: 'Mixx by Yas', type: 'TZ0002', channelNumber: '90007' },
  { name: 'Airtel Money', type: 'TZ0003', channelNumber: '90008' },
  { name: 'HaloPesa', type: 'TZ0004', channelNumber: '90009' },
];
export const MOCK_BANKS: Provider[] = [
  { name: 'CRDB Bank', type: 'TZB001' },
  { name: 'NMB Bank', type: 'TZB002' },
  { name: 'NBC Bank', type: 'TZB003' },
];

const blank = {
  subtitle: '',
  value: '',
  type: '',
  note: [],
  inputType: 0,
  cardTypeMi: '',
  channelNumber: '',
} satisfies Partial<FormItem>;
const text = (code: string, title: string, subtitle: string, numeric = false): FormItem => ({
  ...blank,
  code,
  title,
  subtitle,
  cate: 'text',
  inputType: numeric ? 1 : 0,
});
const providers = (cardTypeMi: string, title: string, subtitle: string, note: Provider[]): FormItem => ({
  ...blank,
  code: 'bankCode',
  title,
  subtitle,
  cate: 'enum',
  note,
  cardTypeMi,
  channelNumber: cardTypeMi === '1' ? DEFAULT_CHANNEL_NUMBER : '',
});

/** card-init of a borrower with no account yet, as the server sends it. */
export const mockFormItems = (): FormItem[] => [
  {
    ...blank,
    code: 'cardType',
    title: 'Account type',
    cate: 'enum',
    value: 'Mobile money',
    type: '1',
    note: [
      { name: 'Mobile money', type: '1' },
      { name: 'Bank account', type: '2' },
    ],
  },
  providers('1', 'Mobile money provider', 'Choose your provider', MOCK_PROVIDERS),
  providers('2', 'Bank', 'Choose your bank', MOCK_BANKS),
  text('userName', 'Account holder name', 'Name as registered on the account'),
  text('cardNo', 'Account number', '9 digits, or 10 digits starting with 0', true),
  text('confirmCardNo', 'Repeat account number', 'Enter the account number again', true),
];

// What mock mode saved in this visit, so /styled shows it afterwards, as the server would.
let bound: BoundAccount | null = null;

/** Forgets the saved account (tests). */
export const resetBankMocks = (): void => {
  bound = null;
};

const saveAccount = (params: Record<string, unknown>): BoundAccount => {
  const cardType = params.cardType === '2' ? '2' : '1';
  const list = cardType === '1' ? MOCK_PROVIDERS : MOCK_BANKS;
  const provider = list.find((p) => p.type === params.bankCode) ?? MOCK_PROVIDERS[0];
  const number = typeof params.cardNo === 'string' && params.cardNo ? params.cardNo : '0712345678';
  bound = {
    cardType,
    bankCode: provider?.type ?? '',
    bankName: provider?.name ?? '',
    cardNo: `****${number.slice(-4)}`,
  };
  return bound;
};

// The sandbox wallet's rules for the holder's name: 000 is no account, 999 another holder.
const holderName = (params: Record<string, unknown>) => {
  const number = typeof params.cardNo === 'string' ? params.cardNo : '';
  if (number.endsWith('000')) {
    return {
      found: 'no',
      holderName: '',
      confirm: false,
      message: 'No wallet is registered to this number. Check the number and the provider.',
    };
  }
  const name = number.endsWith('999') ? 'NEEMA K.' : 'JUMA S.';
  const what = params.cardType === '2' ? 'account' : 'wallet';
  return {
    found: 'yes',
    holderName: name,
    confirm: true,
    message: `This ${what} is registered to ${name} — is that you?`,
  };
};

const key = (ref: { method: string; path: string }) => `${ref.method} ${ref.path}`;

/** Default data of the bank form and the bound account. */
export const mocks: MockHandlers = {
  [key(BANK_PATHS.cardInit)]: () => ok({ items: mockFormItems() }),
  [key(BANK_PATHS.saveBankInfo)]: (params) => ok({ account: saveAccount(params) }),
  [key(BANK_PATHS.cardChange)]: (params) =>
    ok({ account: saveAccount(params), orderId: String(params.orderId ?? '1001'), orderStatus: 110 }),
  [key(BANK_PATHS.bankAccount)]: () => ok({ account: bound }),
  [key(BANK_PATHS.holderName)]: (params) => ok(holderName(params)),
};
