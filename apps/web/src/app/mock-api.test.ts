import * as auth from '@tz-loan/contract/auth/calls';
import * as bank from '@tz-loan/contract/bank/calls';
import * as complaint from '@tz-loan/contract/complaint/calls';
import * as content from '@tz-loan/contract/content/calls';
import * as loan from '@tz-loan/contract/loan/calls';
import * as legacy from '@tz-loan/contract/loan/legacy';
import * as product from '@tz-loan/contract/loan/product';
import type { Call } from '@tz-loan/contract/platform/call';
import * as promotion from '@tz-loan/contract/promotion/calls';
import * as repay from '@tz-loan/contract/repayment/calls';
import * as cardStore from '@tz-loan/contract/repayment/card-store';
import * as push from '@tz-loan/contract/repayment/push';
import * as statement from '@tz-loan/contract/repayment/statement';
import * as rights from '@tz-loan/contract/rights/calls';
import * as support from '@tz-loan/contract/support/calls';
import * as ussd from '@tz-loan/contract/ussd/calls';
import { describe, expect, it } from 'vitest';
import { repaymentInfoMock } from '../features/repayment/code/mock.ts';
import { repayPlanMock } from '../features/repayment/instalment/mock.ts';
import { MOCK_FILES, MOCK_HANDLERS } from './mock-api.ts';

// The screens do not parse answers (budget); this holds the data they are tested on to the contract.

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'path' in value && 'data' in value && 'method' in value;
const CALLS = [
  loan,
  product,
  bank,
  legacy,
  repay,
  support,
  content,
  complaint,
  promotion,
  cardStore,
  push,
  statement,
  rights,
  ussd,
  auth,
].flatMap((module) => Object.values(module).filter(isCall));
const LEGACY = new Set<Call>(Object.values(legacy).filter(isCall));
const callOf = (key: string) => CALLS.find((call) => `${call.method} ${call.path}` === key);

describe('mock data follows the contract', () => {
  it('each call is answered by one mock file only, and every feature part with mock data is found', () => {
    const files = Object.entries(MOCK_FILES);
    const keys = files.flatMap(([, mocks]) => Object.keys(mocks));
    expect(keys.length).toBe(new Set(keys).size);
    expect(files.map(([file]) => file)).toEqual(
      expect.arrayContaining([
        '../features/bank/mock.ts',
        '../features/complaint/mock.ts',
        '../features/content/lender/mock.ts',
        '../features/content/site/mock.ts',
        '../features/loan/confirm/mock.ts',
        '../features/loan/details/mock.ts',
        '../features/promotion/mock.ts',
        '../features/repayment/card-store/mock.ts',
        '../features/repayment/code/mock.ts',
        '../features/repayment/instalment/mock.ts',
        '../features/repayment/push/mock.ts',
      ]),
    );
  });

  it("every mocked call is a contract call, and its default data parses by the call's schema", async () => {
    for (const key of Object.keys(MOCK_HANDLERS)) {
      const call = callOf(key);
      expect(call, `${key} is not a contract call`).toBeDefined();
      if (!call) continue;
      const envelope = (await MOCK_HANDLERS[key]?.({})) as { data?: unknown; attach?: unknown };
      const parsed = call.data.safeParse(LEGACY.has(call) ? envelope.attach : envelope.data);
      expect(parsed.success ? [] : parsed.error.issues, key).toEqual([]);
    }
  });
});

describe('repayment code mocks follow the contract', () => {
  const code = MOCK_HANDLERS['GET /v3/loan-details/repayment-code'];
  it.each([
    [{ orderId: '1' }, 1],
    [{ tradeNo: 'TR20250602000117' }, 1],
    [{ tradeNo: 'QR20250602000118' }, 2],
    [{ tradeNo: 'TR20250602000117', state: 'paid' }, 1],
    [{ orderId: '1', state: 'replaced' }, 1],
    [{ tradeNo: 'QR20250602000118', state: 'failed' }, 2],
  ])('%o answers showType %i and parses', async (params, showType) => {
    const envelope = (await code?.(params)) as { data?: unknown };
    const parsed = repay.repaymentCode.data.safeParse(envelope.data);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(parsed.data?.showType).toBe(showType);
    expect(parsed.data?.state).toBe((params as { state?: string }).state ?? 'open');
  });

  it('the stored repayment info of /repaymentOfCode2 parses as RepaymentInfo', () => {
    const parsed = repay.repaymentInfo.safeParse(repaymentInfoMock);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});

describe('repayment and deferral mocks follow the contract', () => {
  const generate = MOCK_HANDLERS[`POST ${repay.generateCode.path}`];
  it.each([
    ['TZ0001', '0', 'PAY_CODE'],
    ['TZ0004', '1', 'PAY_CODE'],
    ['QR', '0', 'QR_CODE'],
    ['WEB', '0', 'PAY_URL'],
  ])('generate-code through %s (isDelay %s) answers %s and parses', async (bankCode, isDelay, repayType) => {
    const envelope = (await generate?.({ orderId: '1', amount: 15_632_466, bankCode, isDelay })) as {
      data?: unknown;
    };
    const parsed = repay.generateCode.data.safeParse(envelope.data);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(parsed.data?.repayType).toBe(repayType);
    expect(parsed.data?.repaymentInfo === null).toBe(repayType === 'PAY_URL');
  });

  it('the overdue plan parses, and its most owed is the sum of the waiting instalments', () => {
    const plan = repayPlanMock(true);
    const parsed = repay.repaymentPlan.data.safeParse(plan);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const waiting = plan.repayPlanDetail.repayWaitDetail;
    expect(plan.amountMax).toBe(waiting.reduce((sum, row) => sum + row.totalAmount, 0));
    expect(waiting[0]?.periodStatus).toBe('overdue');
  });
});
