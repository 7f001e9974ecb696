import { LOAN_AGREEMENT } from '@tz-loan/contract/platform/constants';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { formatPhone } from '@tz-loan/contract/platform/phone';
import type { Config } from '../../../config.ts';
import { formatRateBp } from '../../../domain/pricing.ts';
import { escapeHtml } from '../../../shared/html.ts';
import { type Language, type Message, say } from '../../../shared/i18n.ts';
import { daysText, instalmentsText, LOAN_TEXTS } from '../texts.ts';
import { CONTRACT_CSS } from './contract-css.ts';
import { AGREEMENT_TERMS, CONTRACT_TEXTS } from './contract-texts.ts';
import { dueText, tzs } from './figures.ts';
import type { ContractView } from './view.ts';

/** Says the page's texts in one language: its words escaped, its values given already as HTML. */
const htmlTexts = (language: Language) => ({
  language,
  /** A text as HTML; every value must be escaped (or markup built from escaped values). */
  html: (message: Message, values: Record<string, string> = {}) =>
    say({ en: escapeHtml(message.en), sw: escapeHtml(message.sw) }, language, values),
  /** A text as plain words, to be escaped where it is placed. */
  plain: (message: Message, values?: Record<string, string | number>) => say(message, language, values),
  days: (count: number) => daysText(count, language),
});
type Texts = ReturnType<typeof htmlTexts>;

// The style comes with the page: inside the agreement modal's frame a stylesheet of its own would be
// one more round trip before the borrower can read the agreement. No script, no style attributes.
const page = (title: string, body: string, embed: boolean, language: Language) => `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${CONTRACT_CSS}</style>
</head>
<body class="${embed ? 'embed' : 'page'}">
${body}
</body>
</html>
`;

const row = (label: string, value: string) =>
  `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;

/** The roll-over the Borrower may ask for, and what it costs. */
const rollOver = (v: ContractView, t: Texts) =>
  v.deferralDays > 0
    ? t.plain(CONTRACT_TEXTS.rollOver, { rate: formatRateBp(v.deferralFeeBp), days: t.days(v.deferralDays) })
    : t.plain(CONTRACT_TEXTS.noRollOver);

const keyFacts = (v: ContractView, t: Texts) => {
  const f = v.figures;
  const penalty = t.plain(CONTRACT_TEXTS.penalty, {
    rate: formatRateBp(v.penaltyDailyBp),
    grace: t.days(v.graceDays),
  });
  return `<table class="facts">
${row(t.plain(CONTRACT_TEXTS.product), v.productName)}
${v.orderId ? row(t.plain(CONTRACT_TEXTS.orderNumber), v.orderId) : ''}
${row(t.plain(LOAN_TEXTS.loanAmount), tzs(f.amount))}
${row(t.plain(LOAN_TEXTS.loanTerm), t.days(f.termDays))}
${row(t.plain(LOAN_TEXTS.instalmentCount), String(f.periods))}
${row(t.plain(CONTRACT_TEXTS.interestMethod), t.plain(CONTRACT_TEXTS[v.interestMethod], { rate: formatRateBp(v.interestRateBp) }))}
${row(t.plain(LOAN_TEXTS.interest), tzs(f.interest))}
${row(t.plain(LOAN_TEXTS.serviceFee), tzs(f.serviceFee))}
${row(t.plain(LOAN_TEXTS.apr), formatRateBp(f.aprBp))}
${row(t.plain(LOAN_TEXTS.totalRepayable), tzs(f.totalRepayable))}
${row(t.plain(LOAN_TEXTS.overduePenalty), penalty)}
${row(t.plain(CONTRACT_TEXTS.rollOverFee), rollOver(v, t))}
</table>`;
};

const schedule = (v: ContractView, t: Texts) => `<table class="plan">
<thead><tr><th>${t.html(CONTRACT_TEXTS.number)}</th><th>${t.html(CONTRACT_TEXTS.amountTzs)}</th><th>${t.html(LOAN_TEXTS.dueDate)}</th></tr></thead>
<tbody>
${v.figures.plan
  .map(
    (l) =>
      `<tr><td>${l.periodNo}/${v.figures.periods}</td><td>${escapeHtml(formatMoney(l.amount))}</td><td>${escapeHtml(dueText(l, t.language))}</td></tr>`,
  )
  .join('\n')}
