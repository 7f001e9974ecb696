import * as bank from '@tz-loan/contract/bank';
import type { Call } from '@tz-loan/contract/call';
import * as legacy from '@tz-loan/contract/legacy-loan';
import * as loan from '@tz-loan/contract/loan';
import * as product from '@tz-loan/contract/product';
import { describe, expect, it } from 'vitest';
import { MOCK_HANDLERS } from './mock-api.ts';

// The screens do not parse answers (budget); this holds the data they are tested on to the contract.

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'path' in value && 'data' in value && 'method' in value;
const CALLS = [loan, product, bank, legacy].flatMap((module) => Object.values(module).filter(isCall));
const LEGACY = new Set<Call>(Object.values(legacy).filter(isCall));
const callOf = (key: string) => CALLS.find((call) => `${call.method} ${call.path}` === key);

describe('mock data follows the contract', () => {
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
