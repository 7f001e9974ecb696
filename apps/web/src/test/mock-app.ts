import type { LoanDetailsData } from '@tz-loan/contract/loan/calls';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { BRIDGE_MESSAGES } from '@tz-loan/contract/platform/bridge';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { MOCK_HANDLERS } from '../app/mock-api.ts';
import { loanDetailsMock } from '../features/loan/details/mock.ts';
import { setMockMode } from '../shared/http/mock-mode.ts';
import { ok } from '../shared/http/mock-types.ts';

// Screens run in mock mode on the data of mocks/; a test changes one answer at a time and reads what
// the native app was sent through a fake Android interface.

export const SESSION = 'userId=7&sessionId=s-1&deviceId=d-1';
export const DETAILS = `${LOAN_PATHS.details.method} ${LOAN_PATHS.details.path}`;

export let android: Record<string, Mock>;

/** Registers the hooks of a test file: mock mode on, a fresh fake native app per test. */
export const inMockApp = () => {
  beforeEach(() => {
    setMockMode(true);
    android = Object.fromEntries(BRIDGE_MESSAGES.map((name) => [name, vi.fn()]));
    (window as unknown as Record<string, unknown>).android = android;
  });
  afterEach(() => {
    setMockMode(false);
    delete (window as unknown as Record<string, unknown>).android;
    // Copy tests stub these; jsdom has neither.
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });
};

/** Spies on one mocked call; `answer` replaces its envelope when given. */
export const spyCall = (key: string, answer?: (params: Record<string, unknown>) => unknown) => {
  const spy = vi.spyOn(MOCK_HANDLERS, key);
  if (answer) spy.mockImplementation(answer);
  return spy;
};

/** Loan details answers with the mock order at `status`, changed by `changes`. */
export const answerDetails = (status: number, changes: Partial<LoanDetailsData> = {}) =>
  spyCall(DETAILS, () => ok({ ...loanDetailsMock(status), ...changes }));

/** What the native app received as `name`, parsed (Android sends JSON strings). */
export const sent = (name: string) => (android[name]?.mock.calls ?? []).map(([json]) => JSON.parse(json));
