import { BRIDGE_MESSAGES } from '@tz-loan/contract/bridge';
import type { LoanDetailsData } from '@tz-loan/contract/loan';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { loanDetailsMock } from '../../mocks/loan-details.ts';
import { MOCK_HANDLERS } from '../../mocks/mock-api.ts';
import { ok } from '../../mocks/mock-types.ts';
import { setMockMode } from '../../shared/http/mock-mode.ts';

// The repayment screens run in mock mode on the data of mocks/; a test changes one answer at a time
// and reads what the native app was sent through a fake Android interface.

export const SESSION = 'userId=7&sessionId=s-1&deviceId=d-1';
export const CODE = 'GET /v3/loan-details/repayment-code';
export const DETAILS = 'GET /v3/loan-details/loan-details';

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
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
    vi.restoreAllMocks();
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

/** How many times the native app was sent `name`. */
export const sentCount = (name: string) => android[name]?.mock.calls.length ?? 0;

/** A webview's clipboard: `writeText` resolves, or rejects as Android WebView does. */
export const stubClipboard = (works: boolean) => {
  const writeText = works
    ? vi.fn().mockResolvedValue(undefined)
    : vi.fn().mockRejectedValue(new Error('denied'));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
};

/** `document.execCommand('copy')` answering `works`. */
export const stubExecCommand = (works: boolean) => {
  const exec = vi.fn(() => works);
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  return exec;
};

/** The path and query of a link. */
export const linkTarget = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'http://x');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};
