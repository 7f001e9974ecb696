import { defineMessages } from '../../../shared/i18n.ts';

/** Loan details' status line and description for each status (PRODUCT.md §5). */
export const NOTICE_TEXTS = defineMessages({
  underReview: { en: 'Under review', sw: 'Inakaguliwa' },
  underReviewText: {
    en: 'We are reviewing your application. The decision will appear here.',
    sw: 'Tunakagua ombi lako. Uamuzi utaonekana hapa.',
  },
  rejected: { en: 'Not approved', sw: 'Halijaidhinishwa' },
  rejectedText: {
    en: 'We could not approve this application. You can apply again.',
    sw: 'Hatukuweza kuidhinisha ombi hili. Unaweza kuomba tena.',
  },
  approved: { en: 'Approved', sw: 'Limeidhinishwa' },
  onItsWay: { en: 'Your money is on its way to {account}.', sw: 'Pesa yako iko njiani kwenda {account}.' },
  approvedNoAccount: {
    en: 'Your loan is approved. Bind a payout account so we can send the money.',
    sw: 'Mkopo wako umeidhinishwa. Ongeza akaunti ya kupokea mkopo ili tukutumie pesa.',
  },
  payoutFailed: { en: 'Payout failed', sw: 'Imeshindikana kutuma pesa' },
  payoutFailedText: {
    en: 'We could not send the money to {account}. Please change your payout account.',
    sw: 'Hatukuweza kutuma pesa kwenda {account}. Tafadhali badilisha akaunti ya kupokea mkopo.',
  },
  payoutFailedNoAccount: {
    en: 'We could not send the money: no payout account is bound. Please bind one.',
    sw: 'Hatukuweza kutuma pesa: hakuna akaunti ya kupokea mkopo. Tafadhali ongeza akaunti.',
  },
  repaying: { en: 'Repaying', sw: 'Marejesho yanaendelea' },
  repayingText: { en: 'Next payment {owed} on {due}.', sw: 'Malipo yajayo: {owed} tarehe {due}.' },
  due: { en: 'Payment due', sw: 'Muda wa kulipa umefika' },
  dueText: {
    en: '{owed} is due on {due}. Please pay by {graceEnd} so the loan does not become overdue.',
    sw: 'Unadaiwa {owed} tarehe {due}. Tafadhali lipa kufikia {graceEnd} ili mkopo usichelewe.',
  },
  overdue: { en: 'Overdue', sw: 'Imechelewa' },
  overdueText: {
    en: '{owed} was due on {due}. Please repay as soon as possible.',
    sw: '{owed} ilipaswa kulipwa tarehe {due}. Tafadhali lipa haraka iwezekanavyo.',
  },
  settled: { en: 'Settled', sw: 'Imelipwa yote' },
  settledText: {
    en: 'You have repaid this loan in full. Thank you.',
    sw: 'Umelipa mkopo huu wote. Asante.',
  },
  order: { en: 'Order', sw: 'Ombi' },
});

/** The bank-card prompt of a failed payout. */
export const CARD_PROMPT_TEXTS = defineMessages({
  title: NOTICE_TEXTS.payoutFailed,
  changeAccount: {
    en: 'We could not send your loan to {account}. Please change your payout account so we can try again.',
    sw: 'Hatukuweza kutuma mkopo wako kwenda {account}. Tafadhali badilisha akaunti ya kupokea mkopo ili tujaribu tena.',
  },
  bindAccount: {
    en: 'No payout account is bound to this loan. Please bind one so we can send the money.',
    sw: 'Mkopo huu hauna akaunti ya kupokea mkopo. Tafadhali ongeza akaunti ili tukutumie pesa.',
  },
});

/** Loan details' rows besides the figures' labels (LOAN_TEXTS). */
export const DETAIL_TEXTS = defineMessages({
  dueDateOf: { en: 'Due date {period}/{count}', sw: 'Tarehe ya kulipa {period}/{count}' },
  afterPayout: { en: '{days} days after the payout', sw: 'Siku {days} baada ya mkopo kutolewa' },
  applyTime: { en: 'Apply time', sw: 'Tarehe ya kuomba' },
  penaltyValue: {
    en: '{penalty} ({rate} a day of the overdue amount, after {grace} days of grace)',
    sw: '{penalty} ({rate} kwa siku ya kiasi kilichochelewa, baada ya siku {grace} za nyongeza)',
  },
  penaltyLeft: { en: 'Penalty still to pay', sw: 'Adhabu iliyobaki kulipa' },
  account: { en: 'Account', sw: 'Akaunti' },
  paidSoFar: { en: 'Paid so far', sw: 'Umelipa hadi sasa' },
  owedToday: { en: 'Owed today', sw: 'Deni la leo' },
});

/** The joint login failure screen (`/riceLemonK`). */
export const UNION_ERROR_TEXTS = defineMessages({
  failed: { en: 'Failed', sw: 'Imeshindikana' },
  loanInProgress: {
    en: 'You already have a loan in progress. You can apply for another once it is finished.',
    sw: 'Tayari una mkopo unaoendelea. Unaweza kuomba mwingine ukishaumaliza.',
  },
  cannotOpen: {
    en: 'We could not open this product right now. Please try again or choose another product.',
    sw: 'Hatukuweza kufungua mkopo huu kwa sasa. Tafadhali jaribu tena au chagua mkopo mwingine.',
  },
});
