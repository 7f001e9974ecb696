import { normalizePhone } from '@tz-loan/contract/platform/phone';
import { setUssdPin, ussdPinStatus } from '@tz-loan/contract/ussd/calls';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readBodiesRaw } from '../../http/raw-body.ts';
import { route } from '../../http/route.ts';
import { say } from '../../shared/i18n.ts';
import { ussdCallbackGuard } from './callback-guard.ts';
import type { UssdMenu } from './menu.ts';
import type { PinService } from './pin.ts';
import { answerOf, end } from './screen.ts';
import { END_TEXTS } from './texts.ts';

/** A gateway's request is a few short fields: anything longer is refused unread. */
const BODY_LIMIT = 2 * 1024;
const SESSION_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The borrower's USSD PIN, set and read in the app (customer-service calls, PRODUCT.md §22). */
export const registerUssdPinRoutes = (app: FastifyInstance, pins: PinService) => {
  route(app, ussdPinStatus, {}, ({ borrower }) => pins.status(borrower.id));
  // Not behind an Idempotency-Key: the key's store keeps a fast hash of the request, PIN and code in it,
  // which would undo the PIN's slow hash. Setting it is a replacement: a repeat refused for its spent
  // code changes nothing, and the status call tells the app where it stands.
  route(app, setUssdPin, {}, ({ input, borrower, request }) =>
    pins.set(borrower, { code: input.code, pin: input.pin }, { address: request.ip }),
  );
};

export type UssdCallbackSettings = {
  path: string;
  secret: string | null;
  allowedIps: readonly string[] | null;
};

const plain = (reply: FastifyReply, status: number, text: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);

/**
 * Africa's Talking's USSD callback (docs/ussd.md): a form with `sessionId`, `serviceCode`,
 * `phoneNumber`, `networkCode` and `text`, answered in plain text starting `CON ` or `END `. Whatever
 * the body holds, the caller reads a screen: a request it cannot read ends the session in words.
 */
export const registerUssdCallback = (app: FastifyInstance, menu: UssdMenu, settings: UssdCallbackSettings) =>
  app.register(async (scope) => {
    readBodiesRaw(scope, BODY_LIMIT);
    const allowed = ussdCallbackGuard(settings);
    // The session ends in Kiswahili, the menu's first language: the phone is not known here.
    const unreadable = answerOf(end(say(END_TEXTS.badRequest, 'sw')));
    scope.setErrorHandler((error, request, reply) => {
      request.log.warn({ err: error }, 'ussd request refused');
      return plain(reply, 200, unreadable);
    });
    scope.post(
      settings.path,
      { schema: { hide: true } as never, config: { acceptsControlBytes: true } },
      async (request, reply) => {
        if (!allowed(request)) {
          request.log.warn({ ip: request.ip }, 'ussd callback refused: not the gateway');
          return plain(reply, 403, 'Forbidden');
        }
        const fields = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
        const sessionId = fields.get('sessionId') ?? '';
        const phone = normalizePhone(fields.get('phoneNumber') ?? '');
        const text = fields.get('text');
        // A text of anything but choices is the menu's to refuse, in the phone's language.
        if (!SESSION_ID.test(sessionId) || !phone || text === null) return plain(reply, 200, unreadable);
        return plain(reply, 200, await menu.answer({ sessionId, phone, text }));
      },
    );
  });
