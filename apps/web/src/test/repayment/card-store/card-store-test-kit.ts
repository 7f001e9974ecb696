import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_STORE_PATHS } from '@tz-loan/contract/repayment/card-store-paths';
import { beforeEach, vi } from 'vitest';
import { resetCardStoreMock } from '../../../features/repayment/card-store/mock.ts';
import { secondClient } from '../../../shared/http/clients.ts';
import { forgetPageQuery } from '../../../shared/query/page-query.ts';
import { renderChannelRoute } from '../../render-channel.tsx';
import { SESSION, watchMockCalls } from '../../watched-mocks.ts';

export const WAY = `POST ${CARD_STORE_PATHS.repaymentWay.path}`;
export const COMMIT = `POST ${CARD_STORE_PATHS.repaymentCommit.path}`;
export const CONFIRM = `POST ${CARD_STORE_PATHS.repaymentConfirm.path}`;
export const HUICHAO = `POST ${CARD_STORE_PATHS.repaymentHuichao.path}`;
export const ADD_CARD = `POST ${CARD_STORE_PATHS.addCard.path}`;

/** The card store's tests: the channel app in mock mode, every call watched, the mock's cards as at first. */
export const setUpCardStore = () => {
  const kit = watchMockCalls();
  beforeEach(() => {
    resetCardStoreMock();
    forgetPageQuery();
  });
  return kit;
};

export const openBorrowDetail = async (extra = '') => {
  const view = renderChannelRoute(`/borrowDetail?${SESSION}&orderId=1${extra}`);
  await screen.findByRole('heading', { level: 1, name: 'Pay with a debit card' });
  return view;
};

export const chooseSavedCard = () => userEvent.click(screen.getByRole('radio', { name: /4242/ }));
export const tapPay = () => userEvent.click(screen.getByRole('button', { name: 'Pay' }));

/** Lets the mocked calls (answered at once, behind a dynamic import) and their renders finish. */
export const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

/** Watches the channel calls' client: the Idempotency-Key each call to `path` was sent with. */
export const watchKeys = () => {
  const post = vi.spyOn(secondClient, 'post');
  return (path: string) =>
    post.mock.calls
      .filter(([called]) => called === path)
      .map(([, , options]) => (options as { idempotencyKey?: string } | undefined)?.idempotencyKey);
};
