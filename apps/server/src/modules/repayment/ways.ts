import { RepayType } from '@tz-loan/contract/repayment/paths';
import { defineMessages, type Language, say } from '../../shared/i18n.ts';

/** How a payment was made, in the borrower's words (receipts, loan details, statements). */
export const WAY_TEXTS = defineMessages({
  payCode: { en: 'Pay code', sw: 'Namba ya malipo' },
  qrCode: { en: 'QR code', sw: 'Msimbo wa QR' },
  payPage: { en: 'Pay page', sw: 'Ukurasa wa malipo' },
  push: { en: 'Prompt on my phone', sw: 'Ombi kwenye simu yangu' },
  card: { en: 'Debit card', sw: 'Kadi ya benki' },
  reference: { en: 'Payment reference', sw: 'Kumbukumbu ya malipo' },
  other: { en: 'Payment', sw: 'Malipo' },
});

const BY_TYPE: Record<string, keyof typeof WAY_TEXTS> = {
  [RepayType.payCode]: 'payCode',
  [RepayType.qrCode]: 'qrCode',
  [RepayType.payUrl]: 'payPage',
  [RepayType.push]: 'push',
};

/** The way of a payment from its source and its trade's type; a card payment's reference starts 'card:'. */
export const wayText = (
  payment: { source: string; repayType: string | null; reference?: string },
  language: Language,
) => {
  if (payment.source === 'utr') return say(WAY_TEXTS.reference, language);
  if (payment.reference?.startsWith('card:')) return say(WAY_TEXTS.card, language);
  return say(WAY_TEXTS[BY_TYPE[payment.repayType ?? ''] ?? 'other'], language);
};
