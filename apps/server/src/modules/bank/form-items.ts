import { CardType, type FormItem } from '@tz-loan/contract/bank/calls';
import {
  BANKS,
  type CardTypeValue,
  MOBILE_MONEY_PROVIDERS,
  type PayoutProvider as Provider,
} from '@tz-loan/contract/bank/providers';
import { DEFAULT_CHANNEL_NUMBER } from '@tz-loan/contract/platform/constants';
import { type Language, type Message, say } from '../../shared/i18n.ts';
import { CARD_TYPE_NAMES, isCardType } from './catalogue.ts';
import { FORM_TEXTS } from './texts.ts';

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
  language: Language,
): FormItem => {
  const mobile = cardType === CardType.mobileMoney;
  const chosen =
    prefill?.cardType === cardType ? providers.find((p) => p.code === prefill.bankCode) : undefined;
  return {
    ...blank,
    code: 'bankCode',
    title,
    subtitle: say(mobile ? FORM_TEXTS.chooseProvider : FORM_TEXTS.chooseBank, language),
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
export const buildFormItems = (prefill: FormPrefill | null, language: Language): FormItem[] => {
  const cardType: CardTypeValue =
    prefill && isCardType(prefill.cardType) ? prefill.cardType : CardType.mobileMoney;
  const t = (message: Message) => say(message, language);
  return [
    {
      ...blank,
      code: 'cardType',
      title: t(FORM_TEXTS.accountType),
      cate: 'enum',
      value: t(CARD_TYPE_NAMES[cardType]),
      type: cardType,
      note: Object.entries(CARD_TYPE_NAMES).map(([type, name]) => ({ name: t(name), type })),
    },
    providerItem(CardType.mobileMoney, t(FORM_TEXTS.provider), MOBILE_MONEY_PROVIDERS, prefill, language),
    providerItem(CardType.bank, t(FORM_TEXTS.bank), BANKS, prefill, language),
    textItem('userName', t(FORM_TEXTS.userName), t(FORM_TEXTS.userNameHint), prefill?.userName ?? ''),
    textItem(
      'cardNo',
      t(FORM_TEXTS.accountNumber),
      t(FORM_TEXTS.accountNumberHint),
      prefill?.accountNumber ?? '',
      true,
    ),
    textItem(
      'confirmCardNo',
      t(FORM_TEXTS.repeatAccountNumber),
      t(FORM_TEXTS.repeatAccountNumberHint),
      prefill?.accountNumber ?? '',
      true,
    ),
  ];
};
