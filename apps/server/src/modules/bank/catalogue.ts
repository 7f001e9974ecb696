import { CardType } from '@tz-loan/contract/bank/calls';
import { DEFAULT_CHANNEL_NUMBER } from '@tz-loan/contract/platform/constants';
import { walletName } from '@tz-loan/contract/repayment/mobile-money';
import type { Message } from '../../shared/i18n.ts';
import { FORM_TEXTS } from './texts.ts';

export type CardTypeValue = (typeof CardType)[keyof typeof CardType];

/** A mobile-money provider or a bank the lender pays out to; banks have no channel number. */
export type Provider = { code: string; name: string; channelNumber: string };

export const CARD_TYPE_NAMES: Record<CardTypeValue, Message> = {
  [CardType.mobileMoney]: FORM_TEXTS.mobileMoney,
  [CardType.bank]: FORM_TEXTS.bankAccount,
};

/** The wallets paid out to, named as the contract's list of wallets names them. */
export const MOBILE_MONEY_PROVIDERS: readonly Provider[] = [
  { code: 'TZ0001', name: walletName('TZ0001'), channelNumber: DEFAULT_CHANNEL_NUMBER },
  { code: 'TZ0002', name: walletName('TZ0002'), channelNumber: '90007' },
  { code: 'TZ0003', name: walletName('TZ0003'), channelNumber: '90008' },
  { code: 'TZ0004', name: walletName('TZ0004'), channelNumber: '90009' },
];

export const BANKS: readonly Provider[] = [
  { code: 'TZB001', name: 'CRDB Bank', channelNumber: '' },
  { code: 'TZB002', name: 'NMB Bank', channelNumber: '' },
  { code: 'TZB003', name: 'NBC Bank', channelNumber: '' },
  { code: 'TZB004', name: 'Exim Bank', channelNumber: '' },
];

export const isCardType = (value: string): value is CardTypeValue =>
  value === CardType.mobileMoney || value === CardType.bank;

export const providersOf = (cardType: CardTypeValue): readonly Provider[] =>
  cardType === CardType.mobileMoney ? MOBILE_MONEY_PROVIDERS : BANKS;

export const findProvider = (cardType: CardTypeValue, code: string): Provider | undefined =>
  providersOf(cardType).find((provider) => provider.code === code);
