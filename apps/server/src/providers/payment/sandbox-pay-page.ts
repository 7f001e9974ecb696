import { formatMoney } from '@tz-loan/contract/money';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../shared/html.ts';
import type { SandboxPayment } from './sandbox-payment.ts';

// The sandbox provider's hosted pay page: a tester pays the whole amount, a part of it, or makes the
// payment fail, and is sent back to the app. Plain HTML with no script: CSP allows none inline.

const CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f5f5;color:#333}
main{max-width:420px;margin:0 auto;padding:16px}h1{font-size:20px}.card{background:#fff;border-radius:8px;padding:16px;margin:12px 0}
.amount{font-size:28px;font-weight:600}button{width:100%;height:44px;border:0;border-radius:8px;font-size:16px;margin-top:8px}
.pay{background:#1677ff;color:#fff}.part{background:#fff;border:1px solid #1677ff;color:#1677ff}.fail{background:#fff;border:1px solid #ff3141;color:#ff3141}
input{width:100%;height:40px;font-size:16px;padding:0 8px;border:1px solid #ccc;border-radius:6px}.note{color:#999;font-size:13px}`;

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

/**
 * The `return` address the app gave, without a session token: '' when none, null when it is not a
 * path of this app (the page then refuses to do anything).
 */
export const readReturnPath = (value: unknown): string | null => {
  if (value === undefined || value === '') return '';
  if (typeof value !== 'string' || value.length > 2000) return null;
  return RETURN_PATH.test(value) && !ENCODED_CONTROL.test(value) ? withoutSession(value) : null;
};

const BAD_RETURN_TITLE = 'This return address is not accepted';
const BAD_RETURN_TEXT = '<p>The link back to the app is not a page of this app. Nothing was paid.</p>';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${CSS}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

export const registerSandboxPayPage = (app: FastifyInstance, sandbox: SandboxPayment) => {
  app.get<{ Params: { token: string }; Querystring: { return?: string } }>(
    '/sandbox/pay/:token',
    async (request, reply) => {
      const collection = await sandbox.collectionByToken(request.params.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!collection)
        return reply.status(404).send(page('Payment not found', '<p>This payment link is not valid.</p>'));
      const back = readReturnPath(request.query.return);
      if (back === null) return reply.status(400).send(page(BAD_RETURN_TITLE, BAD_RETURN_TEXT));
      const backLink = back ? `<p><a href="${escapeHtml(back)}">Back to the app</a></p>` : '';
      if (collection.state !== 'open') {
        return page(
          'Sandbox pay page',
          `<div class="card"><p>This payment is ${escapeHtml(collection.state)}.</p></div>${backLink}`,
        );
      }
      const action = `/sandbox/pay/${escapeHtml(collection.pageToken)}`;
      const hidden = `<input type="hidden" name="return" value="${escapeHtml(back)}">`;
      return page(
        'Sandbox pay page',
        `<div class="card"><p>Trade ${escapeHtml(collection.tradeNo)}</p><p class="amount">${formatMoney(collection.amount)} TZS</p>
<p class="note">A test payment provider: no real money moves.</p></div>
<form method="post" action="${action}" class="card">${hidden}<input type="hidden" name="action" value="full"><button class="pay" type="submit">Pay ${formatMoney(collection.amount)} TZS</button></form>
<form method="post" action="${action}" class="card">${hidden}<input type="hidden" name="action" value="part">
<label>Pay part (TZS) <input name="amount" inputmode="numeric" pattern="[0-9]*" required></label><button class="part" type="submit">Pay part</button></form>
<form method="post" action="${action}" class="card">${hidden}<input type="hidden" name="action" value="fail"><button class="fail" type="submit">Make the payment fail</button></form>`,
      );
    },
  );

  app.post<{ Params: { token: string }; Body: { action?: string; amount?: string; return?: string } }>(
    '/sandbox/pay/:token',
    async (request, reply) => {
      const collection = await sandbox.collectionByToken(request.params.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!collection)
        return reply.status(404).send(page('Payment not found', '<p>This payment link is not valid.</p>'));
      const body = request.body ?? {};
      // Checked before anything moves: a payment is never taken for a redirect that cannot be made.
      const back = readReturnPath(body.return);
      if (back === null) return reply.status(400).send(page(BAD_RETURN_TITLE, BAD_RETURN_TEXT));
      const retry = `/sandbox/pay/${collection.pageToken}${back ? `?return=${encodeURIComponent(back)}` : ''}`;
      let outcome: { status: 'paid'; amount: number } | { status: 'failed' };
      if (body.action === 'fail') outcome = { status: 'failed' };
      else if (body.action === 'part') {
        const shillings = /^\d{1,12}$/.test(body.amount ?? '') ? Number(body.amount) : 0;
        const amount = shillings * 100;
        if (amount <= 0 || amount > collection.amount) {
          return reply
            .status(400)
            .send(
              page(
                'Amount not accepted',
                `<p>Enter whole shillings, at most ${formatMoney(collection.amount)} TZS.</p><p><a href="${escapeHtml(retry)}">Try again</a></p>`,
              ),
            );
        }
        outcome = { status: 'paid', amount };
      } else outcome = { status: 'paid', amount: collection.amount };
      const result = await sandbox.settle({ pageToken: collection.pageToken }, outcome);
      if (!result.ok) {
        return reply
          .status(409)
          .send(page('Not paid', `<p>This payment is ${escapeHtml(result.reason)}.</p>`));
      }
      if (back) return reply.redirect(back, 303);
      return page(
        outcome.status === 'paid' ? 'Payment received' : 'Payment failed',
        '<p>You can go back to the app.</p>',
      );
    },
  );
};
