import { API_BASE, LOAN_AGREEMENT } from '@tz-loan/contract/constants';
import { formatMoney } from '@tz-loan/contract/money';
import { formatPhone } from '@tz-loan/contract/phone';
import { escapeHtml } from '../../../shared/html.ts';
import { days, dueText, tzs } from './figures.ts';
import { formatRateBp } from './pricing.ts';
import type { ContractView } from './service.ts';

export const CONTRACT_CSS_PATH = `${API_BASE}/v3/contract/view.css`;

// Styles come from a stylesheet route, not a <style> block or attributes: nothing inline for the CSP.
const page = (title: string, body: string, embed: boolean) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${CONTRACT_CSS_PATH}">
</head>
<body class="${embed ? 'embed' : 'page'}">
${body}
</body>
</html>
`;

const row = (label: string, value: string) =>
  `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;

/** The roll-over the Borrower may ask for, and what it costs. */
const rollOver = (v: ContractView) =>
  v.deferralDays > 0
    ? `${formatRateBp(v.deferralFeeBp)} of what is still owed on the instalments, only if you ask for a roll-over: it moves the unpaid due dates ${days(v.deferralDays)} later`
    : 'None: this loan cannot be rolled over';

const keyFacts = (v: ContractView) => {
  const f = v.figures;
  return `<table class="facts">
${row('Product', v.productName)}
${v.orderId ? row('Order number', v.orderId) : ''}
${row('Loan amount', tzs(f.amount))}
${row('Loan term', days(f.termDays))}
${row('Instalments', String(f.periods))}
${row('Interest', tzs(f.interest))}
${row('Service fee', tzs(f.serviceFee))}
${row('APR', formatRateBp(f.aprBp))}
${row('Total repayable', tzs(f.totalRepayable))}
${row('Overdue penalty', `${formatRateBp(v.penaltyDailyBp)} of the overdue amount per day, after ${days(v.graceDays)} of grace`)}
${row('Roll-over fee', rollOver(v))}
</table>`;
};

const schedule = (v: ContractView) => `<table class="plan">
<thead><tr><th>No.</th><th>Amount (TZS)</th><th>Due date</th></tr></thead>
<tbody>
${v.figures.plan
  .map(
    (l) =>
      `<tr><td>${l.periodNo}/${v.figures.periods}</td><td>${escapeHtml(formatMoney(l.amount))}</td><td>${escapeHtml(dueText(l))}</td></tr>`,
  )
  .join('\n')}
</tbody>
<tfoot><tr><th>Total</th><td>${escapeHtml(formatMoney(v.figures.totalRepayable))}</td><td></td></tr></tfoot>
</table>`;

const agreementTerms = (v: ContractView) => {
  const f = v.figures;
  const a = LOAN_AGREEMENT;
  return `<h2>Terms</h2>
<ol class="terms">
<li>The Lender lends amounts from ${escapeHtml(tzs(a.amountMinMinor))} to ${escapeHtml(tzs(a.amountMaxMinor))}. Under this agreement the Borrower borrows ${escapeHtml(tzs(f.amount))}.</li>
<li>Loans run from ${a.termMinDays} to ${a.termMaxDays} days. This loan runs ${escapeHtml(days(f.termDays))} from the day it is paid out, and is repaid in ${f.periods} ${f.periods === 1 ? 'instalment' : 'instalments'} as the schedule above shows.</li>
<li>The annual percentage rate (APR) of every loan is below ${escapeHtml(formatRateBp(a.aprBelowBp))}. The APR of this loan is ${escapeHtml(formatRateBp(f.aprBp))}: interest of ${escapeHtml(tzs(f.interest))} and a service fee of ${escapeHtml(tzs(f.serviceFee))}. Nothing else is charged, apart from the overdue penalty above if an instalment is paid late${v.deferralDays > 0 ? ', and the roll-over fee above if the Borrower asks for a roll-over' : ''}.</li>
<li>The overdue penalty is charged for each day after an instalment's due date and grace days, on the part of it still unpaid at the start of that day, rounded down to a cent. Each payment goes to the instalments in order, each one's penalty first.${v.deferralDays > 0 ? ` A roll-over is possible while a payment is due or overdue: its fee (${escapeHtml(formatRateBp(v.deferralFeeBp))} of what is still owed on the instalments, shown before paying) moves the unpaid due dates ${escapeHtml(days(v.deferralDays))} later; a penalty already charged stays.` : ''}</li>
<li>The Borrower confirms being ${a.adultAge} years of age or older.</li>
<li>The loan is paid out to the Borrower's payout account once the application is approved. Due dates are counted from the day of the payout.</li>
<li>The Lender uses the Borrower's device information, identity document and selfie images, device identifiers and approximate location for loan checks. The data is deleted after use and shared only with partner financial institutions, regulators or as the law requires.</li>
</ol>`;
};

export const renderContract = (v: ContractView, embed: boolean) => {
  const heading = embed
    ? ''
    : `<header><h1>${escapeHtml(v.title)}</h1><p>${escapeHtml(v.productName)} · ${escapeHtml(v.dated)}</p></header>`;
  const body = `${heading}
<main>
<p class="parties">${v.position === '1' ? 'This agreement is made' : 'These are the key facts of the loan'} between the Lender, a registered non-bank lender company, and the Borrower using the phone number <strong>${escapeHtml(formatPhone(v.borrowerPhone))}</strong>.</p>
<p class="dated">${v.orderId ? 'Applied on' : 'Offer dated'} ${escapeHtml(v.dated)}.</p>
<h2>Key facts</h2>
${keyFacts(v)}
<h2>Repayment schedule</h2>
${schedule(v)}
${v.position === '1' ? agreementTerms(v) : '<p class="note">Pay each instalment by its due date. The full terms are in the Loan Agreement.</p>'}
</main>`;
  return page(v.title, body, embed);
};

/** A page in place of the contract: expired session, unknown contract. Plain words, never a stack. */
export const renderMessage = (title: string, text: string, embed: boolean) =>
  page(title, `<main class="message"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>`, embed);
