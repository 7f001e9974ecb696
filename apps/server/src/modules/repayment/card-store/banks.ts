import type { Message } from '../../../shared/i18n.ts';

/** The banks whose debit cards the lender takes: brand names read the same in every language. */
export type CardBank = { code: string; name: Message };

const brand = (name: string): Message => ({ en: name, sw: name });

export const CARD_BANKS: readonly CardBank[] = [
  { code: 'CRDB', name: brand('CRDB Bank') },
  { code: 'NMB', name: brand('NMB Bank') },
  { code: 'NBC', name: brand('NBC Bank') },
  { code: 'EXIM', name: brand('Exim Bank') },
  { code: 'STANBIC', name: brand('Stanbic Bank') },
  { code: 'ABSA', name: brand('Absa Bank') },
];

export const findCardBank = (code: string) => CARD_BANKS.find((bank) => bank.code === code);
