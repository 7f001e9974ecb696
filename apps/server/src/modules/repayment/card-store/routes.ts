import { isLanguage } from '@tz-loan/contract/platform/language';
import * as calls from '@tz-loan/contract/repayment/card-store';
import {
  addCard,
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
} from '@tz-loan/contract/repayment/card-store';
import type { FastifyInstance } from 'fastify';
import { describeCallRoutes } from '../../../http/code-00.ts';
import { route } from '../../../http/route.ts';
import { type CardService, cardView } from './cards.ts';
import type { CardStoreService } from './service.ts';
import { CARD_STORE_TEXTS } from './texts.ts';

/** The channel app's card-store calls (SPEC.md §7, PRODUCT.md §13), in the '00' envelope. */
export const registerCardStoreRoutes = (
  app: FastifyInstance,
  { store, cards }: { store: CardStoreService; cards: CardService },
) =>
  app.register(async (scope) => {
    describeCallRoutes(scope, { calls, tag: 'repayment', code00: true });

    route(scope, repaymentWay, {}, ({ input, borrower, language }) =>
      store.way(borrower.id, input.orderId, language),
    );
    route(scope, repaymentCommit, { idempotent: true }, async ({ input, borrower, language, say }) => {
      const { data, message } = await store.commit(borrower, input, language);
      say(message);
      return data;
    });
    route(scope, repaymentConfirm, { idempotent: true }, async ({ input, borrower, say }) => {
      const data = await store.confirm(borrower.id, input);
      say(CARD_STORE_TEXTS.paid);
      return data;
    });
    route(scope, repaymentHuichao, { idempotent: true }, ({ input, borrower, common, language }) =>
      store.eWallet(borrower.id, input, {
        language,
        named: isLanguage(common.language) ? common.language : undefined,
      }),
    );
    route(scope, addCard, { idempotent: true }, async ({ input, borrower, language, say }) => {
      const card = await cards.add(borrower.id, input);
      say(CARD_STORE_TEXTS.cardSaved);
      return cardView(card, language);
    });
  });
