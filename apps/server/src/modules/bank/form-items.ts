import { CardType, type FormItem } from '@tz-loan/contract/bank';
import { DEFAULT_CHANNEL_NUMBER } from '@tz-loan/contract/constants';
import {
  BANKS,
  CARD_TYPE_NAMES,
  type CardTypeValue,
  isCardType,
  MOBILE_MONEY_PROVIDERS,
  type Provider,
} from './catalogue.ts';

/** What the form is prefilled with: the borrower's current account, number whole. */
export type FormPrefill = {
  cardType: string;
  bankCode: string;
  channelNumber: string;
  userName: string;
  accountNumber: string;
};

const blank = {
  subtitle: '',
  value: '',
  type: '',
  note: [],
  inputType: 0,
  cardTypeMi: '',
  channelNumber: '',
} satisfies Partial<FormItem>;

const textItem = (
  code: string,
  title: string,
  subtitle: string,
  value: string,
  numeric = false,
): FormItem => ({
  ...blank,
  code,
  title,
  subtitle,
  cate: 'text',
  value,
  inputType: numeric ? 1 : 0,
});

const providerItem = (
  cardType: CardTypeValue,
  title: string,
  providers: readonly Provider[],
  prefill: FormPrefill | null,
): FormItem => {
  const mobile = cardType === CardType.mobileMoney;
  const chosen =
    prefill?.cardType === cardType ? providers.find((p) => p.code === prefill.bankCode) : undefined;
  return {
    ...blank,
    code: 'bankCode',
    title,
    subtitle: mobile ? 'Choose your provider' : 'Choose your bank',
    cate: 'enum',
    value: chosen?.name ?? '',
    type: chosen?.code ?? '',
    note: providers.map((p) =>
      mobile
        ? { name: p.name, type: p.code, channelNumber: p.channelNumber }
        : { name: p.name, type: p.code },
    ),
    cardTypeMi: cardType,
    // The web app sends this back with a mobile-money account; the chosen provider's, else the default.
    channelNumber: mobile ? (chosen?.channelNumber ?? DEFAULT_CHANNEL_NUMBER) : '',
  };
};

/** The bank form's items in display order (SPEC.md §3 'Form item'), prefilled when an account exists. */
export const buildFormItems = (prefill: FormPrefill | null): FormItem[] => {
  const cardType: CardTypeValue =
    prefill && isCardType(prefill.cardType) ? prefill.cardType : CardType.mobileMoney;
  return [
    {
      ...blank,
      code: 'cardType',
      title: 'Account type',
      cate: 'enum',
      value: CARD_TYPE_NAMES[cardType],
      type: cardType,
      note: Object.entries(CARD_TYPE_NAMES).map(([type, name]) => ({ name, type })),
    },
    providerItem(CardType.mobileMoney, 'Mobile money provider', MOBILE_MONEY_PROVIDERS, prefill),
    providerItem(CardType.bank, 'Bank', BANKS, prefill),
    textItem('userName', 'Account holder name', 'Name as registered on the account', prefill?.userName ?? ''),
    textItem(
      'cardNo',
      'Account number',
      '9 digits, or 10 digits starting with 0',
      prefill?.accountNumber ?? '',
      true,
    ),
    textItem(
      'confirmCardNo',
      'Repeat account number',
      'Enter the account number again',
      prefill?.accountNumber ?? '',
      true,
    ),
  ];
};
