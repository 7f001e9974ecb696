import { DEFAULT_CHANNEL_NUMBER } from '../platform/constants.ts';
import { walletName } from '../repayment/mobile-money.ts';
import { CardType } from './calls.ts';

/** A mobile-money provider or a bank the lender pays out to; banks have no channel number. */
export type PayoutProvider = { code: string; name: string; channelNumber: string };

/** The wallets paid out to, named as the contract's list of wallets names them. */
export const MOBILE_MONEY_PROVIDERS: readonly PayoutProvider[] = [
  { code: 'TZ0001', name: walletName('TZ0001'), channelNumber: DEFAULT_CHANNEL_NUMBER },
  { code: 'TZ0002', name: walletName('TZ0002'), channelNumber: '90007' },
  { code: 'TZ0003', name: walletName('TZ0003'), channelNumber: '90008' },
  { code: 'TZ0004', name: walletName('TZ0004'), channelNumber: '90009' },
];

export const BANKS: readonly PayoutProvider[] = [
  { code: 'TZB001', name: 'CRDB Bank', channelNumber: '' },
  { code: 'TZB002', name: 'NMB Bank', channelNumber: '' },
  { code: 'TZB003', name: 'NBC Bank', channelNumber: '' },
  { code: 'TZB004', name: 'Exim Bank', channelNumber: '' },
];

export type CardTypeValue = (typeof CardType)[keyof typeof CardType];

export const providersOf = (cardType: CardTypeValue): readonly PayoutProvider[] =>
  cardType === CardType.mobileMoney ? MOBILE_MONEY_PROVIDERS : BANKS;
