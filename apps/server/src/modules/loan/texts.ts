import { defineMessages, type Language, say } from '../../shared/i18n.ts';

/** The words every loan screen shares: figures' labels and counts of days and instalments. */
export const LOAN_TEXTS = defineMessages({
  day: { en: '{count} day', sw: 'siku {count}' },
  days: { en: '{count} days', sw: 'siku {count}' },
  instalment: { en: '{count} instalment', sw: 'awamu {count}' },
  instalments: { en: '{count} instalments', sw: 'awamu {count}' },
  amount: { en: 'Amount', sw: 'Kiasi' },
  loanAmount: { en: 'Loan amount', sw: 'Kiasi cha mkopo' },
  term: { en: 'Term', sw: 'Muda wa mkopo' },
  loanTerm: { en: 'Loan term', sw: 'Muda wa mkopo' },
  instalmentCount: { en: 'Instalments', sw: 'Idadi ya awamu' },
  interest: { en: 'Interest', sw: 'Riba' },
  serviceFee: { en: 'Service fee', sw: 'Ada ya huduma' },
  apr: { en: 'APR', sw: 'Gharama kwa mwaka (APR)' },
  aprRate: { en: 'APR {rate}', sw: 'Gharama kwa mwaka {rate}' },
  interestMethod: { en: 'How interest is counted', sw: 'Jinsi riba inavyohesabiwa' },
  reducing: {
    en: '{rate} a year, by the day, on what you still owe: pay early and you pay less',
    sw: '{rate} kwa mwaka, kwa siku, juu ya kiasi unachodaiwa bado: ukilipa mapema unalipa kidogo',
  },
  flat: {
    en: '{rate} a year, on the whole amount for the whole term',
    sw: '{rate} kwa mwaka, juu ya kiasi chote kwa muda wote',
  },
  totalRepayable: { en: 'Total repayable', sw: 'Jumla ya kulipa' },
  overduePenalty: { en: 'Overdue penalty', sw: 'Adhabu ya kuchelewa' },
  dueDate: { en: 'Due date', sw: 'Tarehe ya kulipa' },
});

/** '1 day', '91 days'. */
export const daysText = (count: number, language: Language) =>
  say(count === 1 ? LOAN_TEXTS.day : LOAN_TEXTS.days, language, { count });

/** '1 instalment', '4 instalments'. */
export const instalmentsText = (count: number, language: Language) =>
  say(count === 1 ? LOAN_TEXTS.instalment : LOAN_TEXTS.instalments, language, { count });
