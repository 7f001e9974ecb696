import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUSH_PATHS } from '@tz-loan/contract/repayment/paths';
import type { PushView } from '@tz-loan/contract/repayment/push';
import { PUSH_POLL_MS } from '@tz-loan/contract/repayment/push-paths';
import { vi } from 'vitest';
import { resetPushMock } from '../../features/repayment/push/mock.ts';
import { firstClient } from '../../shared/http/clients.ts';

// Pay from my phone on the pay screens, in mock mode (features/repayment/push/mock.ts: the borrower's own
// number is 0754 123 456, an M-Pesa one; a push walks sending → waiting → paid, a step per poll).

export { MOCK_OWN_PHONE, setMockPush } from '../../features/repayment/push/mock.ts';

export const START = `POST ${PUSH_PATHS.startPush.path}`;
export const STATE = `GET ${PUSH_PATHS.pushState.path}`;
export const PUSH_PATH = PUSH_PATHS.startPush.path;

/** Watches the GETs too (pushState), on a clock the test moves; no push made yet. */
export const setUpPush = () => {
  resetPushMock();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const get = vi.spyOn(firstClient, 'get');
  /** The pushState calls so far: their inputs. */
  const stateAsked = () => get.mock.calls.filter(([path]) => path === PUSH_PATH).map(([, input]) => input);
  // The user's taps wait on the same clock.
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { stateAsked, user };
};

export const tearDownPush = () => {
  vi.useRealTimers();
  resetPushMock();
  sessionStorage.clear();
};

/** One poll's wait. */
export const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(PUSH_POLL_MS));

export const panel = (name = 'Pay from my phone') => within(screen.getByRole('region', { name }));
export const openPanel = async (user: ReturnType<typeof userEvent.setup>, name = 'Pay from my phone') => {
  await user.click(screen.getByRole('button', { name }));
  return within(await screen.findByRole('region', { name }));
};
export const pushStatus = (name?: string) => panel(name).getByRole('status');

export const aPush = (change: Partial<PushView> = {}): PushView => ({
  tradeNo: 'PU202506020099',
  orderId: '1',
  state: 'waiting',
  wallet: 'TZ0003',
  phone: '0687 000 111',
  amount: 15_632_466,
  kind: 'repayment',
  receipt: '',
  message: 'Check your phone and enter your PIN',
  updatedAt: new Date().toISOString(),
  ...change,
});
