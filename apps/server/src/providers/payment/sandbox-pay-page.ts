import { formatMoney } from '@tz-loan/contract/platform/money';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../shared/html.ts';
import { type Language, type Message, say, type Values } from '../../shared/i18n.ts';
import { OTHER_PAYMENT_STATE, PAY_PAGE_TEXTS, PAYMENT_STATES } from './sandbox-pay-page-texts.ts';
import type { SandboxPayment } from './sandbox-payment.ts';

// The sandbox provider's hosted pay page: a tester pays the whole amount, a part of it, or makes the
// payment fail, and is sent back to the app. Plain HTML with no script: CSP allows none inline. In the
// reader's language: the `language` the app put in the address, else Accept-Language.

const CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f5f5;color:#333;overflow-wrap:anywhere}
main{max-width:420px;margin:0 auto;padding:16px}h1{font-size:20px}.card{background:#fff;border-radius:8px;padding:16px;margin:12px 0}
.amount{font-size:28px;font-weight:600}button{width:100%;height:44px;border:0;border-radius:8px;font-size:16px;margin-top:8px}
.pay{background:#1677ff;color:#fff}.part{background:#fff;border:1px solid #1677ff;color:#1677ff}.fail{background:#fff;border:1px solid #ff3141;color:#ff3141}
label{display:block}input{box-sizing:border-box;width:100%;height:40px;font-size:16px;padding:0 8px;border:1px solid #ccc;border-radius:6px;margin-top:4px}.note{color:#999;font-size:13px}`;

// A path of this app and its query, in URL characters only: it starts with '/' and a letter or digit
// (never '//', '/\\' or '/%…', which a browser may read as another host), and holds no space, no
// control character and no encoded one (a browser drops a tab or newline from a URL, so '/\t/evil'
// would lead to '//evil').
const RETURN_PATH = /^\/(?:[A-Za-z0-9][A-Za-z0-9._~/-]*)?(?:\?[A-Za-z0-9._~%!$&'()*+,;=:@/?-]*)?$/;
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** The borrower's session token is never carried on by the pay page (PRODUCT.md §8). */
const withoutSession = (path: string) => {
  const [pathname = '', query] = path.split(/\?(.*)/s, 2);
  if (query === undefined) return path;
  const kept = query.split('&').filter((pair) => !/^session_?id(=|$)/i.test(pair));
  return kept.length > 0 ? `${pathname}?${kept.join('&')}` : pathname;
};

/** The return address, marked as a payment that did not go through (`payment=failed`). */
const withFailure = (back: string) => `${back}${back.includes('?') ? '&' : '?'}payment=failed`;

/**
 * The `return` address the app gave, without a session token: '' when none, null when it is not a
 * path of this app (the page then refuses to do anything).
 */
export const readReturnPath = (value: unknown): string | null => {
  if (value === undefined || value === '') return '';
  if (typeof value !== 'string' || value.length > 2000) return null;
  return RETURN_PATH.test(value) && !ENCODED_CONTROL.test(value) ? withoutSession(value) : null;
};

/** The page in one language: its texts, and its own addresses carrying that language on. */
const pageIn = (language: Language) => {
  const t = (message: Message, values?: Values) => escapeHtml(say(message, language, values));
  const page = (title: Message, body: string) =>
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t(title)}</title><style>${CSS}</style></head><body><main><h1>${t(title)}</h1>${body}</main></body></html>`;
  const stateText = (state: string) =>
    `<p>${PAYMENT_STATES[state] ? t(PAYMENT_STATES[state]) : t(OTHER_PAYMENT_STATE, { state })}</p>`;
  return {
    t,
    page,
    stateText,
    notFound: () => page(PAY_PAGE_TEXTS.notFound, `<p>${t(PAY_PAGE_TEXTS.badLink)}</p>`),
    badReturn: () => page(PAY_PAGE_TEXTS.badReturn, `<p>${t(PAY_PAGE_TEXTS.badReturnText)}</p>`),
    /** This page's address, with the language and, when there is one, the return path. */
    address: (pageToken: string, back = '') =>
      `/sandbox/pay/${pageToken}?language=${language}${back ? `&return=${encodeURIComponent(back)}` : ''}`,
  };
};

export const registerSandboxPayPage = (app: FastifyInstance, sandbox: SandboxPayment) => {
  app.get<{ Params: { token: string }; Querystring: { return?: string } }>(
    '/sandbox/pay/:token',
    async (request, reply) => {
      const { t, page, stateText, notFound, badReturn, address } = pageIn(request.language);
      const collection = await sandbox.collectionByToken(request.params.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!collection) return reply.status(404).send(notFound());
      const back = readReturnPath(request.query.return);
      if (back === null) return reply.status(400).send(badReturn());
      const backLink = back ? `<p><a href="${escapeHtml(back)}">${t(PAY_PAGE_TEXTS.backToApp)}</a></p>` : '';
      if (collection.state !== 'open') {
        return page(
          PAY_PAGE_TEXTS.title,
          `<div class="card">${stateText(collection.state)}</div>${backLink}`,
        );
      }
      const action = escapeHtml(address(collection.pageToken));
      const hidden = `<input type="hidden" name="return" value="${escapeHtml(back)}">`;
      const amount = formatMoney(collection.amount);
      return page(
        PAY_PAGE_TEXTS.title,
        `<div class="card"><p>${t(PAY_PAGE_TEXTS.trade, { tradeNo: collection.tradeNo })}</p><p class="amount">${amount} TZS</p>
<p class="note">${t(PAY_PAGE_TEXTS.testOnly)}</p></div>
<form method="post" action="${action}" class="card">${hidden}<input type="hidden" name="action" value="full"><button class="pay" type="submit">${t(PAY_PAGE_TEXTS.payAll, { amount })}</button></form>
<form method="post" action="${action}" class="card">${hidden}<input type="hidden" name="action" value="part">
<label>${t(PAY_PAGE_TEXTS.partLabel)} <input name="amount" inputmode="numeric" pattern="[0-9]*" required></label><button class="part" type="submit">${t(PAY_PAGE_TEXTS.payPart)}</button></form>
<form method="post" action="${action}" class="card">${hidden}<input type="hidden" name="action" value="fail"><button class="fail" type="submit">${t(PAY_PAGE_TEXTS.makeFail)}</button></form>`,
      );
    },
  );

  app.post<{ Params: { token: string }; Body: { action?: string; amount?: string; return?: string } }>(
    '/sandbox/pay/:token',
    async (request, reply) => {
      const { t, page, stateText, notFound, badReturn, address } = pageIn(request.language);
      const collection = await sandbox.collectionByToken(request.params.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!collection) return reply.status(404).send(notFound());
      const body = request.body ?? {};
      // Checked before anything moves: a payment is never taken for a redirect that cannot be made.
      const back = readReturnPath(body.return);
      if (back === null) return reply.status(400).send(badReturn());
      let outcome: { status: 'paid'; amount: number } | { status: 'failed' };
      if (body.action === 'fail') outcome = { status: 'failed' };
      else if (body.action === 'part') {
        const shillings = /^\d{1,12}$/.test(body.amount ?? '') ? Number(body.amount) : 0;
        const amount = shillings * 100;
        if (amount <= 0 || amount > collection.amount) {
          const retry = escapeHtml(address(collection.pageToken, back));
          return reply
            .status(400)
            .send(
              page(
                PAY_PAGE_TEXTS.amountRefused,
                `<p>${t(PAY_PAGE_TEXTS.wholeShillings, { amount: formatMoney(collection.amount) })}</p><p><a href="${retry}">${t(PAY_PAGE_TEXTS.tryAgain)}</a></p>`,
              ),
            );
        }
        outcome = { status: 'paid', amount };
      } else outcome = { status: 'paid', amount: collection.amount };
      const result = await sandbox.settle({ pageToken: collection.pageToken }, outcome);
      if (!result.ok) return reply.status(409).send(page(PAY_PAGE_TEXTS.notPaid, stateText(result.reason)));
      // As a provider's return address does, it says how the payment ended: a failed one leaves the loan
      // as it was, and the app's screen has nothing else to tell it by.
      if (back) return reply.redirect(outcome.status === 'failed' ? withFailure(back) : back, 303);
      return page(
        outcome.status === 'paid' ? PAY_PAGE_TEXTS.received : PAY_PAGE_TEXTS.failed,
        `<p>${t(PAY_PAGE_TEXTS.goBack)}</p>`,
      );
    },
  );
};