</tbody>
<tfoot><tr><th>${t.html(CONTRACT_TEXTS.total)}</th><td>${escapeHtml(formatMoney(v.figures.totalRepayable))}</td><td></td></tr></tfoot>
</table>`;

const agreementTerms = (v: ContractView, t: Texts) => {
  const f = v.figures;
  const a = LOAN_AGREEMENT;
  const rollOver = v.deferralDays > 0;
  const value = (text: string) => escapeHtml(text);
  const terms = [
    t.html(AGREEMENT_TERMS.amount, {
      min: value(tzs(a.amountMinMinor)),
      max: value(tzs(a.amountMaxMinor)),
      amount: value(tzs(f.amount)),
    }),
    t.html(AGREEMENT_TERMS.term, {
      minDays: value(String(a.termMinDays)),
      maxDays: value(String(a.termMaxDays)),
      term: value(t.days(f.termDays)),
      instalments: value(instalmentsText(f.periods, t.language)),
    }),
    t.html(
      v.interestMethod === 'reducing' ? AGREEMENT_TERMS.interestReducing : AGREEMENT_TERMS.interestFlat,
      {
        rate: value(formatRateBp(v.interestRateBp)),
        amount: value(tzs(f.amount)),
        term: value(t.days(f.termDays)),
        interest: value(tzs(f.interest)),
      },
    ),
    t.html(rollOver ? AGREEMENT_TERMS.costWithRollOver : AGREEMENT_TERMS.cost, {
      aprMax: value(formatRateBp(a.aprBelowBp)),
      apr: value(formatRateBp(f.aprBp)),
      interest: value(tzs(f.interest)),
      fee: value(tzs(f.serviceFee)),
    }),
    t.html(AGREEMENT_TERMS.penalty) +
      (rollOver
        ? ` ${t.html(AGREEMENT_TERMS.rollOver, {
            rate: value(formatRateBp(v.deferralFeeBp)),
            days: value(t.days(v.deferralDays)),
          })}`
        : ''),
    t.html(AGREEMENT_TERMS.age, { age: value(String(a.adultAge)) }),
    t.html(AGREEMENT_TERMS.payout),
    t.html(AGREEMENT_TERMS.data),
  ];
  return `<h2>${t.html(AGREEMENT_TERMS.heading)}</h2>
<ol class="terms">
${terms.map((term) => `<li>${term}</li>`).join('\n')}
</ol>`;
};

/** The Lender as its settings name it (PRODUCT.md §15): whom the Borrower writes to, calls or visits. */
export type ContractLender = Config['lender'];

const lenderSection = (lender: ContractLender, t: Texts) => `<h2>${t.html(CONTRACT_TEXTS.lender)}</h2>
<table class="facts lender">
${row(t.plain(CONTRACT_TEXTS.lenderName), lender.name)}
${row(t.plain(CONTRACT_TEXTS.lenderLicence), lender.licence)}
${row(t.plain(CONTRACT_TEXTS.lenderAddress), lender.address)}
${row(t.plain(CONTRACT_TEXTS.lenderTelephone), lender.telephone)}
${row(t.plain(CONTRACT_TEXTS.lenderEmail), lender.email)}
</table>
<p class="note">${t.html(CONTRACT_TEXTS.lenderContact)}</p>`;

/**
 * A contract page in the reader's language: the title and figures come in `v`, the Lender from the
 * settings, the words from here.
 */
export const renderContract = (
  v: ContractView,
  lender: ContractLender,
  embed: boolean,
  language: Language,
) => {
  const t = htmlTexts(language);
  const agreement = v.position === '1';
  const heading = embed
    ? ''
    : `<header><h1>${escapeHtml(v.title)}</h1><p>${escapeHtml(v.productName)} · ${escapeHtml(v.dated)}</p></header>`;
  const parties = {
    lender: `<strong>${escapeHtml(lender.name)}</strong>`,
    licence: escapeHtml(lender.licence),
    phone: `<strong>${escapeHtml(formatPhone(v.borrowerPhone))}</strong>`,
  };
  const body = `${heading}
<main>
<p class="parties">${t.html(agreement ? CONTRACT_TEXTS.partiesAgreement : CONTRACT_TEXTS.partiesKeyFacts, parties)}</p>
<p class="dated">${t.html(v.orderId ? CONTRACT_TEXTS.appliedOn : CONTRACT_TEXTS.offerDated, { date: escapeHtml(v.dated) })}</p>
<h2>${t.html(CONTRACT_TEXTS.keyFacts)}</h2>
${keyFacts(v, t)}
<h2>${t.html(CONTRACT_TEXTS.schedule)}</h2>
${schedule(v, t)}
${agreement ? agreementTerms(v, t) : `<p class="note">${t.html(CONTRACT_TEXTS.seeAgreement)}</p>`}
${lenderSection(lender, t)}
</main>`;
  return page(v.title, body, embed, language);
};

/** A page in place of the contract: expired session, unknown contract. Plain words, never a stack. */
export const renderMessage = (title: string, text: string, embed: boolean, language: Language) =>
  page(
    title,
    `<main class="message"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>`,
    embed,
    language,
  );
