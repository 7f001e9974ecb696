import { formatPhone, normalizePhone } from '@tz-loan/contract/platform/phone-rule';
import { PUSH_PATHS } from '@tz-loan/contract/repayment/paths';
import type { PushView } from '@tz-loan/contract/repayment/push';
import {
  FINAL_PUSH_STATES,
  isPushWorthShowing,
  type PushState,
} from '@tz-loan/contract/repayment/push-paths';
import { type MockHandlers, ok } from '../../../shared/http/mock-types.ts';

// Mock data of Pay from my phone: the borrower's own number is an M-Pesa one; a push walks sending →
// waiting → paid, one step each time it is asked for. While one is open another is refused (409), as
// the server does.

export const MOCK_OWN_PHONE = '0754 123 456';

const SAID: Record<PushState, string> = {
  sending: 'Sending the PIN prompt to your phone',
  waiting: 'Check your phone and enter your PIN',
  paid: 'Payment received. Thank you',
  declined: 'The payment was declined on the phone',
  timedOut: 'No PIN was entered in time',
  failed: 'The wallet could not take this payment',
};

const NEXT: Partial<Record<PushState, PushState>> = { sending: 'waiting', waiting: 'paid' };

const state = { latest: null as PushView | null, count: 0 };

/** No push made yet (tests). */
export const resetPushMock = () => {
  state.latest = null;
  state.count = 0;
};

const moved = (push: PushView, to: PushState): PushView => ({
  ...push,
  state: to,
  message: SAID[to],
  receipt: to === 'paid' ? `MP${push.tradeNo.slice(-6)}X7Q` : '',
});

export const mocks: MockHandlers = {
  [`POST ${PUSH_PATHS.startPush.path}`]: (params) => {
    const open = state.latest && !FINAL_PUSH_STATES.includes(state.latest.state);
    if (open)
      return {
        code: 409,
        message: 'A PIN prompt is already waiting on a phone for this loan. Answer it first',
      };
    state.count += 1;
    const phone = normalizePhone(String(params.phone ?? '')) ?? '255754123456';
    state.latest = {
      tradeNo: `PU2025060200${String(state.count).padStart(4, '0')}`,
      orderId: String(params.orderId ?? '1'),
      state: 'sending',
      wallet: String(params.wallet ?? 'TZ0001'),
      phone: formatPhone(phone),
      amount: Number(params.amount) || 0,
      kind: params.isDelay === '1' ? 'deferral' : 'repayment',
      receipt: '',
      message: SAID.sending,
      updatedAt: new Date().toISOString(),
    };
    return ok(state.latest);
  },
  [`GET ${PUSH_PATHS.pushState.path}`]: (params) => {
    const { latest } = state;
    const next = latest && NEXT[latest.state];
    if (latest && next && params.tradeNo === latest.tradeNo) state.latest = moved(latest, next);
    return ok({
      push: state.latest,
      reopen: state.latest !== null && isPushWorthShowing(state.latest),
      ownPhone: MOCK_OWN_PHONE,
      ownWallet: 'TZ0001',
    });
  },
};

/** The order's latest push set to `to` (tests: a push found on load, or ended otherwise). */
export const setMockPush = (push: PushView | null, to?: PushState) => {
  state.latest = push && to ? moved(push, to) : push;
};
