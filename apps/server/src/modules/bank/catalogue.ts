import { CardType } from '@tz-loan/contract/bank/calls';
import { type CardTypeValue, type PayoutProvider, providersOf } from '@tz-loan/contract/bank/providers';
import type { Message } from '../../shared/i18n.ts';
import { FORM_TEXTS } from './texts.ts';

/** A mobile-money provider or a bank the lender pays out to; banks have no channel number. */
export type Provider = PayoutProvider;

export const CARD_TYPE_NAMES: Record<CardTypeValue, Message> = {
  [CardType.mobileMoney]: FORM_TEXTS.mobileMoney,
  [CardType.bank]: FORM_TEXTS.bankAccount,
};

export const isCardType = (value: string): value is CardTypeValue =>
  value === CardType.mobileMoney || value === CardType.bank;

export const findProvider = (cardType: CardTypeValue, code: string): Provider | undefined =>
  providersOf(cardType).find((provider) => provider.code === code);
